import { administrationRoutes } from '../../../shared/api/routes/administration';
import { groupHandler } from '../../lib/http/group-handler';
import { pending } from './pending';

export const handler = groupHandler(administrationRoutes, {
  'administration.catalog.show': pending,
  'administration.catalog.file': pending,
  'administration.catalog.send': pending,
  'administration.upload_ticket': pending,
  'administration.sales_options': pending,
  'administration.insert_sales': pending,
  'administration.platform_invoicing.purchase_orders': pending,
  'administration.platform_invoicing.by_purchase_order': pending,
  'administration.farmapremium.export': pending,
});
