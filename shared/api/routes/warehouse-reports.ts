/**
 * Warehouse reports and relations (ticketing-warehouse §2, §3, §4, §5, §7): pending sales, pending
 * purchases and their statistics, prenotices, relation mids-outs and ins-outs. Group `warehouse`.
 * Schemas in zod/mini (tree-shaken: the group's bundle keeps only what these use).
 */
import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import { textNumber } from '../numbers';
import { isoMonth } from '../dates';
import { PLATFORM_IDS } from '../../erp/constants';
import type { FileUrl } from '../file-url';
import { fields } from '../account-fields';
import { answer, defineRoute } from '../route';
import { uploadTicketFields, type UploadTicket } from '../upload-ticket';
import { documentNumber } from '../warehouse-access';
import { warehouseArea } from '../../areas/warehouse';
import {
  PRENOTICE_RECIPIENTS_MAX,
  type InsOutsRow,
  type MidOutDuplicate,
  type MidOutRow,
  type MidOutWrongQuantity,
  type PendingPurchasesReport,
  type PrenoticeRecipientsView,
  type PrenoticeSend,
  type PurchaseOrderContents,
  type PurchaseOrderOption,
  type ReportJob,
} from '../../warehouse/reports';

const { pendingSales, pendingPurchases, prenotices, relationMidsOuts, relationInsOuts } = warehouseArea.access;
const platform = lazySchema(() =>
  z.number().check(
    z.int(),
    z.refine((v) => (PLATFORM_IDS as readonly number[]).includes(v), { params: { key: 'validation.in' } }),
  ),
);
const month = lazySchema(isoMonth);
/** The platform in a path param. */
const platformParams = lazySchema(() => z.object({ platform: textNumber(platform) }));
const laboratory = lazySchema(() => z.optional(textNumber(z.number().check(z.int(), z.positive()))));
/** `download=1` answers the same report as an xlsx file through the download path. */
const download = lazySchema(() => z.optional(z.enum(['1', 'true'])));
/** A purchase order by its number; the platform, when given, narrows the search to its orders. */
const purchase = lazySchema(() =>
  z.object({
    platform: z.optional(platform),
    purchase: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  }),
);
const outNumbers = lazySchema(() => z.array(documentNumber).check(z.minLength(1), z.maxLength(500)));
const inOut = lazySchema(() => z.object({ in: documentNumber, out: documentNumber }));
/**
 * A platform's prenotice recipients: 1..10 addresses (the shared e-mail rule, trimmed), lower-cased
 * and kept once each in the order given. The count is of the list as sent.
 */
const recipients = lazySchema(() =>
  z.pipe(
    z
      .array(
        z.pipe(
          fields.email,
          z.transform((address) => address.toLowerCase()),
        ),
      )
      .check(z.minLength(1), z.maxLength(PRENOTICE_RECIPIENTS_MAX)),
    z.transform((list) => [...new Set(list)]),
  ),
);

/** Months between two YYYY-MM (to - from). */
export const monthsBetween = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7));
/** §5: the statistics range is from (included) to (excluded), at most this many months. */
export const STATISTICS_MAX_MONTHS = 24;
const wellFormed = (v: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(v);
const statisticsQuery = lazySchema(() =>
  z.object({ from: month, to: month, laboratory, download }).check(
    z.refine((q) => !wellFormed(q.from) || !wellFormed(q.to) || monthsBetween(q.from, q.to) > 0, {
      path: ['to'],
      params: { key: 'validation.after_from' },
    }),
    z.refine((q) => !wellFormed(q.from) || !wellFormed(q.to) || monthsBetween(q.from, q.to) <= STATISTICS_MAX_MONTHS, {
      path: ['to'],
      params: { key: 'validation.range_months', vars: { max: STATISTICS_MAX_MONTHS } },
    }),
  ),
);

export const warehouseReportRoutes = {
  'warehouse.pending_sales.purchase_orders': defineRoute({
    method: 'GET',
    path: '/api/warehouse/pending-sales/purchase-orders/{platform}',
    access: pendingSales,
    params: platformParams,
    answer: answer<{ data: PurchaseOrderOption[] }>(),
    summary: "The platform's purchase orders (newest first, at most 500)",
  }),
  'warehouse.pending_sales.outs_by_purchase_order': defineRoute({
    method: 'POST',
    path: '/api/warehouse/pending-sales/outs-by-purchase-order',
    access: pendingSales,
    body: purchase,
    answer: answer<{ data: { number: string }[] }>(),
    summary: 'The outs a purchase order names (its outs, then its direct outs); 404 when the order is unknown',
  }),
  'warehouse.pending_sales.download': defineRoute({
    method: 'POST',
    path: '/api/warehouse/pending-sales/download',
    access: pendingSales,
    body: lazySchema(() => z.object({ platform, outs: outNumbers })),
    answer: answer<FileUrl>(),
    summary:
      'The pending sales file for the platform (csv, one row per line of the outs; columns in docs/api/warehouse.md); 422 on outs naming unknown numbers; the download is recorded',
  }),

  'warehouse.pending_purchases': defineRoute({
    method: 'GET',
    path: '/api/warehouse/pending-purchases',
    access: pendingPurchases,
    query: lazySchema(() => z.object({ date: month, laboratory, download })),
    answer: answer<PendingPurchasesReport | FileUrl>(),
    summary:
      'Purchases ordered in the month and not yet fully received, per laboratory and product (laboratory at column 2); download=1 answers {url} of the xlsx',
  }),
  'warehouse.pending_purchases.statistics': defineRoute({
    method: 'GET',
    path: '/api/warehouse/pending-purchases/statistics',
    access: pendingPurchases,
    query: statisticsQuery,
    answer: answer<{ data: ReportJob }>(),
    summary:
      'Per laboratory and month (from included, to excluded, at most 24 months): ordered, received, pending. A job (202 with the job; poll statistics/jobs/{job}, whose answer when done holds the report and the xlsx url); download=1 is accepted and answers the same',
  }),
  'warehouse.pending_purchases.statistics.job': defineRoute({
    method: 'GET',
    path: '/api/warehouse/pending-purchases/statistics/jobs/{job}',
    access: pendingPurchases,
    params: lazySchema(() => z.object({ job: z.string().check(z.trim(), z.regex(/^[0-9a-f-]{36}$/)) })),
    answer: answer<{ data: ReportJob }>(),
    summary:
      'A statistics job: progress (orders read of total) while running; when done the report and {url} of its xlsx; 404 when unknown or expired (kept a day)',
  }),

  'warehouse.prenotices.purchase_orders': defineRoute({
    method: 'GET',
    path: '/api/warehouse/prenotices/purchase-orders/{platform}',
    access: prenotices,
    params: platformParams,
    answer: answer<{ data: PurchaseOrderOption[] }>(),
    summary: "The platform's purchase orders (newest first, at most 500)",
  }),
  'warehouse.prenotices.outs_and_consignments': defineRoute({
    method: 'POST',
    path: '/api/warehouse/prenotices/outs-and-consignments-by-purchase-order',
    access: prenotices,
    body: purchase,
    answer: answer<{ data: PurchaseOrderContents }>(),
    summary: 'The outs a purchase order names and the consignments holding them; 404 when the order is unknown',
  }),
  'warehouse.prenotices.upload': defineRoute({
    method: 'POST',
    path: '/api/warehouse/prenotices/uploads',
    access: prenotices,
    body: lazySchema(() => z.strictObject(uploadTicketFields)),
    answer: answer<{ data: UploadTicket }>(),
    summary: 'Starts the upload of a prenotice file (xls or csv, 10 MB): a presigned PUT and its upload id',
  }),
  'warehouse.prenotices.process': defineRoute({
    method: 'POST',
    path: '/api/warehouse/prenotices/process',
    access: prenotices,
    body: lazySchema(() =>
      z
        .object({
          upload_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
          platform,
          groupBy: z.enum(['outs', 'consignments']),
          outs: z._default(z.array(documentNumber).check(z.maxLength(500)), []),
          consignments: z._default(z.array(fields.id).check(z.maxLength(500)), []),
          /** The platform's purchase order the outs or consignments came from, named in the mail. */
          purchase: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
          /** A test mails the prenotice to `email` only; otherwise it goes to the platform's recipients. */
          test: z._default(z.boolean(), false),
          email: z.optional(fields.email),
        })
        .check(
          // Refinements run even when a field failed (every issue in one answer): they must not trust the shape.
          z.refine((b) => !b.test || !!b.email, { path: ['email'], params: { key: 'validation.prenotice_email_required' } }),
          z.refine((b) => b.groupBy !== 'outs' || !Array.isArray(b.outs) || b.outs.length > 0, {
            path: ['outs'],
            params: { key: 'validation.prenotice_selection' },
          }),
          z.refine((b) => b.groupBy !== 'consignments' || !Array.isArray(b.consignments) || b.consignments.length > 0, {
            path: ['consignments'],
            params: { key: 'validation.prenotice_selection' },
          }),
        ),
    ),
    answer: answer<{ data: PrenoticeSend }>(),
    summary:
      "Sends the prenotice: a test to the typed address only, a process to the platform's configured recipients (SES); the send is recorded",
  }),

  'warehouse.prenotices.recipients.show': defineRoute({
    method: 'GET',
    path: '/api/warehouse/prenotices/recipients/{platform}',
    access: prenotices,
    params: platformParams,
    answer: answer<PrenoticeRecipientsView>(),
    summary: "Where the platform's processed prenotices go (empty when none); 422 on platform for an unknown one",
  }),
  'warehouse.prenotices.recipients.update': defineRoute({
    method: 'PUT',
    path: '/api/warehouse/prenotices/recipients/{platform}',
    access: prenotices,
    params: platformParams,
    body: lazySchema(() => z.object({ to: recipients })),
    answer: answer<PrenoticeRecipientsView>(),
    summary:
      "Replaces the platform's prenotice recipients (1-10 valid addresses, lower-cased, once each); records who and when; 422 on to or to.N",
  }),

  'warehouse.relation_mids_outs.shipment_in': defineRoute({
    method: 'GET',
    path: '/api/warehouse/relation-mids-outs/shipment-in/{in}',
    access: relationMidsOuts,
    params: lazySchema(() => z.object({ in: documentNumber })),
    answer: answer<{ data: MidOutRow[] }>(),
    summary: "An incoming shipment's mids (one row per sale) with priority and related out; 404 when the shipment is unknown",
  }),
  'warehouse.relation_mids_outs.update_shipment_out': defineRoute({
    method: 'POST',
    path: '/api/warehouse/relation-mids-outs/update-shipment-out',
    access: relationMidsOuts,
    body: lazySchema(() => z.object({ shipment_in: fields.id, sale_id: fields.id, shipment_out: documentNumber })),
    answer: answer<{ data: MidOutRow }>(),
    summary: 'Relates a mid (shipment in + sale) to an outbound number; 404 when the mid or the out is unknown',
  }),
  'warehouse.relation_mids_outs.duplicates': defineRoute({
    method: 'GET',
    path: '/api/warehouse/relation-mids-outs/shipment-out-duplicates/{in}/{out}',
    access: relationMidsOuts,
    params: inOut,
    answer: answer<{ data: MidOutDuplicate[] }>(),
    summary: 'Other incoming shipments the out is also related to',
  }),
  'warehouse.relation_mids_outs.check_quantities': defineRoute({
    method: 'GET',
    path: '/api/warehouse/relation-mids-outs/shipment-out-check-quantities/{in}/{out}',
    access: relationMidsOuts,
    params: inOut,
    answer: answer<{ data: MidOutWrongQuantity[] }>(),
    summary: 'Products whose placed quantity differs from the quantity the out carries',
  }),
  'warehouse.relation_ins_outs.check_quantities': defineRoute({
    method: 'GET',
    path: '/api/warehouse/relation-ins-outs/check-quantities/{in}/{out}',
    access: relationInsOuts,
    params: inOut,
    answer: answer<{ data: InsOutsRow[] }>(),
    summary: 'Per product: inbound and outbound quantity, mismatched when not exactly equal; 404 when a shipment is unknown',
  }),
};
