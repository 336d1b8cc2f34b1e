/**
 * The administration back office's access rules and input schemas, shared by its two route files
 * (./routes/administration.ts and ./routes/administration-files.ts) and the 1706 routes of the
 * parties group, so none bundles the others.
 */
import * as z from 'zod';
import { ADMIN_ROLE, CATALOG_FILE_IDS, CATALOG_RECIPIENTS_MAX, groupByOf, MANUAL_SALES_MAX_ROWS } from '../administration/rules';
import { readDay, readNumber } from '../administration/cells';
import { PLATFORM_IDS } from '../erp/constants';
import { fields } from './account-fields';
import { anyOf } from './route';

export const ADMINISTRATION_BASE = '/api/administration';

/** §6: the administration role, or the screen's own role. */
export const catalogAccess = anyOf(ADMIN_ROLE.administration, ADMIN_ROLE.catalog);
export const insertSalesAccess = anyOf(ADMIN_ROLE.administration, ADMIN_ROLE.insertSales);
export const labsStatisticsAccess = anyOf(ADMIN_ROLE.administration, ADMIN_ROLE.labsStatistics);
export const packagingAccess = anyOf(ADMIN_ROLE.administration, ADMIN_ROLE.packaging);
export const platformInvoicingAccess = anyOf(ADMIN_ROLE.administration, ADMIN_ROLE.platformInvoicing);
export const farmapremiumAccess = anyOf(ADMIN_ROLE.administration, ADMIN_ROLE.farmapremium);
/** Screens that take files (catalog replacement, packaging, platform invoicing, loyalty). */
export const administrationUploadAccess = anyOf(
  ADMIN_ROLE.administration,
  ADMIN_ROLE.catalog,
  ADMIN_ROLE.packaging,
  ADMIN_ROLE.platformInvoicing,
  ADMIN_ROLE.farmapremium,
);

/** YYYY-MM. */
export const month = z.string().refine((v) => /^\d{4}-(0[1-9]|1[0-2])$/.test(v), { params: { key: 'validation.month' } });
export const day = z.iso.date();
export const uploadId = z.string().uuid();
export const platformId = z.coerce
  .number()
  .int()
  .refine((v) => (PLATFORM_IDS as readonly number[]).includes(v), { params: { key: 'validation.in' } });

export const monthQuery = z.object({ date: month });
/** A catalog file: a platform's, or the 1706 special catalog's. */
export const catalogFileId = z.coerce
  .number()
  .int()
  .refine((v) => (CATALOG_FILE_IDS as readonly number[]).includes(v), { params: { key: 'validation.in' } });
export const monthPlatformParams = z.object({ month, platform: catalogFileId });

/** Recipient lists as typed (comma separated) or already split: trimmed, blanks dropped. */
const recipients = z
  .union([z.string().max(5000), z.array(z.string().max(254)).max(CATALOG_RECIPIENTS_MAX)])
  .optional()
  .transform((v) => (Array.isArray(v) ? v : (v ?? '').split(/[,;]/)).map((s) => s.trim().toLowerCase()).filter((s) => s !== ''))
  .pipe(z.array(z.email()).max(CATALOG_RECIPIENTS_MAX));

export const catalogSendBody = z.object({
  date: month,
  platform: platformId,
  to: recipients,
  cc: recipients,
  /** A platform already sent this month is sent again only when the screen confirmed it. */
  resend: z.boolean().optional().default(false),
});

// Manual sales (§3, §5): every cell arrives as typed or pasted; each is read here so a bad one is
// answered on `rows.N.field` in the caller's language.
const cellText = (max: number) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().max(max));
const requiredText = (max: number) => cellText(max).pipe(z.string().min(1));
const dayCell = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const d = readDay(String(v));
  if (d === null)
    ctx.addIssue({ code: 'custom', params: { key: String(v).trim() === '' ? 'validation.required' : 'validation.manual_date' } });
  return d ?? '';
});
const numberCell = (opts: { positive: boolean }) =>
  z.union([z.string(), z.number()]).transform((v, ctx) => {
    const n = readNumber(v);
    if (n === null) {
      ctx.addIssue({ code: 'custom', params: { key: String(v).trim() === '' ? 'validation.required' : 'validation.number' } });
      return 0;
    }
    if (opts.positive && n === 0) ctx.addIssue({ code: 'custom', params: { key: 'validation.not_zero' } });
    if (Math.abs(n) >= 10_000_000)
      ctx.addIssue({ code: 'custom', params: { key: 'validation.max_number', vars: { max: 9_999_999 } } });
    return Math.round(n * 100) / 100;
  });

export const manualSaleRow = z.object({
  date: dayCell,
  customer: requiredText(40),
  delivery_note: requiredText(40),
  product_code: requiredText(20),
  description: cellText(255),
  amount: numberCell({ positive: false }),
  quantity: numberCell({ positive: true }),
  notes: cellText(255),
});
export type ManualSaleRowInput = z.input<typeof manualSaleRow>;

export const insertSalesBody = z.object({
  brand: fields.id,
  distributor: fields.id,
  rows: z.array(manualSaleRow).min(1).max(MANUAL_SALES_MAX_ROWS),
});

export const labsStatisticsBody = z
  .object({
    lab: fields.id,
    distributors: z.array(fields.id).max(200).optional().default([]),
    from: day,
    to: day,
  })
  .refine((b) => b.to > b.from, { path: ['to'], params: { key: 'validation.after_from' } });

export const packagingBody = z.object({ file: uploadId });

export const purchaseOrderParams = z.object({ platform: platformId });
export const purchaseBody = z.object({ purchase: fields.id });

/** §5, §9: the purchase order number's rule is checked in the handler (it depends on the platform). */
export const platformInvoicingBody = z.object({
  platform: platformId,
  file: uploadId,
  date: day,
  outs: z.array(z.string().trim().min(1).max(40)).max(2000).optional().default([]),
  direct: z.array(z.string().trim().min(1).max(40)).max(2000).optional().default([]),
  consignments: z.array(fields.id).max(2000).optional().default([]),
  groupBy: z.unknown().transform(groupByOf),
  purchase_order_number: z.string().trim().max(40).nullish(),
});

export const loyaltyConvertBody = z.object({ file: uploadId, date: month });
export const loyaltyParams = z.object({ id: z.string().uuid() });
