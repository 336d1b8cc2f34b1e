/**
 * The sales import's access rules and input schemas, shared by its two route files
 * (./routes/sales-import.ts and ./routes/sales-import-files.ts) so neither bundles the other.
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { textNumber } from './numbers';
import { isoDay, isoMonth } from './dates';
import { CN_MAX, CN_MIN, CUSTOMER_CODE_LENGTH, DATE_FORMAT, DESIGNATOR, XF_LENGTH } from '../sales-import/rules';
import { CATALOG_SORTS, CONVERT_CN_SORTS, CONVERT_PF_SORTS } from '../sales-import/views';
import { fields } from './account-fields';
import { datatableQuery } from './datatable-query';
import { salesImportArea } from '../areas/sales-import';

export const SALES_IMPORT_BASE = '/api/administration/import-sales';
export const {
  importSales: importSalesAccess,
  convertCn: convertCnAccess,
  convertPf: convertPfAccess,
  config: configAccess,
  uploads: uploadAccess,
} = salesImportArea.access;

export const idParams = lazySchema(() => z.object({ id: fields.idText }));
const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const designator = lazySchema(() =>
  z.pipe(
    z.string().check(z.trim(), z.regex(DESIGNATOR)),
    z.transform((v) => v.toUpperCase()),
  ),
);
/** YYYY-MM. */
export const month = lazySchema(isoMonth);
export const day = lazySchema(isoDay);

const cn = lazySchema(() => z.string().check(z.trim(), z.regex(/^\S+$/), z.minLength(CN_MIN), z.maxLength(CN_MAX)));
const xf = lazySchema(() => z.string().check(z.trim(), z.length(XF_LENGTH)));

/** How a distributor's files are read: sheet, first data row, a column per field, the text dates' format. */
const profileFields = () => ({
  sheet: text(100),
  first_row: z.number().check(z.int(), z.gte(1), z.lte(1000)),
  date: designator,
  customer: designator,
  delivery_note: designator,
  product_code: designator,
  description: designator,
  price: designator,
  quantity: designator,
  date_format: z.string().check(
    z.trim(),
    z.refine((v) => DATE_FORMAT.test(v), { params: { key: 'validation.date_format' } }),
  ),
});

export const profileBody = lazySchema(() => z.object(profileFields()));

export const distributorBody = lazySchema(() =>
  z.object({
    id: z.number().check(z.int(), z.positive(), z.lte(999_999)),
    name: text(255),
    party_id: z.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER)),
    ...profileFields(),
    /** A sample file's header row: remembered at once, so the first upload is checked against it. */
    header: z.optional(z.nullable(z.array(z.string().check(z.maxLength(255))).check(z.maxLength(200)))),
  }),
);

/** A rejected row's cells as the user corrects them: text, read again as the distributor's profile reads a file. */
export const rejectedFixBody = lazySchema(() =>
  z.object({
    date: text(40),
    customer: text(100),
    delivery_note: z.string().check(z.trim(), z.maxLength(100)),
    product_code: text(100),
    description: z.string().check(z.trim(), z.maxLength(255)),
    price: text(40),
    quantity: text(40),
  }),
);

export const brandBody = lazySchema(() => z.object({ name: text(255) }));

export const productConversionBody = lazySchema(() =>
  z.object({
    cn,
    xf,
    description: z.nullish(z.string().check(z.trim(), z.maxLength(255))),
  }),
);

export const customerConversionBody = lazySchema(() =>
  z.object({
    customer_code: z.string().check(z.trim(), z.length(CUSTOMER_CODE_LENGTH)),
    sl_code: text(40),
    sl: text(255),
    pf_code: text(40),
  }),
);

export const convertCnQuery = lazySchema(() =>
  datatableQuery(
    {
      cn: z.string().check(z.trim(), z.maxLength(20)),
      xf: z.string().check(z.trim(), z.maxLength(20)),
      description: z.string().check(z.trim(), z.maxLength(100)),
    },
    CONVERT_CN_SORTS,
    { maxPerPage: 100 },
  ),
);
export const convertPfQuery = lazySchema(() =>
  datatableQuery(
    {
      customerCode: z.string().check(z.trim(), z.maxLength(20)),
      slCode: z.string().check(z.trim(), z.maxLength(40)),
      sl: z.string().check(z.trim(), z.maxLength(100)),
      pfCode: z.string().check(z.trim(), z.maxLength(40)),
    },
    CONVERT_PF_SORTS,
    { maxPerPage: 100 },
  ),
);
export const catalogQuery = lazySchema(() =>
  datatableQuery(
    {
      cn: z.string().check(z.trim(), z.maxLength(20)),
      description: z.string().check(z.trim(), z.maxLength(100)),
      /** Exact price, to the cent. */
      pvf: textNumber(z.number().check(z.nonnegative(), z.lte(1_000_000))),
      /** The month, YYYY-MM; without it, the newest month loaded. */
      date: month,
    },
    CATALOG_SORTS,
    { maxPerPage: 100 },
  ),
);
