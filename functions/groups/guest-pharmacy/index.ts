import { guestPharmacyRoutes } from '../../../shared/api/routes/guest-pharmacy';
import { groupHandler } from '../../lib/http/group-handler';
import { communication } from './communication';
import { fileByLink, news, sectionFile, sectionTreeview } from './documents';
import { invoiceDownload, invoices, quarters } from './invoicing';
import { sliders } from './sliders';
import { webinars } from './webinars';

export const handler = groupHandler(guestPharmacyRoutes, {
  'guest-pharmacy.sliders': sliders,
  'guest-pharmacy.agreements.treeview': sectionTreeview('platform/agreements'),
  'guest-pharmacy.agreements.file': sectionFile('platform/agreements'),
  'guest-pharmacy.catalog.treeview': sectionTreeview('platform/catalog'),
  'guest-pharmacy.catalog.file': sectionFile('platform/catalog'),
  'guest-pharmacy.promotions.treeview': sectionTreeview('platform/promotions'),
  'guest-pharmacy.promotions.file': sectionFile('platform/promotions'),
  'guest-pharmacy.bi.treeview': sectionTreeview('bi'),
  'guest-pharmacy.bi.file': sectionFile('bi'),
  'guest-pharmacy.club.treeview': sectionTreeview('club'),
  'guest-pharmacy.club.file': sectionFile('club'),
  'guest-pharmacy.networking.treeview': sectionTreeview('networking'),
  'guest-pharmacy.networking.file': sectionFile('networking'),
  'guest-pharmacy.services-digital.treeview': sectionTreeview('services/digital'),
  'guest-pharmacy.services-digital.file': sectionFile('services/digital'),
  'guest-pharmacy.services-inperson.treeview': sectionTreeview('services/inperson'),
  'guest-pharmacy.services-inperson.file': sectionFile('services/inperson'),
  'guest-pharmacy.administration.treeview': sectionTreeview('administration'),
  'guest-pharmacy.administration.file': sectionFile('administration'),
  'guest-pharmacy.health.treeview': sectionTreeview('health'),
  'guest-pharmacy.health.file': sectionFile('health'),
  'guest-pharmacy.file': fileByLink,
  'guest-pharmacy.news': news,
  'guest-pharmacy.communication': communication,
  'guest-pharmacy.webinars': webinars,
  'guest-pharmacy.invoicing.quarters': quarters,
  'guest-pharmacy.invoicing.invoices': invoices,
  'guest-pharmacy.invoicing.invoice': invoiceDownload,
});
