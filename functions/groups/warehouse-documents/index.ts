import { warehouseDocumentRoutes } from '../../../shared/api/routes/warehouse-documents';
import { groupHandler } from '../../lib/http/group-handler';
import { consignmentsCreate, consignmentsPdf, consignmentsUpdate } from './consignments';
import { midLabel, midLabels } from './labels';
import { truckSheetCreate, truckSheetShow } from './truck-sheets';

export const handler = groupHandler(warehouseDocumentRoutes, {
  'warehouse.logistics.mids.print': midLabel,
  'warehouse.logistics.mids.labels': midLabels,
  'warehouse.logistics.consignments.create': consignmentsCreate,
  'warehouse.logistics.consignments.update': consignmentsUpdate,
  'warehouse.logistics.consignments.pdf': consignmentsPdf,
  'warehouse.logistics.shipments.truck_sheet': truckSheetCreate,
  'warehouse.logistics.shipments.truck_sheet_show': truckSheetShow,
});
