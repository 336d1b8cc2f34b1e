/**
 * The everyday warehouse Lambda: delivery notes, distribution, logistics, priorities and delivery
 * times. Returns and temperatures (warehouse-returns), reports, prenotices and relations
 * (warehouse-reports) and the PDFs (warehouse-documents) are Lambdas of their own, so each cold
 * start loads only its own screens' code.
 */
import { warehouseRoutes } from '../../../shared/api/routes/warehouse';
import { groupHandler } from '../../lib/http/group-handler';
import { deliveryNotesShow, deliveryNotesUpdate } from './delivery-notes';
import {
  consignmentsDestroy,
  consignmentsIndex,
  consignmentsShow,
  midsIndex as logisticsMidsIndex,
  midsShow as logisticsMidsShow,
  outsDestroy,
  outsIndex,
  outsLocate,
  outsShow,
  shipmentsCreate,
  shipmentsDelete,
  shipmentsDelivered,
  shipmentsPending,
} from './logistics';
import { deliver, signedNote, signedUpload } from './deliveries';
import { midsCreate, midsDelete, midsIndex, products, scan, shipmentIns } from './distribution';
import { orderDeliveryTime } from './order-delivery-time';
import { prioritiesSave, prioritiesShow } from './priorities';

export const handler = groupHandler(warehouseRoutes, {
  'warehouse.delivery_notes.show': deliveryNotesShow,
  'warehouse.delivery_notes.update': deliveryNotesUpdate,
  'warehouse.distribution.shipment_ins': shipmentIns,
  'warehouse.distribution.products': products,
  'warehouse.distribution.mids.create': midsCreate,
  'warehouse.distribution.mids.index': midsIndex,
  'warehouse.distribution.mids.delete': midsDelete,
  'warehouse.logistics.mids.index': logisticsMidsIndex,
  'warehouse.logistics.mids.show': logisticsMidsShow,
  'warehouse.logistics.outs.index': outsIndex,
  'warehouse.logistics.outs.destroy': outsDestroy,
  'warehouse.logistics.outs.locate': outsLocate,
  'warehouse.logistics.outs.show': outsShow,
  'warehouse.logistics.consignments.index': consignmentsIndex,
  'warehouse.logistics.consignments.destroy': consignmentsDestroy,
  'warehouse.logistics.consignments.show': consignmentsShow,
  'warehouse.logistics.shipments.create': shipmentsCreate,
  'warehouse.logistics.shipments.pending': shipmentsPending,
  'warehouse.logistics.shipments.delivered': shipmentsDelivered,
  'warehouse.logistics.shipments.delete': shipmentsDelete,
  'warehouse.distribution.scan': scan,
  'warehouse.logistics.shipments.signed_upload': signedUpload,
  'warehouse.logistics.shipments.deliver': deliver,
  'warehouse.logistics.shipments.signed_note': signedNote,
  'warehouse.logistics.priorities.show': prioritiesShow,
  'warehouse.logistics.priorities.save': prioritiesSave,
  'warehouse.order_delivery_time': orderDeliveryTime,
});
