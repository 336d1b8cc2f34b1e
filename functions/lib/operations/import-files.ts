/**
 * Reading the operations import files: each upload claimed (the caller's, this policy, present),
 * its first sheet opened by column names, each row checked by the import's own rule. All or
 * nothing: the caller stores the rows only when no file and no row has an error.
 */
import type { Locale } from '../../../shared/i18n/locale';
import { serverMessage, type ServerMessageKey } from '../../../shared/i18n/server-messages';
import { FILE_IMPORT_MAX_ROWS, IMPORT_FILE_MAX_BYTES } from '../../../shared/operations/file-imports';
import type { ImportRowError } from '../../../shared/operations/views';
import type { Caller } from '../auth/caller';
import {
  openStoredSpreadsheet,
  SPREADSHEET_EXTENSIONS,
  SpreadsheetError,
  type Cell,
  type ColumnSpec,
} from '../files/spreadsheet/reader';
import { claimUpload, consumeUploads, type StoredUpload } from '../files/upload-ticket';
import type { UploadPolicy } from '../files/upload';
import { exportFile } from '../files/exports';
import { invalid } from '../http/errors';
import { xlsxOf } from '../spreadsheets';

export const OPC_IMPORT_POLICY: UploadPolicy = {
  prefix: 'opc/imports',
  extensions: SPREADSHEET_EXTENSIONS,
  maxBytes: IMPORT_FILE_MAX_BYTES,
};

/** Errors listed in one answer at most (the count of bad rows is still exact). */
const MAX_LISTED_ERRORS = 1_000;

/** A row's problems: the column and the message key, e.g. ['id_store', 'validation.number']. */
export type RowProblem = [column: string, key: ServerMessageKey];

/** A refused row as the file had it, for the rejected-rows workbook. */
export interface RejectedRow<K extends string> {
  file: string;
  row: number;
  values: Record<K, Cell>;
  errorInfo: string[];
}

export interface ReadResult<T, K extends string = string> {
  rows: T[];
  errors: ImportRowError[];
  /** The refused rows with their cells (whole-file errors have none). */
  rejected: RejectedRow<K>[];
  uploads: { up: StoredUpload; field: string }[];
}

export async function readImportFiles<K extends string, T>(input: {
  caller: Caller;
  locale: Locale;
  uploadIds: string[];
  columns: Record<K, readonly string[]>;
  /** Column types for the reader ('auto' when absent). */
  types?: Partial<Record<K, ColumnSpec['type']>>;
  /** The typed row, or the row's problems. */
  check(values: Record<K, Cell>, invalidColumns: K[]): T | RowProblem[];
}): Promise<ReadResult<T, K>> {
  const { caller, locale } = input;
  const uploads = [];
  for (const [i, id] of input.uploadIds.entries())
    uploads.push({ up: await claimUpload(id, caller, OPC_IMPORT_POLICY, `files.${i}`), field: `files.${i}` });
  const columns = Object.fromEntries(
    (Object.entries(input.columns) as [K, readonly string[]][]).map(([k, names]) => [
      k,
      { names, type: input.types?.[k] ?? 'auto' },
    ]),
  ) as Record<K, ColumnSpec>;
  const rows: T[] = [];
  const errors: ImportRowError[] = [];
  const rejected: RejectedRow<K>[] = [];
  let badRows = 0;
  const fail = (e: ImportRowError) => {
    badRows++;
    if (errors.length < MAX_LISTED_ERRORS) errors.push(e);
  };
  for (const { up } of uploads) {
    try {
      const sheet = await openStoredSpreadsheet({ key: up.key }, { fileName: up.fileName, columns });
      for await (const row of sheet.rows) {
        const checked = input.check(row.values, row.invalid);
        if (Array.isArray(checked)) {
          const errorInfo = checked.map(([col, key]) => `${col}: ${serverMessage(locale, key)}`);
          fail({ file: up.fileName, row: row.number, errorInfo });
          rejected.push({ file: up.fileName, row: row.number, values: row.values, errorInfo });
        } else rows.push(checked);
        if (rows.length + badRows > FILE_IMPORT_MAX_ROWS)
          throw invalid('files', 'validation.import_too_many_rows', { max: FILE_IMPORT_MAX_ROWS });
      }
    } catch (e) {
      if (!(e instanceof SpreadsheetError)) throw e;
      // An unreadable file, or one without the expected header: its reason, as row 0.
      fail({ file: up.fileName, row: 0, errorInfo: [e.localized(locale)] });
    }
  }
  return { rows, errors, rejected, uploads };
}

export { consumeUploads };

/** A cell as trimmed text ('' when empty); numbers as written (codes keep their digits). */
export function text(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

/**
 * The refused rows as a workbook to fix and load again: the import's
 * columns as the file had them, then the source file, its row number and the reasons.
 */
export async function rejectedWorkbook<K extends string>(
  kind: string,
  columns: readonly K[],
  rejected: readonly RejectedRow<K>[],
  locale: Locale,
): Promise<string | null> {
  if (!rejected.length) return null;
  const cell = (v: Cell): string | number | Date => (v === null || v === undefined ? '' : typeof v === 'boolean' ? String(v) : v);
  const extra = locale === 'es' ? ['fichero', 'fila', 'error'] : ['fitxer', 'fila', 'error'];
  const body = await xlsxOf<RejectedRow<K>>(
    kind,
    [
      ...columns.map((c) => ({ header: c, width: 16, value: (r: RejectedRow<K>) => cell(r.values[c]) })),
      { header: extra[0]!, width: 24, value: (r) => r.file },
      { header: extra[1]!, width: 8, value: (r) => r.row },
      { header: extra[2]!, width: 60, value: (r) => r.errorInfo.join(' · ') },
    ],
    [...rejected],
  );
  const fileName = `${kind}-${locale === 'es' ? 'rechazadas' : 'rebutjades'}.xlsx`;
  const { url } = await exportFile({
    folder: `opc-imports/${kind}`,
    fileName,
    body,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  return url;
}
