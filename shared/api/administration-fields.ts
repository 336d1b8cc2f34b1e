/**
 * The administration back office's access rules and input schemas, shared by its two route files
 * (./routes/administration.ts and ./routes/administration-files.ts) and the 1706 routes of the
 * parties group, so none bundles the others.
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { textNumber } from './numbers';
import { isoDay, isoMonth } from './dates';
import { addFieldIssue } from './field-issue';
import { CATALOG_FILE_IDS, CATALOG_RECIPIENTS_MAX, groupByOf, MANUAL_SALES_MAX_ROWS } from '../administration/rules';
import { readDay, readNumber } from '../administration/cells';
import { PLATFORM_IDS } from '../erp/constants';
import { fields } from './account-fields';
import { administrationArea } from '../areas/administration';

export const ADMINISTRATION_BASE = '/api/administration';

/** §6: the administration role, or the screen's own role (shared/areas/administration.ts). */
export const {
  catalog: catalogAccess,
  insertSales: insertSalesAccess,
  labsStatistics: labsStatisticsAccess,
  packaging: packagingAccess,
  platformInvoicing: platformInvoicingAccess,
  farmapremium: farmapremiumAccess,
  uploads: administrationUploadAccess,
  salesOptions: salesOptionsAccess,
} = administrationArea.access;

/** YYYY-MM. */
export const month = lazySchema(isoMonth);
export const day = lazySchema(isoDay);
export const uploadId = lazySchema(() => z.string().check(z.uuid()));
export const platformId = lazySchema(() =>
  z.number().check(
    z.int(),
    z.refine((v) => (PLATFORM_IDS as readonly number[]).includes(v), { params: { key: 'validation.in' } }),
  ),
);

export const monthQuery = lazySchema(() => z.object({ date: month }));
/** A catalog file: a platform's, or the 1706 special catalog's. */
export const catalogFileId = lazySchema(() =>
  textNumber(
    z.number().check(
      z.int(),
      z.refine((v) => (CATALOG_FILE_IDS as readonly number[]).includes(v), { params: { key: 'validation.in' } }),
    ),
  ),
);
export const monthPlatformParams = lazySchema(() => z.object({ month, platform: catalogFileId }));

/** Recipient lists as typed (comma separated) or already split: trimmed, blanks dropped. */
const recipients = lazySchema(() =>
  z.pipe(
    z.pipe(
      z.optional(
        z.union([
          z.string().check(z.maxLength(5000)),
          z.array(z.string().check(z.maxLength(254))).check(z.maxLength(CATALOG_RECIPIENTS_MAX)),
        ]),
      ),
      z.transform((v) =>
        (Array.isArray(v) ? v : (v ?? '').split(/[,;]/)).map((s) => s.trim().toLowerCase()).filter((s) => s !== ''),
      ),
    ),
    z.array(z.email()).check(z.maxLength(CATALOG_RECIPIENTS_MAX)),
  ),
);

export const catalogSendBody = lazySchema(() =>
  z.object({
    date: month,
    platform: platformId,
    to: recipients,
    cc: recipients,
    /** A platform already sent this month is sent again only when the screen confirmed it. */
    resend: z._default(z.optional(z.boolean()), false),
  }),
);

// Manual sales (§3, §5): every cell arrives as typed or pasted; each is read here so a bad one is
// answered on `rows.N.field` in the caller's language.
const cellText = (max: number) =>
  z.pipe(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((v) => String(v).trim()),
    ),
    z.string().check(z.maxLength(max)),
  );
const requiredText = (max: number) => z.pipe(cellText(max), z.string().check(z.minLength(1)));
const dayCell = lazySchema(() =>
  z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((v, ctx) => {
      const d = readDay(String(v));
      if (d === null) addFieldIssue(ctx, String(v).trim() === '' ? 'validation.required' : 'validation.manual_date');
      return d ?? '';
    }),
  ),
);
const numberCell = (opts: { positive: boolean }) =>
  z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((v, ctx) => {
      const n = readNumber(v);
      if (n === null) {
        addFieldIssue(ctx, String(v).trim() === '' ? 'validation.required' : 'validation.number');
        return 0;
      }
      if (opts.positive && n === 0) addFieldIssue(ctx, 'validation.not_zero');
      if (Math.abs(n) >= 10_000_000) addFieldIssue(ctx, 'validation.max_number', { max: 9_999_999 });
      return Math.round(n * 100) / 100;
    }),
  );

export const manualSaleRow = lazySchema(() =>
  z.object({
    date: dayCell,
    customer: requiredText(40),
    delivery_note: requiredText(40),
    product_code: requiredText(20),
    description: cellText(255),
    amount: numberCell({ positive: false }),
    quantity: numberCell({ positive: true }),
    notes: cellText(255),
  }),
);
export type ManualSaleRowInput = z.input<typeof manualSaleRow>;

export const insertSalesBody = lazySchema(() =>
  z.object({
    brand: fields.id,
    distributor: fields.id,
    rows: z.array(manualSaleRow).check(z.minLength(1), z.maxLength(MANUAL_SALES_MAX_ROWS)),
  }),
);

export const labsStatisticsBody = lazySchema(() =>
  z
    .object({
      lab: fields.id,
      distributors: z._default(z.optional(z.array(fields.id).check(z.maxLength(200))), []),
      from: day,
      to: day,
    })
    .check(z.refine((b) => b.to > b.from, { path: ['to'], params: { key: 'validation.after_from' } })),
);

export const packagingBody = lazySchema(() => z.object({ file: uploadId }));

export const purchaseOrderParams = lazySchema(() => z.object({ platform: textNumber(platformId) }));
export const purchaseBody = lazySchema(() => z.object({ purchase: fields.id }));

/** §5, §9: the purchase order number's rule is checked in the handler (it depends on the platform). */
export const platformInvoicingBody = lazySchema(() =>
  z.object({
    platform: platformId,
    file: uploadId,
    date: day,
    outs: z._default(
      z.optional(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))).check(z.maxLength(2000))),
      [],
    ),
    direct: z._default(
      z.optional(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))).check(z.maxLength(2000))),
      [],
    ),
    consignments: z._default(z.optional(z.array(fields.id).check(z.maxLength(2000))), []),
    groupBy: z.pipe(z.unknown(), z.transform(groupByOf)),
    purchase_order_number: z.nullish(z.string().check(z.trim(), z.maxLength(40))),
  }),
);

export const loyaltyConvertBody = lazySchema(() => z.object({ file: uploadId, date: month }));
export const loyaltyParams = lazySchema(() => z.object({ id: z.string().check(z.uuid()) }));
