/**
 * Warehouse (ticketing-warehouse §2 "Warehouse", §7): delivery notes, distribution.
 * Request and answer shapes: docs/api/warehouse.md.
 *
 * Access (§6): role 19 reaches every warehouse route; otherwise the screen's own role. The spec's
 * 20–23 are the catalogue's warehouse.delivery_notes (118), warehouse.distribution (119),
 * warehouse.logistics (120, with its leaves 121–125) and warehouse.order_delivery_time (126).
 * "19 plus the screen's role" is anyOf: an internal set stores 19 only when every warehouse leaf is
 * held (docs/roles.md), so allOf would shut out the staff the screen roles exist for.
 */
import * as z from 'zod';
import { DELIVERY_NOTE_DIRECTIONS } from '../../erp/constants';
import { ROLE } from '../../roles/catalogue';
import type { DeliveryNoteView, DistributionLine, PlacedLine, ShipmentInRow } from '../../warehouse/views';
import { fields } from '../account-fields';
import { answer, anyOf, defineRoute } from '../route';

export const WAREHOUSE_ROLE = {
  deliveryNotes: 118,
  distribution: 119,
  logistics: 120,
  orderDeliveryTime: 126,
} as const;

const deliveryNotes = anyOf(ROLE.warehouse, WAREHOUSE_ROLE.deliveryNotes);
const distribution = anyOf(ROLE.warehouse, WAREHOUSE_ROLE.distribution);

/** Document numbers as typed or scanned: trimmed, no blanks. */
const documentNumber = z.string().trim().min(1).max(64);

export const warehouseRoutes = {
  'warehouse.delivery_notes.show': defineRoute({
    method: 'GET',
    path: '/api/warehouse/delivery-notes/{direction}/{number}',
    group: 'warehouse',
    access: deliveryNotes,
    params: z.object({ direction: z.enum(DELIVERY_NOTE_DIRECTIONS), number: documentNumber }),
    answer: answer<{ data: DeliveryNoteView }>(),
    summary: 'A provider (in) or customer (out) delivery note by number; 404 when unknown',
  }),
  'warehouse.delivery_notes.update': defineRoute({
    method: 'POST',
    path: '/api/warehouse/delivery-notes',
    group: 'warehouse',
    access: deliveryNotes,
    body: z.object({ id: fields.id, direction: z.enum(DELIVERY_NOTE_DIRECTIONS), effective_date: z.iso.date() }),
    answer: answer<{ data: DeliveryNoteView }>(),
    summary: "Sets a delivery note's effective date; the direction must match the note's",
  }),

  'warehouse.distribution.shipment_ins': defineRoute({
    method: 'GET',
    path: '/api/warehouse/distribution/shipment-ins',
    group: 'warehouse',
    access: distribution,
    answer: answer<{ data: ShipmentInRow[] }>(),
    summary: 'Incoming shipments of the last 90 days (at most 1,000), sorted by number',
  }),
  'warehouse.distribution.products': defineRoute({
    method: 'GET',
    path: '/api/warehouse/distribution/products/{number}',
    group: 'warehouse',
    access: distribution,
    params: z.object({ number: documentNumber }),
    answer: answer<{ data: DistributionLine[] }>(),
    summary: 'Unplaced lines of an incoming shipment, by product code then party name; 404 when unknown',
  }),
  'warehouse.distribution.mids.create': defineRoute({
    method: 'POST',
    path: '/api/warehouse/distribution/mids',
    group: 'warehouse',
    access: distribution,
    body: z.object({
      shipment_in_line: fields.id,
      shipment_in: fields.id,
      sale_line: fields.id,
      sale: fields.id,
      party: fields.id,
      product: fields.id,
      lot: fields.id.nullable().optional(),
      quantity: z.number().positive(),
    }),
    answer: answer<{ data: PlacedLine }>(),
    summary: 'Places a line (creates its mid); 409 when it is already placed, 422 when it does not match the stored line',
  }),
  'warehouse.distribution.mids.index': defineRoute({
    method: 'GET',
    path: '/api/warehouse/distribution/mids/{number}',
    group: 'warehouse',
    access: distribution,
    params: z.object({ number: documentNumber }),
    answer: answer<{ data: PlacedLine[] }>(),
    summary: 'Placed lines of an incoming shipment (the undo screen), by product code then party name',
  }),
  'warehouse.distribution.mids.delete': defineRoute({
    method: 'DELETE',
    path: '/api/warehouse/distribution/mids/{id}',
    group: 'warehouse',
    access: distribution,
    params: z.object({ id: fields.id }),
    summary: 'Undoes a placement (deletes the mid); 404 when not placed',
  }),
};
