/**
 * POST /api/opc/import/upload-ticket, /stock and /target (§2, §3, §7). All or nothing: with any
 * refused row or file nothing is stored and every error is answered (file, row, errorInfo).
 */
import { STOCK_COLUMNS, TARGET_COLUMNS, type StockColumn, type TargetColumn } from '../../../shared/operations/file-imports';
import type { Locale } from '../../../shared/i18n/locale';
import type { FileImportAnswer } from '../../../shared/operations/views';
import type { operationsImportRoutes } from '../../../shared/api/routes/operations-imports';
import type { Cell } from '../../lib/files/spreadsheet/reader';
import { issueUploadTicket } from '../../lib/files/upload-ticket';
import { invalid } from '../../lib/http/errors';
import type { Request } from '../../lib/http/group-handler';
import { storeBatch } from '../../lib/operations/import-batches';
import { uploadHashes } from '../../lib/operations/import-claims';
import {
  consumeUploads,
  OPC_IMPORT_POLICY,
  readImportFiles,
  rejectedWorkbook,
  text,
  type ReadResult,
  type RowProblem,
} from '../../lib/operations/import-files';
import { knownCodes, loadLaboratories, loadPharmacies } from '../../lib/operations/records';

type R = typeof operationsImportRoutes;

export const uploadTicket = ({ body, caller }: Request<R['operations.import.upload_ticket']>) =>
  issueUploadTicket(OPC_IMPORT_POLICY, caller, body);

const num = (cell: Cell): number | null => (typeof cell === 'number' && Number.isFinite(cell) ? cell : null);

/** id_anomes: the month as YYYYMM (202603), a number or text. */
function yearMonth(cell: Cell): string | null {
  const t = text(cell);
  const m = /^(\d{4})(\d{2})$/.exec(t);
  return m && Number(m[2]) >= 1 && Number(m[2]) <= 12 ? t : null;
}

export interface StockRow {
  id_anomes: string;
  id_product: string;
  id_store: number;
  stock_mes: number;
  dstcount_fecha: number | null;
  max_fecha_mes: string | null;
  valor_coste_unitario: number | null;
  stock_final_mes: number;
}

export async function importStock({ body, caller, locale }: Request<R['operations.import.stock']>): Promise<FileImportAnswer> {
  const stores = new Set((await loadPharmacies()).filter((p) => !p.deletedAt).map((p) => p.idStore));
  const read = await readImportFiles<StockColumn, StockRow>({
    caller,
    locale,
    uploadIds: body.files,
    columns: STOCK_COLUMNS,
    types: {
      id_product: 'text',
      id_store: 'number',
      stock_mes: 'number',
      dstcount_fecha: 'number',
      max_fecha_mes: 'date',
      valor_coste_unitario: 'number',
      stock_final_mes: 'number',
    },
    check(v, bad) {
      const problems: RowProblem[] = [];
      const isBad = (c: StockColumn) => bad.includes(c);
      const month = yearMonth(v.id_anomes);
      if (!text(v.id_anomes)) problems.push(['id_anomes', 'validation.required']);
      else if (!month) problems.push(['id_anomes', 'validation.opc_year_month']);
      if (!text(v.id_product)) problems.push(['id_product', 'validation.required']);
      const store = num(v.id_store);
      if (v.id_store === null) problems.push(['id_store', 'validation.required']);
      else if (isBad('id_store') || store === null || !Number.isInteger(store)) problems.push(['id_store', 'validation.integer']);
      else if (!stores.has(store)) problems.push(['id_store', 'validation.opc_unknown_store']);
      for (const c of ['stock_mes', 'stock_final_mes'] as const)
        if (v[c] === null) problems.push([c, 'validation.required']);
        else if (isBad(c)) problems.push([c, 'validation.number']);
      for (const c of ['dstcount_fecha', 'valor_coste_unitario'] as const) if (isBad(c)) problems.push([c, 'validation.number']);
      if (isBad('max_fecha_mes')) problems.push(['max_fecha_mes', 'validation.date']);
      if (problems.length) return problems;
      return {
        id_anomes: month!,
        id_product: text(v.id_product),
        id_store: store!,
        stock_mes: num(v.stock_mes)!,
        dstcount_fecha: num(v.dstcount_fecha),
        max_fecha_mes: v.max_fecha_mes instanceof Date ? v.max_fecha_mes.toISOString().slice(0, 10) : null,
        valor_coste_unitario: num(v.valor_coste_unitario),
        stock_final_mes: num(v.stock_final_mes)!,
      };
    },
  });
  return finish('stock', read, caller, locale, Object.keys(STOCK_COLUMNS) as StockColumn[]);
}

export interface TargetRow {
  pharmacy_code: string;
  national_code: string;
  target: number;
}

export async function importTarget({ body, caller, locale }: Request<R['operations.import.target']>): Promise<FileImportAnswer> {
  const lab = (await loadLaboratories()).find((l) => l.laboratoryId === body.laboratory && !l.deletedAt);
  if (!lab) throw invalid('laboratory', 'validation.exists');
  const pharmacies = new Set((await knownCodes()).pharmacies);
  const read = await readImportFiles<TargetColumn, TargetRow>({
    caller,
    locale,
    uploadIds: body.files,
    columns: TARGET_COLUMNS,
    types: { pharmacy_code: 'text', national_code: 'text', target: 'number' },
    check(v, bad) {
      const problems: RowProblem[] = [];
      const code = text(v.pharmacy_code);
      if (!code) problems.push(['pharmacy_code', 'validation.required']);
      else if (!pharmacies.has(code)) problems.push(['pharmacy_code', 'validation.pharmacy']);
      if (!text(v.national_code)) problems.push(['national_code', 'validation.required']);
      if (v.target === null) problems.push(['target', 'validation.required']);
      else if (bad.includes('target')) problems.push(['target', 'validation.number']);
      if (problems.length) return problems;
      return { pharmacy_code: code, national_code: text(v.national_code), target: num(v.target)! };
    },
  });
  return finish('target', read, caller, locale, Object.keys(TARGET_COLUMNS) as TargetColumn[], lab.laboratoryId);
}

async function finish<T, K extends string>(
  kind: 'stock' | 'target',
  read: ReadResult<T, K>,
  caller: Request<R['operations.import.stock']>['caller'],
  locale: Locale,
  columns: K[],
  laboratoryId?: number,
): Promise<FileImportAnswer> {
  if (read.errors.length)
    return {
      rows: 0,
      errors: read.errors,
      batch: null,
      rejected_url: await rejectedWorkbook(kind, columns, read.rejected, locale),
    };
  if (!read.rows.length) {
    await consumeUploads(read.uploads);
    return { rows: 0, errors: [], batch: null, rejected_url: null };
  }
  // A file imported before (same bytes, same kind) is refused before anything is stored; the
  // uploads stay usable, so the same pick can be sent again once the earlier batch is undone.
  const contents = await uploadHashes(read.uploads);
  const batch = await storeBatch({
    kind,
    caller,
    files: read.uploads.map((u) => u.up.fileName),
    rows: read.rows,
    laboratoryId,
    contents,
  });
  // The uploads are used once.
  await consumeUploads(read.uploads);
  return { rows: read.rows.length, errors: [], batch, rejected_url: null };
}
