import { warehouseRoutes } from '../../../shared/api/routes/warehouse';
import { groupHandler } from '../../lib/http/group-handler';
import { deliveryNotesShow, deliveryNotesUpdate } from './delivery-notes';
import { midsCreate, midsDelete, midsIndex, products, shipmentIns } from './distribution';

export const handler = groupHandler(warehouseRoutes, {
  'warehouse.delivery_notes.show': deliveryNotesShow,
  'warehouse.delivery_notes.update': deliveryNotesUpdate,
  'warehouse.distribution.shipment_ins': shipmentIns,
  'warehouse.distribution.products': products,
  'warehouse.distribution.mids.create': midsCreate,
  'warehouse.distribution.mids.index': midsIndex,
  'warehouse.distribution.mids.delete': midsDelete,
});
