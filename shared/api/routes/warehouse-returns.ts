/**
 * Returns to laboratories (ticketing-warehouse §2 "Returns", §3, §4, §7) and the product lookup
 * that fills their dialogs. Group `warehouse`; the tracking split runs as the `returns-split`
 * Step Functions workflow (infra/workflows/returns-split.asl.json).
 */
import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import { textNumber } from '../numbers';
import { isoDay } from '../dates';
import type { FileUrl } from '../file-url';
import { fields } from '../account-fields';
import { answer, defineRoute } from '../route';
import { warehouseArea } from '../../areas/warehouse';
import {
  RETURN_DEFECTS,
  TRACKING_RESOLUTIONS,
  TRACKING_STATUSES,
  type PendingReturn,
  type ProductLookup,
  type SplitJob,
  type TrackingCard,
  type TrackingComment,
  type TrackingOption,
  type TrackingView,
} from '../../warehouse/returns';

const { returnsPending, returnsTracking, returns: productLookup } = warehouseArea.access;
const oneOf = (ids: readonly number[]) =>
  z.number().check(
    z.int(),
    z.refine((v) => ids.includes(v), { params: { key: 'validation.in' } }),
  );
const statusId = oneOf(TRACKING_STATUSES.map((s) => s.id));
const resolutionId = oneOf(TRACKING_RESOLUTIONS.map((r) => r.id));
/** §3: pending (null), yes (true), no (false). */
const refunded = lazySchema(() => z.nullable(z.boolean()));
const trackingLine = lazySchema(() => z.object({ id: fields.id, status_id: statusId, resolution_id: resolutionId, refunded }));
const trackingLines = lazySchema(() => z.array(trackingLine).check(z.minLength(1), z.maxLength(500)));
/** A batch as the screen holds it: its status and every line. */
const batchState = lazySchema(() => z.object({ status_id: statusId, lines: trackingLines }));
const idParams = lazySchema(() => z.object({ id: fields.idText }));
/** A pending return line as the new-row and correct dialogs send it. */
const pendingLine = lazySchema(() =>
  z.object({
    /** The product's id as the lookup answers it. */
    product: fields.id,
    quantity: z.number().check(z.int(), z.gte(0), z.lte(1_000_000)),
    lot: z.nullish(z.string().check(z.trim(), z.maxLength(64))),
    defect: z.enum(RETURN_DEFECTS),
    expires_at: z.nullish(isoDay()),
  }),
);

export const warehouseReturnRoutes = {
  'products.by_cn': defineRoute({
    method: 'GET',
    path: '/api/products/cn/{cn}',
    access: productLookup,
    params: lazySchema(() => z.object({ cn: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)) })),
    answer: answer<{ data: ProductLookup }>(),
    summary: 'The product with this national code (CN); 404 errors.product_not_found',
  }),
  'products.by_barcode': defineRoute({
    method: 'GET',
    path: '/api/products/barcode/{barcode}',
    access: productLookup,
    params: lazySchema(() => z.object({ barcode: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)) })),
    answer: answer<{ data: ProductLookup }>(),
    summary: 'The product with this EAN-13 barcode; 404 errors.product_not_found',
  }),

  'warehouse.returns.index': defineRoute({
    method: 'GET',
    path: '/api/warehouse/returns',
    access: returnsPending,
    answer: answer<{ data: PendingReturn[] }>(),
    summary: 'Every pending return line (not yet processed), with its laboratory; no paging (at most 5,000)',
  }),
  'warehouse.returns.store': defineRoute({
    method: 'POST',
    path: '/api/warehouse/returns',
    access: returnsPending,
    body: pendingLine,
    answer: answer<{ data: PendingReturn }>(),
    summary: 'Adds a pending return line (201); 422 on product when unknown',
  }),
  'warehouse.returns.update': defineRoute({
    method: 'PUT',
    path: '/api/warehouse/returns/{id}',
    access: returnsPending,
    params: idParams,
    body: pendingLine,
    answer: answer<{ data: PendingReturn }>(),
    summary:
      'Corrects a pending return line (product, quantity, lot, defect, expiry; the laboratory follows the product); 404 when unknown or already processed, 422 on product when unknown',
  }),
  'warehouse.returns.delete': defineRoute({
    method: 'DELETE',
    path: '/api/warehouse/returns/{id}',
    access: returnsPending,
    params: idParams,
    answer: answer<null>(),
    summary: 'Removes a pending return line (204); 404 when unknown or already processed',
  }),
  'warehouse.returns.export': defineRoute({
    method: 'GET',
    path: '/api/warehouse/returns/export',
    access: returnsPending,
    query: lazySchema(() => z.object({ party: z.optional(textNumber(z.number().check(z.int()))) })),
    answer: answer<FileUrl>(),
    summary:
      'Pending returns as returns_MM_YYYY.xlsx: one sheet per laboratory (name ≤ 31), laboratory in row 1, data from row 3; optionally one laboratory',
  }),
  'warehouse.returns.trackings.store': defineRoute({
    method: 'POST',
    path: '/api/warehouse/returns/trackings',
    access: returnsPending,
    body: lazySchema(() =>
      z.object({ party: z.number().check(z.int()), returns: z.array(fields.id).check(z.minLength(1), z.maxLength(500)) }),
    ),
    answer: answer<{ data: TrackingView }>(),
    summary:
      "Processes pending lines of one laboratory into a new tracking batch in status 1 (201); 422 when a line is another laboratory's or already processed",
  }),
  'warehouse.returns.trackings.index': defineRoute({
    method: 'GET',
    path: '/api/warehouse/returns/trackings',
    access: returnsTracking,
    answer: answer<{ data: TrackingCard[] }>(),
    summary: 'Every tracking batch as a board card, with its status-2 counters and the value pending refund',
  }),
  'warehouse.returns.trackings.status': defineRoute({
    method: 'GET',
    path: '/api/warehouse/returns/trackings/status',
    access: returnsTracking,
    answer: answer<{ data: TrackingOption[] }>(),
    summary: 'The tracking statuses (1 initial, 2 with resolutions, 4 final)',
  }),
  'warehouse.returns.trackings.resolutions': defineRoute({
    method: 'GET',
    path: '/api/warehouse/returns/trackings/resolutions',
    access: returnsTracking,
    answer: answer<{ data: TrackingOption[] }>(),
    summary: 'The line resolutions (1 pending)',
  }),
  'warehouse.returns.trackings.comments.store': defineRoute({
    method: 'POST',
    path: '/api/warehouse/returns/trackings/comments',
    access: returnsTracking,
    body: lazySchema(() =>
      z.object({
        tracking_id: fields.id,
        parent_id: z.nullish(fields.id),
        content: z.string().check(z.trim(), z.minLength(1), z.maxLength(4000)),
      }),
    ),
    answer: answer<{ data: TrackingComment }>(),
    summary: 'Comments on a tracking (201); a reply names its parent comment of the same tracking',
  }),
  'warehouse.returns.trackings.show': defineRoute({
    method: 'GET',
    path: '/api/warehouse/returns/trackings/{id}',
    access: returnsTracking,
    params: idParams,
    answer: answer<{ data: TrackingView }>(),
    summary: 'A tracking with its lines, comments and history (in words, in the caller’s language); 404 when unknown',
  }),
  'warehouse.returns.trackings.update': defineRoute({
    method: 'PUT',
    path: '/api/warehouse/returns/trackings/{id}',
    access: returnsTracking,
    params: idParams,
    body: lazySchema(() => z.extend(batchState, { version: z.number().check(z.int(), z.gte(0)) })),
    answer: answer<{ data: TrackingView }>(),
    summary:
      'Saves a tracking in place when every line shares one status (§4 rules answered 422 naming the rule; lines of two statuses: 422 returns.split_required); 409 when the version is stale',
  }),
  'warehouse.returns.trackings.export': defineRoute({
    method: 'GET',
    path: '/api/warehouse/returns/trackings/{id}/export',
    access: returnsTracking,
    params: idParams,
    answer: answer<FileUrl>(),
    summary: 'A tracking and its lines as tracking_<id>.xlsx',
  }),
  'warehouse.returns.split': defineRoute({
    method: 'POST',
    path: '/api/warehouse/returns/{id}/split-relation',
    access: returnsTracking,
    params: idParams,
    body: lazySchema(() => z.object({ version: z.number().check(z.int(), z.gte(0)), current: batchState, clone: batchState })),
    answer: answer<{ data: SplitJob }>(),
    summary:
      'Splits a tracking through the returns-split workflow: current keeps its status, clone takes the lines of the other; answers the job (200 done with the clone id, 202 still running); 409 when the lines changed meanwhile',
  }),
  'warehouse.returns.split_job': defineRoute({
    method: 'GET',
    path: '/api/warehouse/returns/splits/{job}',
    access: returnsTracking,
    params: lazySchema(() => z.object({ job: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)) })),
    answer: answer<{ data: SplitJob }>(),
    summary: 'The state of a split job (poll until done or failed)',
  }),
};
