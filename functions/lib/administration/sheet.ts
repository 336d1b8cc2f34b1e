/** Reading an uploaded administration spreadsheet whole, with per-file errors answered as 422 on `file`. */
import type { Caller } from '../auth/caller';
import { openStoredSpreadsheet, SpreadsheetError, type Cell, type ColumnSpec } from '../files/spreadsheet/reader';
import { claimUpload, consumeUploads } from '../files/upload-ticket';
import { HttpError, invalid } from '../http/errors';
import { ADMINISTRATION_POLICY } from './uploads';

/** Rows one administration file takes (a loyalty or packaging file is a few thousand). */
export const ADMINISTRATION_MAX_ROWS = 50_000;

export async function readUploadedSheet<K extends string>(
  uploadId: string,
  caller: Caller,
  columns: Record<K, ColumnSpec>,
): Promise<{ fileName: string; rows: { number: number; values: Record<K, Cell> }[]; consume: () => Promise<void> }> {
  const up = await claimUpload(uploadId, caller, ADMINISTRATION_POLICY, 'file');
  const rows: { number: number; values: Record<K, Cell> }[] = [];
  try {
    const sheet = await openStoredSpreadsheet({ key: up.key }, { fileName: up.fileName, columns });
    for await (const row of sheet.rows) {
      rows.push({ number: row.number, values: row.values });
      if (rows.length > ADMINISTRATION_MAX_ROWS)
        throw invalid('file', 'validation.import_too_many_rows', { max: ADMINISTRATION_MAX_ROWS });
    }
  } catch (e) {
    if (e instanceof SpreadsheetError) throw new HttpError(422, 'errors.invalid', {}, { file: [{ key: e.key, vars: e.params }] });
    throw e;
  }
  if (rows.length === 0) throw invalid('file', 'import_sales.file_empty', { file: up.fileName });
  return { fileName: up.fileName, rows, consume: () => consumeUploads([{ up, field: 'file' }]) };
}
