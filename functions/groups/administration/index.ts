import { administrationRoutes } from '../../../shared/api/routes/administration';
import { groupHandler } from '../../lib/http/group-handler';
import { catalogFile, catalogSend, catalogShow, uploadTicket } from './catalog';
import { byPurchaseOrder, purchaseOrders } from './invoicing';
import { loyaltyExport } from './loyalty';
import { insertSales, salesOptions } from './sales';

export const handler = groupHandler(administrationRoutes, {
  'administration.catalog.show': catalogShow,
  'administration.catalog.file': catalogFile,
  'administration.catalog.send': catalogSend,
  'administration.upload_ticket': uploadTicket,
  'administration.sales_options': salesOptions,
  'administration.insert_sales': insertSales,
  'administration.platform_invoicing.purchase_orders': purchaseOrders,
  'administration.platform_invoicing.by_purchase_order': byPurchaseOrder,
  'administration.farmapremium.export': loyaltyExport,
});
