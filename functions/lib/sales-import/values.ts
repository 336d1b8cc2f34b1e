/**
 * A sales file's cells as the import needs them, by the distributor's profile: dates as date
 * cells, spreadsheet serial numbers or text in the profile's date format; amounts as numbers or
 * Spanish text (1.234,56); codes as text with their leading zeroes.
 */
import { parseNumber, type Cell, type TextConventions } from '../files/spreadsheet/cells';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const isoDay = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;

function validDay(y: number, m: number, d: number): string | null {
  if (y < 1900 || y > 2200 || m < 1 || m > 12 || d < 1) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCDate() === d && date.getUTCMonth() === m - 1 ? isoDay(y, m, d) : null;
}

const patterns = new Map<string, { re: RegExp; order: string[] }>();

/** The regular expression a date format (d, m, Y, y and separators) reads text with; made once per format. */
function formatPattern(format: string): { re: RegExp; order: string[] } {
  let pattern = patterns.get(format);
  if (!pattern) patterns.set(format, (pattern = makePattern(format)));
  return pattern;
}

function makePattern(format: string): { re: RegExp; order: string[] } {
  const order: string[] = [];
  const compact = !/[^dmYy]/.test(format);
  let source = '^';
  for (const ch of format) {
    if (ch === 'd' || ch === 'm') {
      order.push(ch);
      source += compact ? '(\\d{2})' : '(\\d{1,2})';
    } else if (ch === 'Y') {
      order.push('Y');
      source += '(\\d{4})';
    } else if (ch === 'y') {
      order.push('y');
      source += '(\\d{2})';
    } else source += ch.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  }
  // A time after the date (d/m/Y H:i) is allowed and ignored: the import keeps the day.
  return { re: new RegExp(`${source}(?:[ T]\\d{1,2}:\\d{2}(?::\\d{2})?)?$`), order };
}

/** Text in the profile's date format → YYYY-MM-DD, or null. */
export function parseDayWithFormat(text: string, format: string): string | null {
  const { re, order } = formatPattern(format);
  const m = re.exec(text.trim());
  if (!m) return null;
  const parts: Record<string, number> = {};
  order.forEach((k, i) => (parts[k] = Number(m[i + 1])));
  const year = parts.Y ?? 2000 + (parts.y ?? 0);
  return validDay(year, parts.m!, parts.d!);
}

/** Spreadsheet serial day (1900 date system; 1 = 1900-01-01, with Lotus's phantom 29/02/1900). */
export function serialToDay(serial: number): string | null {
  if (!Number.isFinite(serial) || serial < 1 || serial > 150_000) return null;
  const date = new Date(Date.UTC(1899, 11, 30) + Math.floor(serial) * 86_400_000);
  return isoDay(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** A date cell of any kind → YYYY-MM-DD, or null when it cannot be read. */
export function cellToDay(cell: Cell, format: string): string | null {
  if (cell instanceof Date)
    return Number.isNaN(cell.getTime()) ? null : validDay(cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate());
  if (typeof cell === 'number') {
    // 20261105 as a number is a compact text date (Ymd) that a sheet stored as a number.
    if (Number.isInteger(cell) && cell > 1_000_000) return parseDayWithFormat(String(cell), format);
    return serialToDay(cell);
  }
  if (typeof cell === 'string' && cell.trim() !== '') {
    const t = cell.trim();
    // A serial number written as text (a CSV exported from a sheet without formats).
    if (/^\d{5}$/.test(t) && !/^[dmYy]+$/.test(format)) return serialToDay(Number(t));
    return parseDayWithFormat(t, format);
  }
  return null;
}

/** An amount: a number cell, or text with a decimal comma or point. Rounded to 6 decimals. */
export function cellToNumber(cell: Cell, conventions: TextConventions): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? round(cell, 6) : null;
  if (typeof cell !== 'string' || cell.trim() === '') return null;
  const n = parseNumber(cell.trim(), conventions.decimalComma);
  return n === null ? null : round(n, 6);
}

/** A code or text: as written (a number cell without grouping or exponent), trimmed; '' when empty. */
export function cellToText(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isInteger(cell) ? BigInt(cell).toString() : String(cell);
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

export const round = (n: number, decimals = 2) => {
  const f = 10 ** decimals;
  return Math.round((n + Number.EPSILON) * f) / f;
};
