/**
 * Office files. Big xlsx (the usual distributor export) are read through exceljs's streaming
 * worksheet reader, the sheet never held inflated; xls (at most 65,536 rows), ods and fods go
 * through SheetJS (`@e965/xlsx`), which needs the whole file in memory, as do small xlsx (SheetJS
 * copes with more odd writers). Both give dates as Dates and keep text cells as text.
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

/**
 * The parts of exceljs's streaming WorkbookReader this reader drives itself (exceljs is pinned).
 * Its own `parse()` reads the zip in one pass and, when the worksheets come before the shared
 * strings (LibreOffice, exceljs's writer), loses the parts after them whenever the consumer is
 * slower than the unzip: the zip stream reports its end while entries are still queued
 * (exceljs#3064). The sheet then reads as shared-string indexes, i.e. blank cells.
 */
interface WorkbookReaderParts {
  model?: { sheets?: { name: string; rId: string }[] };
  workbookRels?: { Id: string; Target: string }[];
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(
    entry: AsyncIterable<string>,
    sheetNo: string,
  ): Generator<{ value: AsyncIterable<{ number: number; values: unknown[] }> }>;
}

/**
 * A big xlsx: the compressed file is held (an import is at most 50 MB) and read through its
 * central directory, so the workbook, its relations, shared strings and styles are parsed before
 * the chosen sheet whatever their order in the zip; the sheet's XML, the bulk, then streams row by
 * row and is never held inflated.
 */
export async function xlsxSource(body: Readable, choice: SheetChoice): Promise<RowSource> {
  // Both CommonJS: their `default` is module.exports, the one shape a split bundle's chunk keeps.
  const [{ default: ExcelJS }, { default: unzipper }] = await Promise.all([import('exceljs'), import('unzipper')]);
  const zip = await unzipper.Open.buffer(await bytesOf(body));
  // Decoded as text here: exceljs decodes each chunk alone, which garbles a character split
  // between two chunks (an accent every few thousand rows).
  const part = (path: string) => {
    const file = zip.files.find((f) => f.path === path);
    return file && file.stream().setEncoding('utf8');
  };
  const rels = part('xl/_rels/workbook.xml.rels');
  const book = part('xl/workbook.xml');
  // Not an xlsx (another zip, or an ods named .xlsx too big to read whole).
  if (!rels || !book) throw new Error('zip without an xlsx workbook');

  const reader = new ExcelJS.stream.xlsx.WorkbookReader(body, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  }) as unknown as WorkbookReaderParts;
  await reader._parseRels(rels);
  await reader._parseWorkbook(book);
  const strings = part('xl/sharedStrings.xml');
  if (strings) for await (const _ of reader._parseSharedStrings(strings));
  // Styles tell a date from a number.
  const styles = part('xl/styles.xml');
  if (styles) await reader._parseStyles(styles);

  const sheets = reader.model?.sheets ?? [];
  const sheet = pickSheet(
    sheets.map((s) => s.name),
    choice,
  );
  const rId = sheets.find((s) => s.name === sheet)?.rId;
  const target = reader.workbookRels?.find((r) => r.Id === rId)?.Target ?? '';
  // Targets are relative to xl/, or absolute within the package.
  const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  const sheetNo = /sheet(\d+)\.xml$/.exec(path)?.[1];
  const xml = part(path);
  if (!xml || !sheetNo) throw new Error(`sheet ${sheet} has no worksheet part`);
  const [worksheet] = [...reader._parseWorksheet(xml as AsyncIterable<string>, sheetNo)];
  if (!worksheet) throw new Error(`sheet ${sheet} could not be opened`);
  async function* rows(): AsyncGenerator<RawRow> {
    for await (const row of worksheet!.value) yield { number: row.number, cells: Array.from(row.values.slice(1), excelCell) };
  }
  return { sheet, conventions: { inferFromText: false, decimalComma: null }, rows: rows() };
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
