/**
 * Warehouse (ticketing-warehouse §2 "Warehouse", §7): delivery notes, distribution, logistics,
 * priorities, order delivery time. The calls that answer a generated PDF are in
 * warehouse-documents.ts (a Lambda of its own). Request and answer shapes: docs/api/warehouse.md.
 * Access rules: shared/api/warehouse-access.ts.
 */
import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import { isoDay } from '../dates';
import { DELIVERY_NOTE_DIRECTIONS } from '../../erp/constants';
import type {
  ConsignmentRow,
  DeliveryNoteView,
  DistributionLine,
  FreightShipmentRow,
  MidRow,
  OutLocation,
  OrderDeliveryTimeEntry,
  OutRow,
  PlacedLine,
  PriorityList,
  ScannedProduct,
  ShipmentInRow,
} from '../../warehouse/views';
import { fields } from '../account-fields';
import { uploadTicketFields, type UploadTicket } from '../upload-ticket';
import { answer, defineRoute } from '../route';
import { documentNumber, groupedIds, groupedOutIds } from '../warehouse-access';
import { warehouseArea } from '../../areas/warehouse';

const { deliveryNotes, distribution, orderDeliveryTime, priorities, mids, outs, consignments, shipments } = warehouseArea.access;
const { logistics: anyLogistics, consignmentEdit: consignmentView } = warehouseArea.access;
const ids = groupedIds;

export const warehouseRoutes = {
  'warehouse.delivery_notes.show': defineRoute({
    method: 'GET',
    path: '/api/warehouse/delivery-notes/{direction}/{number}',
    access: deliveryNotes,
    params: lazySchema(() => z.object({ direction: z.enum(DELIVERY_NOTE_DIRECTIONS), number: documentNumber })),
    answer: answer<{ data: DeliveryNoteView }>(),
    summary: 'A provider (in) or customer (out) delivery note by number; 404 when unknown',
  }),
  'warehouse.delivery_notes.update': defineRoute({
    method: 'POST',
    path: '/api/warehouse/delivery-notes',
    access: deliveryNotes,
    body: lazySchema(() => z.object({ id: fields.id, direction: z.enum(DELIVERY_NOTE_DIRECTIONS), effective_date: isoDay() })),
    answer: answer<{ data: DeliveryNoteView }>(),
    summary: "Sets a delivery note's effective date; the direction must match the note's",
  }),

  'warehouse.distribution.shipment_ins': defineRoute({
    method: 'GET',
    path: '/api/warehouse/distribution/shipment-ins',
    access: distribution,
    answer: answer<{ data: ShipmentInRow[] }>(),
    summary: 'Incoming shipments of the last 90 days (at most 1,000), sorted by number',
  }),
  'warehouse.distribution.products': defineRoute({
    method: 'GET',
    path: '/api/warehouse/distribution/products/{number}',
    access: distribution,
    params: lazySchema(() => z.object({ number: documentNumber })),
    answer: answer<{ data: DistributionLine[] }>(),
    summary: 'Unplaced lines of an incoming shipment, by product code then party name; 404 when unknown',
  }),
  'warehouse.distribution.mids.create': defineRoute({
    method: 'POST',
    path: '/api/warehouse/distribution/mids',
    access: distribution,
    body: lazySchema(() =>
      z.object({
        shipment_in_line: fields.id,
        shipment_in: fields.id,
        sale_line: fields.id,
        sale: fields.id,
        party: fields.id,
        product: fields.id,
        lot: z.optional(z.nullable(fields.id)),
        quantity: z.number().check(z.positive()),
      }),
    ),
    answer: answer<{ data: PlacedLine }>(),
    summary: 'Places a line (creates its mid); 409 when it is already placed, 422 when it does not match the stored line',
  }),
  'warehouse.distribution.mids.index': defineRoute({
    method: 'GET',
    path: '/api/warehouse/distribution/mids/{number}',
    access: distribution,
    params: lazySchema(() => z.object({ number: documentNumber })),
    answer: answer<{ data: PlacedLine[] }>(),
    summary: 'Placed lines of an incoming shipment (the undo screen), by product code then party name',
  }),
  'warehouse.distribution.mids.delete': defineRoute({
    method: 'DELETE',
    path: '/api/warehouse/distribution/mids/{id}',
    access: distribution,
    params: lazySchema(() => z.object({ id: fields.idText })),
    answer: answer<null>(),
    summary: 'Undoes a placement (deletes the mid); 404 when not placed',
  }),

  'warehouse.logistics.mids.index': defineRoute({
    method: 'GET',
    path: '/api/warehouse/logistics/mids',
    access: mids,
    answer: answer<{ data: MidRow[] }>(),
    summary:
      'Mids waiting for their out: placed in the last 30 days, one row per incoming shipment and sale, no out yet from that shipment for that sale (all rows, at most 5,000 placed lines)',
  }),
  'warehouse.logistics.mids.show': defineRoute({
    method: 'GET',
    path: '/api/warehouse/logistics/mids/{number}',
    access: mids,
    params: lazySchema(() => z.object({ number: documentNumber })),
    answer: answer<{ data: MidRow[] }>(),
    summary:
      'Manual entry: every mid of an incoming shipment by its number (the mid number), out or not; 404 errors.mid_not_found',
  }),
  'warehouse.logistics.outs.destroy': defineRoute({
    method: 'POST',
    path: '/api/warehouse/logistics/outs/destroy',
    access: outs,
    body: lazySchema(() => z.object({ outs: groupedOutIds })),
    answer: answer<null>(),
    summary:
      'Takes outs off the outs list (who and when kept; the ERP record stays), all or none; an out in a consignment: 422 errors.out_consigned',
  }),
  'warehouse.logistics.outs.index': defineRoute({
    method: 'GET',
    path: '/api/warehouse/logistics/outs',
    access: outs,
    answer: answer<{ data: OutRow[] }>(),
    summary: 'Every packed out not in a consignment (all rows, at most 5,000), by number',
  }),
  'warehouse.logistics.outs.locate': defineRoute({
    method: 'GET',
    path: '/api/warehouse/logistics/outs/locate/{number}',
    access: anyLogistics,
    params: lazySchema(() => z.object({ number: documentNumber })),
    answer: answer<{ data: OutLocation }>(),
    summary: 'Where an out is (outs, consignments, pending or delivered shipments) and its trail with who and when; 404 unknown',
  }),
  'warehouse.logistics.outs.show': defineRoute({
    method: 'GET',
    path: '/api/warehouse/logistics/outs/{number}',
    access: outs,
    params: lazySchema(() => z.object({ number: documentNumber })),
    answer: answer<{ data: OutRow }>(),
    summary:
      'Manual entry: a packed out in no consignment (also one taken off the list, which a consignment may still take); 404 errors.out_not_found otherwise',
  }),
  'warehouse.logistics.consignments.index': defineRoute({
    method: 'GET',
    path: '/api/warehouse/logistics/consignments',
    access: consignments,
    answer: answer<{ data: ConsignmentRow[] }>(),
    summary: 'Every consignment not in a shipment (all rows, at most 5,000), newest first',
  }),
  'warehouse.logistics.consignments.destroy': defineRoute({
    method: 'POST',
    path: '/api/warehouse/logistics/consignments/destroy',
    access: consignments,
    body: lazySchema(() => z.object({ consignments: ids })),
    answer: answer<null>(),
    summary: 'Deletes consignments not in a shipment (their outs return to the outs list), all or none',
  }),
  'warehouse.logistics.consignments.show': defineRoute({
    method: 'GET',
    path: '/api/warehouse/logistics/consignments/{id}',
    access: consignmentView,
    params: lazySchema(() => z.object({ id: fields.idText })),
    answer: answer<{ data: ConsignmentRow }>(),
    summary: 'One consignment',
  }),
  'warehouse.logistics.shipments.create': defineRoute({
    method: 'POST',
    path: '/api/warehouse/logistics/shipments',
    access: consignments,
    body: lazySchema(() => z.object({ consignments: ids })),
    answer: answer<{ data: FreightShipmentRow }>(),
    summary:
      'Groups consignments of one party into a pending shipment (422 errors.consignments_multiple_parties; errors.consignment_shipped when one is already shipped)',
  }),
  'warehouse.logistics.shipments.pending': defineRoute({
    method: 'GET',
    path: '/api/warehouse/logistics/shipments/pending',
    access: shipments,
    answer: answer<{ data: FreightShipmentRow[] }>(),
    summary: 'Every pending shipment with its consignments (at most 2,000), newest first',
  }),
  'warehouse.logistics.shipments.delivered': defineRoute({
    method: 'GET',
    path: '/api/warehouse/logistics/shipments/delivered',
    access: shipments,
    answer: answer<{ data: FreightShipmentRow[] }>(),
    summary: 'The latest 500 delivered shipments with their consignments, newest first',
  }),
  'warehouse.logistics.shipments.delete': defineRoute({
    method: 'DELETE',
    path: '/api/warehouse/logistics/shipments/{id}',
    access: shipments,
    params: lazySchema(() => z.object({ id: fields.idText })),
    answer: answer<null>(),
    summary: 'Deletes a pending shipment (its consignments return to the list); a delivered one: 422 errors.shipment_delivered',
  }),

  'warehouse.distribution.scan': defineRoute({
    method: 'GET',
    path: '/api/warehouse/distribution/scan',
    access: distribution,
    query: lazySchema(() => z.object({ code: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)) })),
    answer: answer<{ data: ScannedProduct }>(),
    summary: 'A scanned GS1 string (AI 01 GTIN, 10 lot, 17 expiry), EAN-13 or CN resolved to its product; 404 unknown',
  }),
  'warehouse.logistics.shipments.signed_upload': defineRoute({
    method: 'POST',
    path: '/api/warehouse/logistics/shipments/delivery/signed/uploads',
    access: shipments,
    body: lazySchema(() => z.strictObject(uploadTicketFields)),
    answer: answer<{ data: UploadTicket }>(),
    summary: 'Starts the upload of a signed delivery note (PDF, JPEG or PNG, 10 MB): a presigned PUT and its upload id',
  }),
  'warehouse.logistics.shipments.deliver': defineRoute({
    method: 'POST',
    path: '/api/warehouse/logistics/shipments/delivery/signed',
    access: shipments,
    body: lazySchema(() => z.object({ id: fields.id, upload_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)) })),
    answer: answer<{ data: FreightShipmentRow }>(),
    summary: 'Delivers a pending shipment with its uploaded signed delivery note; records the delivery time of its outs',
  }),
  'warehouse.logistics.shipments.signed_note': defineRoute({
    method: 'GET',
    path: '/api/warehouse/logistics/shipments/{id}/signed-note',
    access: shipments,
    params: lazySchema(() => z.object({ id: fields.idText })),
    answer: answer<{ url: string }>(),
    summary: "A delivered shipment's signed delivery note, viewable inline: {url}; 404 errors.signed_note when none",
  }),
  'warehouse.logistics.priorities.show': defineRoute({
    method: 'GET',
    path: '/api/warehouse/logistics/priorities',
    access: priorities,
    answer: answer<{ data: PriorityList }>(),
    summary: 'The ordered party priority list',
  }),
  'warehouse.logistics.priorities.save': defineRoute({
    method: 'POST',
    path: '/api/warehouse/logistics/priorities',
    access: priorities,
    body: lazySchema(() =>
      z.object({
        date: isoDay(),
        priorities: z
          .array(z.object({ priority: z.number().check(z.int(), z.gte(1)), party: fields.id }))
          .check(z.maxLength(1_000)),
      }),
    ),
    answer: answer<{ data: PriorityList }>(),
    summary:
      'Replaces the whole list at once: non-empty (validation.empty_priorities), positions 1..n consecutive, each party once and known',
  }),
  'warehouse.order_delivery_time': defineRoute({
    method: 'GET',
    path: '/api/warehouse/order-delivery-time',
    access: orderDeliveryTime,
    answer: answer<{ data: OrderDeliveryTimeEntry[] }>(),
    summary: 'Average days from sale to delivery per party (2 decimals), slowest first',
  }),
};
