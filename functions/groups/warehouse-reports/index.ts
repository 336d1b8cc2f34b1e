/** Pending sales and purchases, prenotices and the mids-outs and ins-outs relations: a Lambda of its own. */
import { warehouseReportRoutes } from '../../../shared/api/routes/warehouse-reports';
import { groupHandler } from '../../lib/http/group-handler';
import {
  insOutsCheckQuantities,
  midsOutsCheckQuantities,
  midsOutsDuplicates,
  midsOutsShipmentIn,
  midsOutsUpdate,
} from './relations';
import {
  pendingPurchases,
  pendingPurchasesStats,
  pendingPurchasesStatsJob,
  pendingSalesDownload,
  pendingSalesOuts,
  pendingSalesPurchaseOrders,
  prenoticesOrderContents,
  prenoticesProcess,
  prenoticesPurchaseOrders,
  prenoticesRecipientsShow,
  prenoticesRecipientsUpdate,
  prenoticesUpload,
} from './reports';

export const handler = groupHandler(warehouseReportRoutes, {
  'warehouse.pending_sales.purchase_orders': pendingSalesPurchaseOrders,
  'warehouse.pending_sales.outs_by_purchase_order': pendingSalesOuts,
  'warehouse.pending_sales.download': pendingSalesDownload,
  'warehouse.pending_purchases': pendingPurchases,
  'warehouse.pending_purchases.statistics': pendingPurchasesStats,
  'warehouse.pending_purchases.statistics.job': pendingPurchasesStatsJob,
  'warehouse.prenotices.purchase_orders': prenoticesPurchaseOrders,
  'warehouse.prenotices.outs_and_consignments': prenoticesOrderContents,
  'warehouse.prenotices.upload': prenoticesUpload,
  'warehouse.prenotices.process': prenoticesProcess,
  'warehouse.prenotices.recipients.show': prenoticesRecipientsShow,
  'warehouse.prenotices.recipients.update': prenoticesRecipientsUpdate,
  'warehouse.relation_mids_outs.shipment_in': midsOutsShipmentIn,
  'warehouse.relation_mids_outs.update_shipment_out': midsOutsUpdate,
  'warehouse.relation_mids_outs.duplicates': midsOutsDuplicates,
  'warehouse.relation_mids_outs.check_quantities': midsOutsCheckQuantities,
  'warehouse.relation_ins_outs.check_quantities': insOutsCheckQuantities,
});
