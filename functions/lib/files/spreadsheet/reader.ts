/**
 * The spreadsheet reader every import uses (sales, catalog, stock, sell-in, targets): opens xlsx,
 * xls, ods, fods, csv or tsv from a stream (an upload in S3), finds the header row by the expected
 * column names (below any title rows; accents, case and extra spaces do not matter) and yields the
 * rows one by one with typed cells. Files that cannot be used fail with one SpreadsheetError per
 * file, whose message exists in both languages.
 */
import type { Readable } from 'node:stream';
import { s3 } from '../../aws-s3';
import type { Extension } from '../upload';
import { env } from '../../env';
import { isBlank, normalizeHeader, typeCell, type Cell, type CellType } from './cells';
import { csvSource } from './csv';
import { SpreadsheetError } from './errors';
import { peek, type RawRow, type RowSource, type SheetChoice } from './source';
import { SheetNotFound, sheetJsSource, xlsxSource } from './workbooks';

export { SpreadsheetError } from './errors';
export type { Cell, CellType } from './cells';
export type { RawRow, RowSource, SheetChoice } from './source';

/** The upload types an import accepts (spec: xls, xlsx, ods, fods, csv, tsv). */
export const SPREADSHEET_EXTENSIONS = ['xlsx', 'xls', 'ods', 'fods', 'csv', 'tsv'] as const satisfies readonly Extension[];

export interface ColumnSpec {
  /** Header texts that name this column (any of them). */
  names: readonly string[];
  /** Default 'auto': as the file has it (in a CSV: numbers and dates inferred, codes with leading zeroes kept as text). */
  type?: CellType;
  /** A missing optional column reads as null; a missing required one means the header is not found. */
  optional?: boolean;
}

export interface SpreadsheetOptions<K extends string> {
  /** For messages, and to tell csv from tsv. */
  fileName: string;
  columns: Record<K, ColumnSpec>;
  sheet?: SheetChoice;
  /** How many non-blank rows may come before the header (titles, notes). Default 30. */
  headerSearchRows?: number;
  /** An xlsx up to this size is read whole by SheetJS (the most tolerant reader); a bigger one streams. Default 2 MiB. */
  wholeXlsxBytes?: number;
}

export interface SpreadsheetRow<K extends string> {
  /** The row's number in the file (1-based), for messages. */
  number: number;
  values: Record<K, Cell>;
  /** Columns whose cell could not be read as the declared type (the value keeps what the file had). */
  invalid: K[];
}

export interface Spreadsheet<K extends string> {
  sheet: string | null;
  /** 1-based number of the header row. */
  headerRow: number;
  /** Where each column was found (0-based), null for an absent optional column. */
  columns: Record<K, number | null>;
  /** CSV only: the detected encoding, delimiter and decimal comma. */
  detected?: { encoding: string; delimiter: string; decimalComma: boolean };
  /** The data rows below the header, blank rows skipped. Read once. */
  rows: AsyncIterable<SpreadsheetRow<K>>;
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (sample: Buffer, magic: number[]) => magic.every((b, i) => sample[i] === b);

/**
 * By content, not by name: an xls renamed .xlsx, or a "xls" that is really HTML or TSV, still opens.
 * Only a big xlsx streams (about 50 bytes a row: 2 MiB is some 40,000 rows, ~150 MB read whole).
 */
async function sourceOf(body: Readable, fileName: string, sheet: SheetChoice, wholeXlsxBytes: number): Promise<RowSource> {
  const { sample, whole, ended } = await peek(body, wholeXlsxBytes + 1);
  const extension = fileName.toLowerCase().split('.').pop();
  if (sample.length === 0) throw new Error('empty file');
  if (startsWith(sample, ZIP)) return ended || extension === 'ods' ? sheetJsSource(whole, sheet) : xlsxSource(whole, sheet);
  const markup = sample.subarray(0, 64).toString('latin1').trimStart();
  // '<?xml': a flat ODS or Excel 2003 XML, typed cells; other markup: an HTML table.
  if (startsWith(sample, OLE2) || markup.startsWith('<'))
    return sheetJsSource(whole, sheet, !markup.startsWith('<?xml') && markup.startsWith('<'));
  // Excel's "Unicode text" is UTF-16 (zero bytes everywhere) with a BOM: text, not binary.
  const utf16 = (sample[0] === 0xff && sample[1] === 0xfe) || (sample[0] === 0xfe && sample[1] === 0xff);
  if (!utf16 && sample.subarray(0, 4096).includes(0)) throw new Error('binary file of no known spreadsheet format');
  // Legacy systems write text named .xls, but an .xlsx or .ods is always a zip: as text it is a
  // broken file, not a one-column CSV (whose "header" would then look like a layout change).
  if (extension === 'xlsx' || extension === 'ods') throw new Error(`a .${extension} that is not a zip`);
  return csvSource(whole, extension === 'tsv');
}

function findColumns<K extends string>(cells: Cell[], columns: Record<K, ColumnSpec>) {
  const headers = cells.map(normalizeHeader);
  const found = {} as Record<K, number | null>;
  const missing: K[] = [];
  for (const key of Object.keys(columns) as K[]) {
    const names = columns[key].names.map(normalizeHeader);
    const index = headers.findIndex((h) => h !== '' && names.includes(h));
    found[key] = index < 0 ? null : index;
    if (index < 0 && !columns[key].optional) missing.push(key);
  }
  return { found, missing };
}

const unreadable = (file: string, cause: unknown) =>
  cause instanceof SpreadsheetError ? cause : new SpreadsheetError('spreadsheet.unreadable', { file }, { cause });

/**
 * The chosen sheet's raw rows, for readers that find columns by position rather than by header
 * name (the sales import's distributor profiles). Same format sniffing and per-file errors.
 */
export async function openRowSource(body: Readable, fileName: string, sheet: SheetChoice, wholeXlsxBytes = 2 * 1024 * 1024) {
  try {
    return await sourceOf(body, fileName, sheet, wholeXlsxBytes);
  } catch (error) {
    body.destroy();
    if (error instanceof SheetNotFound)
      throw new SpreadsheetError('spreadsheet.sheet_missing', {
        file: fileName,
        sheet: typeof sheet === 'number' ? String(sheet + 1) : String(sheet),
        sheets: error.sheets.join(', '),
      });
    throw unreadable(fileName, error);
  }
}

export async function openSpreadsheet<K extends string>(body: Readable, options: SpreadsheetOptions<K>): Promise<Spreadsheet<K>> {
  const file = options.fileName;
  let source: RowSource;
  try {
    source = await sourceOf(body, file, options.sheet, options.wholeXlsxBytes ?? 2 * 1024 * 1024);
  } catch (error) {
    body.destroy();
    if (error instanceof SheetNotFound)
      throw new SpreadsheetError('spreadsheet.sheet_missing', {
        file,
        sheet: String(options.sheet),
        sheets: error.sheets.join(', '),
      });
    throw unreadable(file, error);
  }
  const raw = source.rows[Symbol.asyncIterator]();
  const next = async (): Promise<IteratorResult<RawRow>> => {
    try {
      return await raw.next();
    } catch (error) {
      body.destroy();
      throw unreadable(file, error);
    }
  };

  // The header: the first row naming every required column; else report what the closest row lacked.
  let header: { row: RawRow; found: Record<K, number | null> } | undefined;
  let closest: K[] = Object.keys(options.columns).filter((k) => !options.columns[k as K].optional) as K[];
  for (let seen = 0; !header && seen < (options.headerSearchRows ?? 30);) {
    const result = await next();
    if (result.done) break;
    if (result.value.cells.every(isBlank)) continue;
    seen++;
    const { found, missing } = findColumns(result.value.cells, options.columns);
    if (missing.length === 0) header = { row: result.value, found };
    else if (missing.length < closest.length) closest = missing;
  }
  if (!header) {
    body.destroy();
    throw new SpreadsheetError('spreadsheet.header_missing', {
      file,
      columns: closest.map((k) => options.columns[k].names[0]).join(', '),
    });
  }

  const { found } = header;
  const keys = Object.keys(options.columns) as K[];
  async function* rows(): AsyncGenerator<SpreadsheetRow<K>> {
    // Also when the caller stops early: the rest of the file is not needed.
    try {
      yield* typedRows();
    } finally {
      body.destroy();
    }
  }
  async function* typedRows(): AsyncGenerator<SpreadsheetRow<K>> {
    for (let result = await next(); !result.done; result = await next()) {
      const { number, cells } = result.value;
      if (cells.every(isBlank)) continue;
      const values = {} as Record<K, Cell>;
      const invalid: K[] = [];
      for (const key of keys) {
        const index = found[key];
        const typed = typeCell(
          index === null ? null : (cells[index] ?? null),
          options.columns[key].type ?? 'auto',
          source.conventions,
        );
        values[key] = typed.value;
        if (!typed.ok) invalid.push(key);
      }
      yield { number, values, invalid };
    }
  }
  return {
    sheet: source.sheet,
    headerRow: header.row.number,
    columns: found,
    ...(source.detected ? { detected: { ...source.detected, decimalComma: source.conventions.decimalComma === true } } : {}),
    rows: rows(),
  };
}

/** The same, on an object in the files bucket (an import step's input): streamed, never held whole unless the format needs it. */
export async function openStoredSpreadsheet<K extends string>(
  location: { key: string; bucket?: string },
  options: SpreadsheetOptions<K>,
): Promise<Spreadsheet<K>> {
  const { sdk, client } = await s3();
  const object = await client.send(new sdk.GetObjectCommand({ Bucket: location.bucket ?? env.filesBucket(), Key: location.key }));
  return openSpreadsheet(object.Body as Readable, options);
}
