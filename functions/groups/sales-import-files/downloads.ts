/**
 * The sales import's workbooks, in the caller's language: a job's rejected rows (with an error
 * column), the wrong prices of step 6, and the download of step 7: the staged, reconciled sales
 * for the ERP (internal product code and pharmacy code where a conversion gives them).
 */
import type { salesImportFileRoutes } from '../../../shared/api/routes/sales-import-files';
import type { Locale } from '../../../shared/i18n/locale';
import { serverMessage, type ServerMessageKey } from '../../../shared/i18n/server-messages';
import type { WrongPriceRow } from '../../../shared/sales-import/views';
import { exportFile } from '../../lib/files/exports';
import { HttpError, notFound } from '../../lib/http/errors';
import type { Request } from '../../lib/http/group-handler';
import { AMOUNT_FORMAT, DATE_FORMAT, excelDate, xlsxOf, type Column } from '../../lib/spreadsheets';
import { listBrands, listDistributorItems } from '../../lib/sales-import/distributors';
import { getJob } from '../../lib/sales-import/jobs';
import type { Rejection, SaleColumn } from '../../lib/sales-import/profile-reader';
import { SALE_COLUMNS } from '../../lib/sales-import/profile-reader';
import { allStaged, stagingState, wrongPriceRows, type StagedItem } from '../../lib/sales-import/staging';
import { K, queryAll } from '../../lib/sales-import/store';

type R = typeof salesImportFileRoutes;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const t = (locale: Locale, key: ServerMessageKey, vars?: Record<string, string | number>) => serverMessage(locale, key, vars);
const col = (locale: Locale, c: string) => t(locale, `import_sales.column.${c}` as ServerMessageKey);

interface RejectedItem extends Rejection {
  fileName: string;
}

export async function rejectedRows({ params, locale }: Request<R['sales_import.rejected']>) {
  if (!(await getJob(params.job))) throw notFound();
  const rows = await queryAll<RejectedItem>(K.job(params.job), 'rej#');
  const reason = (r: RejectedItem) =>
    r.reasons
      .map((x) => t(locale, x.key, x.vars.column ? { ...x.vars, column: col(locale, x.vars.column) } : x.vars))
      .join(' · ');
  const columns: Column<RejectedItem>[] = [
    { header: col(locale, 'file'), width: 24, value: (r) => r.fileName },
    { header: col(locale, 'row'), width: 8, value: (r) => r.row },
    ...SALE_COLUMNS.map((c: SaleColumn) => ({ header: col(locale, c), width: 16, value: (r: RejectedItem) => r.values[c] })),
    { header: col(locale, 'error'), width: 50, value: reason },
  ];
  const body = await xlsxOf(t(locale, 'import_sales.sheet.rejected'), columns, rows);
  return exportFile({
    folder: 'sales-import/rejected',
    fileName: `${t(locale, 'import_sales.sheet.rejected')}.xlsx`,
    body,
    contentType: XLSX,
  }).then(({ url }) => ({ url }));
}

export async function wrongPricesExport({ locale }: Request<R['sales_import.wrong_prices_export']>) {
  const rows = wrongPriceRows(await allStaged());
  const columns: Column<WrongPriceRow>[] = [
    { header: col(locale, 'date'), width: 12, value: (r) => excelDate(r.date), numFmt: DATE_FORMAT },
    { header: col(locale, 'customer_code'), width: 14, value: (r) => r.customer_code },
    { header: col(locale, 'customer_name'), width: 28, value: (r) => r.customer_name ?? '' },
    { header: col(locale, 'delivery_note'), width: 14, value: (r) => r.delivery_note },
    { header: col(locale, 'product_code'), width: 14, value: (r) => r.product },
    { header: col(locale, 'description'), width: 36, value: (r) => r.description },
    { header: col(locale, 'quantity'), width: 10, value: (r) => r.quantity },
    { header: col(locale, 'price'), width: 12, value: (r) => r.price, numFmt: AMOUNT_FORMAT },
    { header: col(locale, 'pvf_xf'), width: 12, value: (r) => r.pvf_xf ?? '', numFmt: AMOUNT_FORMAT },
    { header: col(locale, 'difference'), width: 12, value: (r) => r.difference ?? '', numFmt: AMOUNT_FORMAT },
  ];
  const name = t(locale, 'import_sales.sheet.wrong_prices');
  const body = await xlsxOf(name, columns, rows);
  const { url } = await exportFile({ folder: 'sales-import/wrong-prices', fileName: `${name}.xlsx`, body, contentType: XLSX });
  return { url };
}

export async function download({ body, locale }: Request<R['sales_import.download']>) {
  const state = await stagingState();
  if (state.rows === 0) throw new HttpError(409, 'errors.import_sales_no_rows');
  const [rows, distributors, brands] = await Promise.all([allStaged(state.generation), listDistributorItems(), listBrands()]);
  const distributorName = new Map(distributors.map((d) => [d.id, d.name]));
  const brandName = new Map(brands.map((b) => [b.id, b.name]));
  const columns: Column<StagedItem>[] = [
    { header: col(locale, 'date'), width: 12, value: (r) => excelDate(r.date), numFmt: DATE_FORMAT },
    { header: col(locale, 'customer_code'), width: 14, value: (r) => r.customer },
    { header: col(locale, 'pf_code'), width: 12, value: (r) => r.pfCode ?? '' },
    { header: col(locale, 'sl_code'), width: 12, value: (r) => r.slCode ?? '' },
    { header: col(locale, 'delivery_note'), width: 14, value: (r) => r.delivery_note },
    { header: col(locale, 'product_code'), width: 14, value: (r) => r.product_code },
    { header: col(locale, 'xf'), width: 12, value: (r) => r.xf ?? '' },
    { header: col(locale, 'description'), width: 36, value: (r) => r.description },
    { header: col(locale, 'quantity'), width: 10, value: (r) => r.quantity },
    { header: col(locale, 'price'), width: 12, value: (r) => r.price, numFmt: AMOUNT_FORMAT },
    {
      header: col(locale, 'distributor'),
      width: 20,
      value: (r) => distributorName.get(r.distributorId) ?? String(r.distributorId),
    },
    { header: col(locale, 'brand'), width: 16, value: (r) => (r.brandId ? (brandName.get(r.brandId) ?? '') : '') },
  ];
  const name = t(locale, 'import_sales.sheet.sales');
  const file = await xlsxOf(name, columns, rows);
  const { url } = await exportFile({
    folder: 'sales-import/sales',
    fileName: `${name} ${body.date}.xlsx`,
    body: file,
    contentType: XLSX,
  });
  return { url };
}
