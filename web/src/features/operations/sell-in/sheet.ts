/**
 * The sell-in wizard's spreadsheet side (spec §4 "Import wizard"): the first sheet read in the
 * browser (SheetJS, loaded only here), its header row, the expected columns matched to it (by name
 * first, then by position), and the rows built from the mapping with every cell as text (dates as
 * D-M-YYYY, read day-first from text; numbers as written), ready for the grid's checks.
 */
import { normalizeHeader, type RememberedMapping } from '../../../../../shared/operations/mappings';
import {
  SELL_IN_COLUMNS,
  SELL_IN_DATE_COLUMNS,
  type SellInColumn,
  type SellInInputRow,
} from '../../../../../shared/operations/sell-in';

export type Mapping = Record<SellInColumn, number | null>;

export interface Sheet {
  fileName: string;
  headers: string[];
  /** Data rows (the header row left out), cells as text. */
  rows: string[][];
}

/** The import files the spec accepts (§5): xls, xlsx, ods, fods, csv, tsv. */
export const SHEET_EXTENSIONS = ['xls', 'xlsx', 'ods', 'fods', 'csv', 'tsv'] as const;

const pad = (n: number) => String(n);

/** A cell as the grid shows and edits it. */
export function cellToText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? '' : `${pad(value.getDate())}-${pad(value.getMonth() + 1)}-${value.getFullYear()}`;
  }
  return String(value).trim();
}

const TEXT_FILE = /\.(csv|tsv|txt)$/i;

/** Windows-1252's characters at 0x80-0x9F ('' where it has none). */
const CP1252_HIGH = [...'€\0‚ƒ„…†‡ˆ‰Š‹Œ\0Ž\0\0‘’“”•–—˜™š›œ\0žŸ'].map((c) => (c === '\0' ? '' : c));

/**
 * A text file's characters: UTF-8 when its bytes are (a BOM dropped), else Windows-1252 (a Spanish
 * Excel or LibreOffice CSV; Latin-1 with the typographic quotes and the euro sign).
 */
export function decodeText(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Browsers decode 0x80-0x9F the Windows way; Node 20 (the unit tests) as Latin-1's controls.
    return new TextDecoder('windows-1252')
      .decode(bytes)
      .replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80] || c);
  }
}

/** A spreadsheet file's bytes as rows of cells (dates as Date, the rest as read). */
export async function readRows(fileName: string, bytes: ArrayBuffer): Promise<unknown[][]> {
  const XLSX = await import('@e965/xlsx');
  // A CSV or TSV is read as text, every cell as written: SheetJS would otherwise guess values the
  // US way, `1-11-2026` as 11 January, `12,50` as 1250 and `000456` as 456. Its dates
  // are read day-first by the rows (dayFirstDate), its amounts by the grid's decimal-comma rule.
  const book = TEXT_FILE.test(fileName)
    ? XLSX.read(decodeText(bytes), { type: 'string', raw: true, dense: true })
    : XLSX.read(bytes, { cellDates: true, dense: true });
  const first = book.SheetNames[0];
  const sheet = first ? book.Sheets[first] : undefined;
  if (!sheet) return [];
  return XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: '', blankrows: false });
}

/** Reads the first sheet of a spreadsheet file; its first non-empty row is the header row. */
export async function readFirstSheet(file: File): Promise<Sheet> {
  const [head = [], ...body] = await readRows(file.name, await file.arrayBuffer());
  const headers = head.map(cellToText);
  const rows = body.map((r) => r.map(cellToText)).filter((r) => r.some((c) => c !== ''));
  return { fileName: file.name, headers, rows };
}

/**
 * A date cell's text read day-first (dates in Spanish files are DD/MM/YYYY or D-M-YYYY; an ISO
 * YYYY-MM-DD is taken as such), written as the grid's D-M-YYYY; anything else is left as it is,
 * for the grid to flag.
 */
export function dayFirstDate(text: string): string {
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (dmy) return `${Number(dmy[1])}-${Number(dmy[2])}-${dmy[3]}`;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (iso) return `${Number(iso[3])}-${Number(iso[2])}-${iso[1]}`;
  return text;
}

/** A header as compared: lower case, no accents, words joined by underscores. */
export const normalHeader = (h: string): string =>
  h
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/**
 * Each expected column matched to a header: the header of the same name; else the header at the
 * column's position in the spec's order, when that header is not another column's name.
 */
export function autoMap(headers: readonly string[]): Mapping {
  const normal = headers.map(normalHeader);
  const mapping = {} as Mapping;
  const taken = new Set<number>();
  SELL_IN_COLUMNS.forEach((col) => {
    const at = normal.indexOf(col);
    mapping[col] = at >= 0 ? at : null;
    if (at >= 0) taken.add(at);
  });
  const named = new Set<string>(SELL_IN_COLUMNS);
  SELL_IN_COLUMNS.forEach((col, i) => {
    if (mapping[col] !== null || i >= headers.length || taken.has(i) || named.has(normal[i]!) || !headers[i]) return;
    mapping[col] = i;
    taken.add(i);
  });
  return mapping;
}

export const unmapped = (mapping: Mapping): SellInColumn[] => SELL_IN_COLUMNS.filter((c) => mapping[c] === null);

/** The rows as the import sends them, one cell per expected column. */
export function buildRows(rows: readonly string[][], mapping: Mapping): SellInInputRow[] {
  return rows.map((r) => {
    const row: SellInInputRow = {};
    for (const col of SELL_IN_COLUMNS) {
      const at = mapping[col];
      const text = at === null ? '' : (r[at] ?? '');
      row[col] = SELL_IN_DATE_COLUMNS.includes(col) ? dayFirstDate(text) : text;
    }
    return row;
  });
}

// Remembered mappings (kept by the server for the whole team) --------------------------------------

/** The remembered mapping of exactly these headers (same normalised headers, same order), or null. */
export function recalledMapping(remembered: readonly RememberedMapping[], headers: readonly string[]): Mapping | null {
  const wanted = headers.map(normalizeHeader);
  const found = remembered.find(
    (r) => r.headers.length === wanted.length && r.headers.every((h, i) => normalizeHeader(h) === wanted[i]),
  );
  if (!found) return null;
  const mapping = {} as Mapping;
  for (const col of SELL_IN_COLUMNS) {
    const at = found.mapping[col];
    mapping[col] = typeof at === 'number' && at < headers.length ? at : null;
  }
  return mapping;
}
