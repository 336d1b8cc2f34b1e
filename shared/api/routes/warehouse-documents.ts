/**
 * Warehouse calls that answer a generated PDF (§2 logistics print buttons, §7): mid labels, the
 * consignment document (also the answer to a consignment's create and edit, as §7 has them return
 * a file), the delivery truck sheet. A group of their own: pdf-lib weighs on a Lambda's cold start,
 * and the everyday warehouse screens should not pay for it. Every file is answered through the one
 * download path as `url`, inline (opened ready to print), in the caller's language.
 */
import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import type { ConsignmentRow } from '../../warehouse/views';
import { fields } from '../account-fields';
import { answer, defineRoute } from '../route';
import { consignmentBody } from '../warehouse-access';
import { warehouseArea } from '../../areas/warehouse';

const { labels, outs, consignmentEdit, shipments } = warehouseArea.access;

/** Labels in one print: a day's outs of a busy platform, still well under a Lambda's time. */
export const MAX_LABELS = 100;

export const warehouseDocumentRoutes = {
  'warehouse.logistics.mids.print': defineRoute({
    method: 'POST',
    path: '/api/warehouse/logistics/mids/print',
    access: labels,
    // supplier_id as the spec sends it from the mids screen; the outs screen's rows do not carry it.
    body: lazySchema(() =>
      z.object({ shipment_in: fields.id, sale_id: fields.id, party_id: fields.id, supplier_id: z.optional(fields.id) }),
    ),
    answer: answer<{ url: string }>(),
    summary:
      'The label (PDF, 100 x 150 mm) of one mid: the placed lines of an incoming shipment for a sale; 404 errors.mid_not_found, 422 when party or supplier do not match',
  }),
  'warehouse.logistics.mids.labels': defineRoute({
    method: 'POST',
    path: '/api/warehouse/logistics/mids/labels',
    access: labels,
    // The selected rows' labels in one document (five labels opened five PDFs). From the
    // outs screen each label names its out (shipment_out), printed and barcoded beside the mid number.
    body: lazySchema(() =>
      z.object({
        labels: z
          .array(
            z.object({
              shipment_in: fields.id,
              sale_id: fields.id,
              party_id: fields.id,
              supplier_id: z.optional(fields.id),
              shipment_out: z.optional(fields.id),
            }),
          )
          .check(z.minLength(1), z.maxLength(MAX_LABELS)),
      }),
    ),
    answer: answer<{ url: string; pages: number }>(),
    summary:
      'The labels of several mids as one PDF, a 100 x 150 mm page each, with Code 128 barcodes of the mid and out (or sale) numbers; 404 errors.mid_not_found with `missing` (the indexes of the labels whose mid is not placed), 422 when a party, supplier or out does not match',
  }),
  'warehouse.logistics.consignments.create': defineRoute({
    method: 'POST',
    path: '/api/warehouse/logistics/consignments',
    access: outs,
    body: consignmentBody,
    answer: answer<{ data: ConsignmentRow; url: string }>(),
    summary:
      'Groups packed outs of one party (422 errors.outs_multiple_parties); an out already in a consignment: 422 errors.out_consigned, also when two creates race. Answers the consignment and its document',
  }),
  'warehouse.logistics.consignments.update': defineRoute({
    method: 'PUT',
    path: '/api/warehouse/logistics/consignments/{id}',
    access: consignmentEdit,
    params: lazySchema(() => z.object({ id: fields.idText })),
    body: consignmentBody,
    answer: answer<{ data: ConsignmentRow; url: string }>(),
    summary:
      'Changes pallets, weight and outs; only while on the list or in a pending shipment (422 errors.shipment_delivered). Answers the consignment and its new document',
  }),
  'warehouse.logistics.consignments.pdf': defineRoute({
    method: 'GET',
    path: '/api/warehouse/logistics/consignments/{id}/pdf',
    access: consignmentEdit,
    params: lazySchema(() => z.object({ id: fields.idText })),
    answer: answer<{ url: string }>(),
    summary: "A consignment's document (PDF): party, outs with their sales, pallets, weight, speciality",
  }),
  'warehouse.logistics.shipments.truck_sheet': defineRoute({
    method: 'POST',
    path: '/api/warehouse/logistics/shipments/delivery',
    access: shipments,
    body: lazySchema(() => z.object({ shipment_freight_id: fields.id })),
    answer: answer<{ url: string }>(),
    summary:
      "Creates (or makes again) a shipment's delivery truck sheet (PDF) and keeps it on the shipment; 404 for an unknown shipment",
  }),
  'warehouse.logistics.shipments.truck_sheet_show': defineRoute({
    method: 'GET',
    path: '/api/warehouse/logistics/shipments/delivery/{id}',
    access: shipments,
    params: lazySchema(() => z.object({ id: fields.idText })),
    answer: answer<{ url: string }>(),
    summary: "The shipment's kept truck sheet, viewable inline: {url}; 404 errors.delivery_note when none was created",
  }),
};
