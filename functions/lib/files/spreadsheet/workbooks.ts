/**
 * Office files. Big xlsx (the usual distributor export) stream through exceljs's WorkbookReader
 * with bounded memory; xls (at most 65,536 rows), ods and fods go through SheetJS (`@e965/xlsx`),
 * which needs the whole file in memory, as do small xlsx (SheetJS copes with more odd writers). Both give dates as Dates and keep text cells as text.
 */
import type { Readable } from 'node:stream';
import { isBlank, normalizeHeader, type Cell } from './cells';
import type { RawRow, RowSource, SheetChoice } from './source';

/** Thrown when the file holds no such sheet; the reader turns it into the per-file error. */
export class SheetNotFound extends Error {
  constructor(readonly sheets: string[]) {
    super('sheet not found');
  }
}

function pickSheet(names: string[], choice: SheetChoice): string {
  if (names.length === 0) throw new Error('a workbook without sheets');
  const name =
    typeof choice === 'number'
      ? names[choice]
      : choice === undefined
        ? names[0]
        : names.find((n) => normalizeHeader(n) === normalizeHeader(choice));
  if (name === undefined) throw new SheetNotFound(names);
  return name;
}

/** exceljs cell values: rich text, formulas and hyperlinks come as objects. */
function excelCell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  const v = value as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: unknown };
  if (v.richText) return v.richText.map((r) => r.text).join('');
  if ('result' in v) return excelCell(v.result);
  if ('text' in v) return excelCell(v.text);
  return null;
}

export async function xlsxSource(body: Readable, choice: SheetChoice): Promise<RowSource> {
  const { default: ExcelJS } = await import('exceljs');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(body, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const workbook = reader as unknown as { model?: { sheets?: { name: string }[] } };
  const sheets = reader[Symbol.asyncIterator]();
  let wanted: string | undefined;
  for (let next = await sheets.next(); !next.done; next = await sheets.next()) {
    const worksheet = next.value as unknown as AsyncIterable<{ number: number; values: unknown[] }> & { name?: string };
    // workbook.xml (the sheet names, in order) comes before the worksheets in the zip.
    wanted ??= pickSheet(
      (workbook.model?.sheets ?? []).map((s) => s.name),
      choice,
    );
    if (worksheet.name !== wanted) continue;
    const sheet = wanted;
    async function* rows(): AsyncGenerator<RawRow> {
      for await (const row of worksheet) yield { number: row.number, cells: Array.from(row.values.slice(1), excelCell) };
      await sheets.return(undefined);
    }
    return { sheet, conventions: { inferFromText: false, decimalComma: null }, rows: rows() };
  }
  const names = (workbook.model?.sheets ?? []).map((s) => s.name);
  // No workbook part at all: not an xlsx (another zip, or an ods named .xlsx too big to read whole).
  if (names.length === 0) throw new Error('zip without an xlsx workbook');
  throw new SheetNotFound(names);
}

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * `html`: an ERP's "xls" that is an HTML table. Its cells are text, read as in a CSV (SheetJS would
 * turn 0123456 into 123456).
 */
export async function sheetJsSource(body: Readable, choice: SheetChoice, html = false): Promise<RowSource> {
  const XLSX = await import('@e965/xlsx');
  const workbook = XLSX.read(await bytesOf(body), {
    raw: html,
    type: 'buffer',
    cellDates: true,
    dense: true,
    cellHTML: false,
    cellFormula: false,
  });
  const sheet = pickSheet(workbook.SheetNames, choice);
  const worksheet = workbook.Sheets[sheet]!;
  const first = worksheet['!ref'] ? XLSX.utils.decode_range(worksheet['!ref']).s.r : 0;
  const table = XLSX.utils.sheet_to_json<Cell[]>(worksheet, { header: 1, raw: true, blankrows: true, defval: null, UTC: true });
  async function* rows(): AsyncGenerator<RawRow> {
    for (const [i, cells] of table.entries()) if (!cells.every(isBlank)) yield { number: first + i + 1, cells };
  }
  return { sheet, conventions: { inferFromText: html, decimalComma: null }, rows: rows() };
}
