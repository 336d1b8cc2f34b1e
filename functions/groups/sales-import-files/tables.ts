/**
 * Imports and exports of the conversion tables and the price catalog (§2, §7). An import is all
 * or nothing: with any refused row nothing is stored and every refused row is answered (its row
 * number and reason in the caller's language); conversions are upserted by code, a catalog month
 * is replaced whole.
 */
import type { salesImportFileRoutes } from '../../../shared/api/routes/sales-import-files';
import type { Locale } from '../../../shared/i18n/locale';
import { serverMessage, type ServerMessageKey } from '../../../shared/i18n/server-messages';
import { CN_MAX, CN_MIN, CONVERSION_IMPORT_MAX_ROWS, CUSTOMER_CODE_LENGTH, XF_LENGTH } from '../../../shared/sales-import/rules';
import type { ConversionImportResult, CustomerConversion, ProductConversion } from '../../../shared/sales-import/views';
import { exportFile } from '../../lib/files/exports';
import { openStoredSpreadsheet, SpreadsheetError, type Cell, type ColumnSpec } from '../../lib/files/spreadsheet/reader';
import { claimUpload, consumeUploads } from '../../lib/files/upload-ticket';
import { invalid } from '../../lib/http/errors';
import type { Request } from '../../lib/http/group-handler';
import { xlsxOf, type Column } from '../../lib/spreadsheets';
import { replaceCatalogMonth } from '../../lib/sales-import/catalog';
import {
  CONVERSION_PARTITION,
  COUNT_SK,
  customerView,
  productView,
  upsertConversions,
  type CustomerConversionItem,
  type ProductConversionItem,
} from '../../lib/sales-import/conversions';
import { importMonth, monthInName, stagedFiles, stagingState } from '../../lib/sales-import/staging';
import { queryAll } from '../../lib/sales-import/store';
import { cellToNumber, cellToText, round } from '../../lib/sales-import/values';
import { SALES_IMPORT_POLICY } from './uploads';

type R = typeof salesImportFileRoutes;
type Problem = [column: string, key: ServerMessageKey, vars?: Record<string, string | number>];

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const fold = (s: string | null | undefined) => (s ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const CN_COLUMNS = {
  cn: { names: ['cn', 'codi nacional', 'codigo nacional', 'national code', 'codi producte', 'codigo producto'], type: 'text' },
  xf: { names: ['xf', 'codi intern', 'codigo interno'], type: 'text' },
  description: { names: ['description', 'descripcio', 'descripcion'], type: 'text', optional: true },
} satisfies Record<string, ColumnSpec>;

const PF_COLUMNS = {
  customer_code: {
    names: ['customer_code', 'customer code', 'codi client', 'codigo cliente', 'client', 'cliente'],
    type: 'text',
  },
  sl_code: { names: ['sl_code', 'sl code', 'codi sl', 'codigo sl'], type: 'text' },
  sl: { names: ['sl'], type: 'text' },
  pf_code: { names: ['pf_code', 'pf code', 'codi pf', 'codigo pf', 'pf'], type: 'text' },
} satisfies Record<string, ColumnSpec>;

const CATALOG_COLUMNS = {
  cn: { names: ['cn', 'codi nacional', 'codigo nacional', 'national code'], type: 'text' },
  description: { names: ['description', 'descripcio', 'descripcion'], type: 'text' },
  pvf: { names: ['pvf', 'preu', 'precio', 'price'], type: 'auto' },
} satisfies Record<string, ColumnSpec>;

/** Reads an uploaded file's rows, checking each; any problem refuses the whole file. */
async function readRows<K extends string, T>(
  uploadId: string,
  req: { caller: Request<R['sales_import.convert_cn.import']>['caller']; locale: Locale },
  columns: Record<K, ColumnSpec>,
  check: (values: Record<K, Cell>) => T | Problem[],
): Promise<{ rows: T[]; result: ConversionImportResult | null; consume: () => Promise<void> }> {
  const up = await claimUpload(uploadId, req.caller, SALES_IMPORT_POLICY, 'file');
  const errors: ConversionImportResult['errors'] = [];
  const rows: T[] = [];
  const message = ([column, key, vars]: Problem) => `${column}: ${serverMessage(req.locale, key, vars)}`;
  try {
    const sheet = await openStoredSpreadsheet({ key: up.key }, { fileName: up.fileName, columns });
    for await (const row of sheet.rows) {
      const checked = check(row.values);
      if (Array.isArray(checked)) {
        if (errors.length < 1000) errors.push({ row: row.number, message: checked.map(message).join(' · ') });
      } else rows.push(checked);
      if (rows.length + errors.length > CONVERSION_IMPORT_MAX_ROWS)
        throw invalid('file', 'validation.import_too_many_rows', { max: CONVERSION_IMPORT_MAX_ROWS });
    }
  } catch (e) {
    if (!(e instanceof SpreadsheetError)) throw e;
    errors.push({ row: 0, message: e.localized(req.locale) });
  }
  if (!errors.length && !rows.length)
    errors.push({ row: 0, message: serverMessage(req.locale, 'import_sales.file_empty', { file: up.fileName }) });
  return {
    rows,
    result: errors.length ? { rows: 0, created: 0, updated: 0, errors } : null,
    consume: () => consumeUploads([{ up, field: 'file' }]),
  };
}

function lengthProblems(column: string, value: string, min: number, max: number): Problem[] {
  if (value === '') return [[column, 'validation.required']];
  if (value.length < min) return [[column, 'validation.min_string', { min }]];
  if (value.length > max) return [[column, 'validation.max_string', { max }]];
  return [];
}

/** Codes repeated inside one file are refused (the code is unique). */
function uniqueBy<T>(rows: T[], code: (r: T) => string): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const r of rows) (seen.has(code(r)) ? repeated : seen).add(code(r));
  return [...repeated];
}

/** An import refused whole (a key repeated in the file): nothing written, one error per repeated key. */
const refusedWhole = (errors: { row: number; message: string }[]) => ({ data: { rows: 0, created: 0, updated: 0, errors } });

export async function convertCnImport({ body, caller, locale }: Request<R['sales_import.convert_cn.import']>) {
  const read = await readRows(body.file, { caller, locale }, CN_COLUMNS, (v) => {
    const cn = cellToText(v.cn);
    const xf = cellToText(v.xf);
    const problems = [...lengthProblems('cn', cn, CN_MIN, CN_MAX), ...lengthProblems('xf', xf, XF_LENGTH, XF_LENGTH)];
    return problems.length ? problems : { cn, xf, description: cellToText(v.description) || null };
  });
  if (read.result) return { data: read.result };
  const repeated = uniqueBy(read.rows, (r) => r.cn);
  if (repeated.length)
    return refusedWhole(
      repeated.map((cn) => ({ row: 0, message: serverMessage(locale, 'validation.conversion_exists', { cn }) })),
    );
  await read.consume();
  const { created, updated } = await upsertConversions('cn', read.rows);
  return { data: { rows: read.rows.length, created, updated, errors: [] } };
}

export async function convertPfImport({ body, caller, locale }: Request<R['sales_import.convert_pf.import']>) {
  const read = await readRows(body.file, { caller, locale }, PF_COLUMNS, (v) => {
    const row = {
      customer_code: cellToText(v.customer_code),
      sl_code: cellToText(v.sl_code),
      sl: cellToText(v.sl),
      pf_code: cellToText(v.pf_code),
    };
    const problems = [
      ...lengthProblems('customer_code', row.customer_code, CUSTOMER_CODE_LENGTH, CUSTOMER_CODE_LENGTH),
      ...lengthProblems('sl_code', row.sl_code, 1, 40),
      ...lengthProblems('sl', row.sl, 1, 255),
      ...lengthProblems('pf_code', row.pf_code, 1, 40),
    ];
    return problems.length ? problems : row;
  });
  if (read.result) return { data: read.result };
  const repeated = uniqueBy(read.rows, (r) => r.customer_code);
  if (repeated.length)
    return refusedWhole(
      repeated.map((c) => ({
        row: 0,
        message: serverMessage(locale, 'validation.customer_conversion_exists', { customer_code: c }),
      })),
    );
  await read.consume();
  const { created, updated } = await upsertConversions('pf', read.rows);
  return { data: { rows: read.rows.length, created, updated, errors: [] } };
}

export async function catalogImport({ body, caller, locale }: Request<R['sales_import.catalog.import']>) {
  const read = await readRows(body.file, { caller, locale }, CATALOG_COLUMNS, (v) => {
    const cn = cellToText(v.cn);
    const description = cellToText(v.description);
    const pvf = cellToNumber(v.pvf, { inferFromText: true, decimalComma: null });
    const problems: Problem[] = [...lengthProblems('cn', cn, 1, 20)];
    if (v.pvf === null) problems.push(['pvf', 'validation.required']);
    else if (pvf === null || pvf < 0) problems.push(['pvf', 'validation.number']);
    return problems.length ? problems : { cn, description, pvf: round(pvf!, 4) };
  });
  if (read.result) return { data: read.result };
  const repeated = uniqueBy(read.rows, (r) => r.cn);
  if (repeated.length)
    return refusedWhole(repeated.map((cn) => ({ row: 0, message: `cn ${cn}: ${serverMessage(locale, 'validation.unique')}` })));
  await read.consume();
  const { created, rows } = await replaceCatalogMonth(body.date, read.rows);
  return { data: { rows, created, updated: rows - created, errors: [] } };
}

/** Exports walk the whole (filtered) table: 50,000 conversions are a few MB of xlsx. */
async function conversions<T>(kind: 'cn' | 'pf'): Promise<T[]> {
  return (await queryAll<T & { sk: string }>(CONVERSION_PARTITION[kind])).filter((i) => i.sk !== COUNT_SK);
}

const has = (value: string | null | undefined, wanted: string | undefined) => !wanted || fold(value).includes(fold(wanted));

export async function convertCnExport({ query, locale }: Request<R['sales_import.convert_cn.export']>) {
  const s = query.search ?? {};
  const rows = (await conversions<ProductConversionItem>('cn'))
    .map(productView)
    .filter((r) => (!s.cn || r.cn.startsWith(s.cn)) && has(r.xf, s.xf) && has(r.description, s.description));
  const columns: Column<ProductConversion>[] = [
    { header: 'cn', width: 12, value: (r) => r.cn },
    { header: 'xf', width: 12, value: (r) => r.xf },
    { header: 'description', width: 40, value: (r) => r.description ?? '' },
  ];
  const file = await xlsxOf('convert_cn', columns, rows);
  const { url } = await exportFile({
    folder: 'sales-import/convert-cn',
    // Named with the month being imported (the conversions are kept for it), in the caller's language.
    fileName: `convert_cn ${monthInName(locale, importMonth(await stagedFiles((await stagingState()).generation)))}.xlsx`,
    body: file,
    contentType: XLSX,
  });
  return { url };
}

export async function convertPfExport({ query }: Request<R['sales_import.convert_pf.export']>) {
  const s = query.search ?? {};
  const rows = (await conversions<CustomerConversionItem>('pf'))
    .map(customerView)
    .filter(
      (r) =>
        (!s.customerCode || r.customer_code.startsWith(s.customerCode)) &&
        has(r.sl_code, s.slCode) &&
        has(r.sl, s.sl) &&
        has(r.pf_code, s.pfCode),
    );
  const columns: Column<CustomerConversion>[] = [
    { header: 'customer_code', width: 14, value: (r) => r.customer_code },
    { header: 'sl_code', width: 14, value: (r) => r.sl_code },
    { header: 'sl', width: 36, value: (r) => r.sl },
    { header: 'pf_code', width: 14, value: (r) => r.pf_code },
  ];
  const file = await xlsxOf('convert_pf', columns, rows);
  const { url } = await exportFile({
    folder: 'sales-import/convert-pf',
    fileName: 'convert_pf.xlsx',
    body: file,
    contentType: XLSX,
  });
  return { url };
}
