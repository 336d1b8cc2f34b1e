/**
 * The sales import's access rules and input schemas, shared by its two route files
 * (./routes/sales-import.ts and ./routes/sales-import-files.ts) so neither bundles the other.
 */
import * as z from 'zod';
import {
  CN_MAX,
  CN_MIN,
  CUSTOMER_CODE_LENGTH,
  DATE_FORMAT,
  DESIGNATOR,
  ROLE_ID_ADMINISTRATION,
  ROLE_ID_CONVERT_CN,
  ROLE_ID_CONVERT_PF,
  ROLE_ID_IMPORT_CONFIG,
  ROLE_ID_IMPORT_SALES,
  XF_LENGTH,
} from '../sales-import/rules';
import { CATALOG_SORTS, CONVERT_CN_SORTS, CONVERT_PF_SORTS } from '../sales-import/views';
import { fields } from './account-fields';
import { datatableQuery } from './datatable-query';
import { anyOf } from './route';

export const SALES_IMPORT_BASE = '/api/administration/import-sales';
export const importSalesAccess = anyOf(ROLE_ID_ADMINISTRATION, ROLE_ID_IMPORT_SALES);
export const convertCnAccess = anyOf(ROLE_ID_ADMINISTRATION, ROLE_ID_IMPORT_SALES, ROLE_ID_CONVERT_CN);
export const convertPfAccess = anyOf(ROLE_ID_ADMINISTRATION, ROLE_ID_IMPORT_SALES, ROLE_ID_CONVERT_PF);
export const configAccess = anyOf(ROLE_ID_ADMINISTRATION, ROLE_ID_IMPORT_SALES, ROLE_ID_IMPORT_CONFIG);

export const idParams = z.object({ id: fields.id });
const text = (max: number) => z.string().trim().min(1).max(max);
const designator = z
  .string()
  .trim()
  .regex(DESIGNATOR)
  .transform((v) => v.toUpperCase());
/** YYYY-MM. */
export const month = z.string().refine((v) => /^\d{4}-(0[1-9]|1[0-2])$/.test(v), { params: { key: 'validation.month' } });
export const day = z.iso.date();

const cn = z.string().trim().regex(/^\S+$/).min(CN_MIN).max(CN_MAX);
const xf = z.string().trim().length(XF_LENGTH);

export const distributorBody = z.object({
  id: z.number().int().positive().max(999_999),
  name: text(255),
  party_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  sheet: text(100),
  first_row: z.number().int().min(1).max(1000),
  date: designator,
  customer: designator,
  delivery_note: designator,
  product_code: designator,
  description: designator,
  price: designator,
  quantity: designator,
  date_format: z
    .string()
    .trim()
    .refine((v) => DATE_FORMAT.test(v), { params: { key: 'validation.date_format' } }),
});

export const brandBody = z.object({ name: text(255) });

export const productConversionBody = z.object({
  cn,
  xf,
  description: z.string().trim().max(255).nullish(),
});

export const customerConversionBody = z.object({
  customer_code: z.string().trim().length(CUSTOMER_CODE_LENGTH),
  sl_code: text(40),
  sl: text(255),
  pf_code: text(40),
});

export const convertCnQuery = datatableQuery(
  { cn: z.string().trim().max(20), xf: z.string().trim().max(20), description: z.string().trim().max(100) },
  CONVERT_CN_SORTS,
  { maxPerPage: 100 },
);
export const convertPfQuery = datatableQuery(
  {
    customerCode: z.string().trim().max(20),
    slCode: z.string().trim().max(40),
    sl: z.string().trim().max(100),
    pfCode: z.string().trim().max(40),
  },
  CONVERT_PF_SORTS,
  { maxPerPage: 100 },
);
export const catalogQuery = datatableQuery(
  {
    cn: z.string().trim().max(20),
    description: z.string().trim().max(100),
    /** Exact price, to the cent. */
    pvf: z.coerce.number().nonnegative().max(1_000_000),
    /** The month, YYYY-MM; without it, the newest month loaded. */
    date: month,
  },
  CATALOG_SORTS,
  { maxPerPage: 100 },
);
