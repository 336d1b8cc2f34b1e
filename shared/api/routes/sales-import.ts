/**
 * The sales import (administration-operations §2 "Sales import wizard", convert_cn, convert_pf,
 * catalog and config screens; §3, §5, §7 "Sales import"): distributors and brands, the wizard's
 * step calls, the conversion tables and the price catalog. The calls that read or write
 * spreadsheets are in ./sales-import-files.ts (the group that bundles the spreadsheet libraries).
 * Wizard routes need administration (101) or import sales (103); convert_cn, convert_pf and
 * config also take their own leaf roles (104, 105, 106). docs/api/sales-import.md.
 */
import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import type {
  Brand,
  CatalogEntry,
  CustomerConversion,
  Distributor,
  ImportJobView,
  ImportState,
  ImportSummary,
  LeftToFix,
  ZeroesPreview,
  NewProductRow,
  RejectedRowsPage,
  NoDepositCustomer,
  ProductConversion,
  SpecialityRow,
  WrongPriceRow,
  WrongPricesMatching,
} from '../../sales-import/views';
import type { DatatableAnswer } from '../datatable';
import { datatableQuery } from '../datatable-query';
import { textNumber } from '../numbers';
import { answer, defineRoute } from '../route';
import {
  brandBody,
  catalogQuery,
  configAccess,
  convertCnAccess,
  convertCnQuery,
  convertPfAccess,
  convertPfQuery,
  customerConversionBody,
  day,
  distributorBody,
  idParams,
  importSalesAccess,
  productConversionBody,
  rejectedFixBody,
  SALES_IMPORT_BASE,
} from '../sales-import-fields';

const BASE = SALES_IMPORT_BASE;

/** A step's list: computed from the staging area, paged and sorted by the server, no filters. */
const stepQuery = <K extends string>(sorts: readonly [K, ...K[]]) => datatableQuery({}, sorts);
/** Steps 3, 5 and 6's filters: a customer code prefix and a distributor. */
const wrongPricesSearch = () => ({
  customer: z.string().check(z.trim(), z.maxLength(20)),
  distributor: textNumber(z.number().check(z.int(), z.positive(), z.lte(999_999))),
});

export const salesImportRoutes = {
  // Config (§2 config screen; §3 distributor, brand)
  'sales_import.distributors.index': defineRoute({
    method: 'GET',
    path: `${BASE}/distributors`,
    access: importSalesAccess,
    answer: answer<{ data: Distributor[] }>(),
    summary: 'Every distributor with its reading profile, by name',
  }),
  'sales_import.distributors.store': defineRoute({
    method: 'POST',
    path: `${BASE}/distributors`,
    access: configAccess,
    body: distributorBody,
    answer: answer<{ data: Distributor }>(),
    summary: 'Create a distributor (201); its id is chosen by the user (422 unique)',
  }),
  'sales_import.distributors.update': defineRoute({
    method: 'PUT',
    path: `${BASE}/distributors/{id}`,
    access: configAccess,
    params: idParams,
    body: distributorBody,
    answer: answer<{ data: Distributor }>(),
    summary: 'Update a distributor; the body id may change it (422 unique)',
  }),
  'sales_import.brands.index': defineRoute({
    method: 'GET',
    path: `${BASE}/brands`,
    access: importSalesAccess,
    answer: answer<{ data: Brand[] }>(),
    summary: 'Every brand, by name',
  }),
  'sales_import.brands.store': defineRoute({
    method: 'POST',
    path: `${BASE}/brands`,
    access: configAccess,
    body: brandBody,
    answer: answer<{ data: Brand }>(),
    summary: 'Create a brand (201)',
  }),
  'sales_import.brands.update': defineRoute({
    method: 'PUT',
    path: `${BASE}/brands/{id}`,
    access: configAccess,
    params: idParams,
    body: brandBody,
    answer: answer<{ data: Brand }>(),
    summary: 'Rename a brand',
  }),

  // Wizard (§2, §4, §7)
  'sales_import.rows': defineRoute({
    method: 'GET',
    path: `${BASE}/rows`,
    access: importSalesAccess,
    answer: answer<{ data: ImportState }>(),
    summary: 'Whether staged rows exist (the wizard opens past step 1 only then)',
  }),
  'sales_import.jobs.show': defineRoute({
    method: 'GET',
    path: `${BASE}/jobs/{job}`,
    access: importSalesAccess,
    params: lazySchema(() => z.object({ job: z.string().check(z.uuid()) })),
    answer: answer<{ data: ImportJobView }>(),
    summary: 'An upload job: per-file progress (rows read), rows staged, errors in the caller language',
  }),
  'sales_import.grouped': defineRoute({
    method: 'GET',
    path: `${BASE}/grouped`,
    access: importSalesAccess,
    answer: answer<{ data: ImportSummary }>(),
    summary: 'Step 2 summary: rows, total price (price x quantity), total quantity, rejected rows',
  }),
  'sales_import.left_to_fix': defineRoute({
    method: 'GET',
    path: `${BASE}/left-to-fix`,
    access: importSalesAccess,
    answer: answer<{ data: LeftToFix }>(),
    summary:
      'What is still unfixed (products without xf, customers without deposit, wrong prices, rejected rows): counters, one read',
  }),
  'sales_import.rejected_rows': defineRoute({
    method: 'GET',
    path: `${BASE}/rejected-rows`,
    access: importSalesAccess,
    query: lazySchema(() => z.object({ cursor: z.optional(z.string().check(z.maxLength(200))) })),
    answer: answer<{ data: RejectedRowsPage }>(),
    summary: 'The staged files rows that could not be read, with why, a page at a time (cursor)',
  }),
  'sales_import.rejected_rows.fix': defineRoute({
    method: 'PUT',
    path: `${BASE}/rejected-rows/{id}`,
    access: importSalesAccess,
    params: lazySchema(() => z.object({ id: z.string().check(z.regex(/^[0-9a-f-]{36}\.\d{2}\.\d{7}$/)) })),
    body: rejectedFixBody,
    answer: answer<{ data: { job_id: string } }>(),
    summary:
      'A rejected row fixed in place: read again with the distributor profile (422 per field), staged with the counters, then a refresh job (202) rebuilds the step lists',
  }),
  'sales_import.new_products': defineRoute({
    method: 'GET',
    path: `${BASE}/new-products`,
    access: importSalesAccess,
    query: lazySchema(() => datatableQuery(wrongPricesSearch(), ['product_code', 'description'])),
    answer: answer<DatatableAnswer<NewProductRow>>(),
    summary:
      'Step 3: staged rows whose product code has no conversion, with CN / EAN-13 check flags (paged); filters customer (prefix) and distributor, each a key range',
  }),
  'sales_import.convert_cn_add': defineRoute({
    method: 'POST',
    path: `${BASE}/convert-cn-add`,
    access: importSalesAccess,
    body: lazySchema(() => z.object({ conversions: z.array(productConversionBody).check(z.minLength(1), z.maxLength(1000)) })),
    answer: answer<{ data: { added: number } }>(),
    summary: 'Add conversions (all or nothing; 422 conversions.N.cn unique naming the code)',
  }),
  'sales_import.convert_cn_apply': defineRoute({
    method: 'POST',
    path: `${BASE}/convert-cn-apply`,
    access: importSalesAccess,
    answer: answer<{ data: { job_id: string } }>(),
    summary:
      'Apply the product conversions to the staged rows: starts a refresh job (202) that reconciles them again and rebuilds the step lists',
  }),
  'sales_import.sl_with_specialities': defineRoute({
    method: 'GET',
    path: `${BASE}/sl-with-specialities`,
    access: importSalesAccess,
    query: lazySchema(() => stepQuery(['product', 'name'])),
    answer: answer<DatatableAnswer<SpecialityRow>>(),
    summary: 'Step 4: speciality products sold to customers whose deposit is a pharmacy company',
  }),
  'sales_import.no_deposit': defineRoute({
    method: 'GET',
    path: `${BASE}/no-deposit`,
    access: importSalesAccess,
    query: lazySchema(() => datatableQuery(wrongPricesSearch(), ['customer', 'rows'])),
    answer: answer<DatatableAnswer<NoDepositCustomer>>(),
    summary:
      'Step 5: staged customer codes without a customer conversion (paged); filters customer (prefix) and distributor, each a key range',
  }),
  'sales_import.remove_leading_zeroes': defineRoute({
    method: 'POST',
    path: `${BASE}/remove-leading-zeroes`,
    access: importSalesAccess,
    // The rows the user saw in the preview: if the staging changed since, 409 instead of a surprise.
    body: lazySchema(() => z.object({ rows: z.number().check(z.int(), z.nonnegative()) })),
    answer: answer<{ data: { job_id: string } }>(),
    summary:
      'Strip leading zeroes from customers without deposit and match them again: starts a refresh job (202); the job answers the rows changed',
  }),
  'sales_import.remove_leading_zeroes.preview': defineRoute({
    method: 'GET',
    path: `${BASE}/remove-leading-zeroes/preview`,
    access: importSalesAccess,
    answer: answer<{ data: ZeroesPreview }>(),
    summary: 'What removing leading zeroes would change (customers, rows, examples), and the rows already stripped',
  }),
  'sales_import.restore_leading_zeroes': defineRoute({
    method: 'POST',
    path: `${BASE}/restore-leading-zeroes`,
    access: importSalesAccess,
    // The stripped rows the user saw: put back exactly those, or 409.
    body: lazySchema(() => z.object({ rows: z.number().check(z.int(), z.nonnegative()) })),
    answer: answer<{ data: { job_id: string } }>(),
    summary: 'Put back the customer codes as read (undo of remove-leading-zeroes, until finish): a refresh job (202)',
  }),
  'sales_import.wrong_prices': defineRoute({
    method: 'GET',
    path: `${BASE}/wrong-prices`,
    access: importSalesAccess,
    query: lazySchema(() => datatableQuery(wrongPricesSearch(), ['date', 'customer_code', 'product'])),
    answer: answer<DatatableAnswer<WrongPriceRow>>(),
    summary:
      'Step 6: rows whose price differs from the catalog pvf of their month, or with no entry; filters customer (prefix, a key range) and distributor',
  }),
  'sales_import.wrong_prices_matching': defineRoute({
    method: 'GET',
    path: `${BASE}/wrong-prices/matching`,
    access: importSalesAccess,
    // Flat (customer, distributor), not `search`: this is no datatable.
    query: lazySchema(() => z.partial(z.strictObject(wrongPricesSearch()))),
    answer: answer<{ data: WrongPricesMatching }>(),
    summary: 'Step 6: how many rows a filter matches and how many of them have a catalog entry (select all N matching)',
  }),
  'sales_import.wrong_prices_update_matching': defineRoute({
    method: 'POST',
    path: `${BASE}/wrong-prices-update-matching`,
    access: importSalesAccess,
    body: lazySchema(() =>
      z.object({
        // The same filters as the list's query, the distributor a JSON number (bodies are strict).
        search: z._default(
          z.partial(
            z.strictObject({
              ...wrongPricesSearch(),
              distributor: z.number().check(z.int(), z.positive(), z.lte(999_999)),
            }),
          ),
          {},
        ),
        count: z.number().check(z.int(), z.positive()),
      }),
    ),
    answer: answer<{ data: { updated: number } | { job_id: string } }>(),
    summary:
      'Step 6: every row the filter matches set to its pvf, server-side (409 when the count seen changed): up to 2,000 rows in the call ({updated}), more in a refresh job (202 {job_id})',
  }),
  'sales_import.wrong_prices_update': defineRoute({
    method: 'POST',
    path: `${BASE}/wrong-prices-update`,
    access: importSalesAccess,
    body: lazySchema(() =>
      z.object({
        ids: z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.minLength(1), z.maxLength(10_000)),
      }),
    ),
    answer: answer<{ data: { updated: number } }>(),
    summary: 'Set the chosen rows price to their catalog pvf (rows without an entry are refused, 422)',
  }),
  'sales_import.finish': defineRoute({
    method: 'POST',
    path: `${BASE}/finish`,
    access: importSalesAccess,
    body: lazySchema(() => z.object({ date: day })),
    answer: answer<{ data: { rows: number } }>(),
    summary: 'Commit the staged rows as the dated import and clear the staging area',
  }),

  // convert_cn (§2, §5)
  'sales_import.convert_cn.datatable': defineRoute({
    method: 'GET',
    path: `${BASE}/convert-cn/datatable`,
    access: convertCnAccess,
    query: convertCnQuery,
    answer: answer<DatatableAnswer<ProductConversion>>(),
    summary: 'Product conversions, server-paged by cn',
  }),
  'sales_import.convert_cn.store': defineRoute({
    method: 'POST',
    path: `${BASE}/convert-cn`,
    access: convertCnAccess,
    body: productConversionBody,
    answer: answer<{ data: ProductConversion }>(),
    summary: 'Create a product conversion (201; cn unique)',
  }),
  'sales_import.convert_cn.show': defineRoute({
    method: 'GET',
    path: `${BASE}/convert-cn/{id}`,
    access: convertCnAccess,
    params: idParams,
    answer: answer<{ data: ProductConversion }>(),
    summary: 'One product conversion',
  }),
  'sales_import.convert_cn.update': defineRoute({
    method: 'PUT',
    path: `${BASE}/convert-cn/{id}`,
    access: convertCnAccess,
    params: idParams,
    body: productConversionBody,
    answer: answer<{ data: ProductConversion }>(),
    summary: 'Update a product conversion (cn unique)',
  }),

  // convert_pf (§2, §5)
  'sales_import.convert_pf.datatable': defineRoute({
    method: 'GET',
    path: `${BASE}/convert-pf/datatable`,
    access: convertPfAccess,
    query: convertPfQuery,
    answer: answer<DatatableAnswer<CustomerConversion>>(),
    summary: 'Customer conversions, server-paged by customer code',
  }),
  'sales_import.convert_pf.store': defineRoute({
    method: 'POST',
    path: `${BASE}/convert-pf`,
    access: convertPfAccess,
    body: customerConversionBody,
    answer: answer<{ data: CustomerConversion }>(),
    summary: 'Create a customer conversion (201; customer_code unique)',
  }),
  'sales_import.convert_pf.show': defineRoute({
    method: 'GET',
    path: `${BASE}/convert-pf/{id}`,
    access: convertPfAccess,
    params: idParams,
    answer: answer<{ data: CustomerConversion }>(),
    summary: 'One customer conversion',
  }),
  'sales_import.convert_pf.update': defineRoute({
    method: 'PUT',
    path: `${BASE}/convert-pf/{id}`,
    access: convertPfAccess,
    params: idParams,
    body: customerConversionBody,
    answer: answer<{ data: CustomerConversion }>(),
    summary: 'Update a customer conversion (customer_code unique)',
  }),

  // Price catalog (§2, §3 catalog entry)
  'sales_import.catalog.datatable': defineRoute({
    method: 'GET',
    path: `${BASE}/catalog/datatable`,
    access: importSalesAccess,
    query: catalogQuery,
    answer: answer<DatatableAnswer<CatalogEntry>>(),
    summary: 'Price catalog of one month (default the newest loaded), server-paged by cn',
  }),
  'sales_import.catalog.months': defineRoute({
    method: 'GET',
    path: `${BASE}/catalog/months`,
    access: importSalesAccess,
    answer: answer<{ data: { month: string; rows: number }[] }>(),
    summary: 'Months with a loaded price list, newest first, with their row counts',
  }),
};
