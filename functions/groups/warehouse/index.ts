import { warehouseRoutes } from '../../../shared/api/routes/warehouse';
import { groupHandler } from '../../lib/http/group-handler';
import { deliveryNotesShow, deliveryNotesUpdate } from './delivery-notes';
import {
  consignmentsCreate,
  consignmentsDestroy,
  consignmentsIndex,
  consignmentsShow,
  consignmentsUpdate,
  outsIndex,
  outsLocate,
  outsShow,
  shipmentsCreate,
  shipmentsDelete,
  shipmentsDelivered,
  shipmentsPending,
} from './logistics';
import { midsCreate, midsDelete, midsIndex, products, shipmentIns } from './distribution';

export const handler = groupHandler(warehouseRoutes, {
  'warehouse.delivery_notes.show': deliveryNotesShow,
  'warehouse.delivery_notes.update': deliveryNotesUpdate,
  'warehouse.distribution.shipment_ins': shipmentIns,
  'warehouse.distribution.products': products,
  'warehouse.distribution.mids.create': midsCreate,
  'warehouse.distribution.mids.index': midsIndex,
  'warehouse.distribution.mids.delete': midsDelete,
  'warehouse.logistics.outs.index': outsIndex,
  'warehouse.logistics.outs.locate': outsLocate,
  'warehouse.logistics.outs.show': outsShow,
  'warehouse.logistics.consignments.index': consignmentsIndex,
  'warehouse.logistics.consignments.create': consignmentsCreate,
  'warehouse.logistics.consignments.destroy': consignmentsDestroy,
  'warehouse.logistics.consignments.show': consignmentsShow,
  'warehouse.logistics.consignments.update': consignmentsUpdate,
  'warehouse.logistics.shipments.create': shipmentsCreate,
  'warehouse.logistics.shipments.pending': shipmentsPending,
  'warehouse.logistics.shipments.delivered': shipmentsDelivered,
  'warehouse.logistics.shipments.delete': shipmentsDelete,
});
