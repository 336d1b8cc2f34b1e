/**
 * Cell values as the spreadsheet reader hands them out, and the text conventions of Spanish files:
 * decimal comma with '.' thousands (1.234,56), DD/MM/YYYY dates, codes whose leading zeroes matter.
 */

/** A cell: text, number, boolean, a date (the calendar day/time as UTC) or empty. */
export type Cell = string | number | boolean | Date | null;

/** How a column's cells are read: as they come ('auto'), or converted to one type. */
export type CellType = 'auto' | 'text' | 'number' | 'date';

/** The file's conventions for numbers written as text (a CSV, or a text cell in a sheet). */
export interface TextConventions {
  /** CSV: every cell is text, so 'auto' columns infer numbers and dates from it. */
  inferFromText: boolean;
  /** 1.234,56 rather than 1,234.56; null: decided per value (a sheet's rare text numbers). */
  decimalComma: boolean | null;
}

const COMMA_NUMBER = /^[-+]?(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?$/;
const POINT_NUMBER = /^[-+]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;
/** A code such as a national code (0123456): its leading zero would be lost as a number. */
const LEADING_ZERO = /^[-+]?0\d/;

/** '1.234,56' → 1234.56 with a decimal comma; null when the text is not a number. */
export function parseNumber(text: string, decimalComma: boolean | null): number | null {
  const compact = text.replace(/[\s\u00a0€%]/g, '');
  const comma = decimalComma ?? compact.includes(',');
  if (!(comma ? COMMA_NUMBER : POINT_NUMBER).test(compact)) return null;
  const plain = comma ? compact.replace(/\./g, '').replace(',', '.') : compact.replace(/,/g, '');
  return Number(plain);
}

const DAY_FIRST = /^(?<d>\d{1,2})[/.-](?<m>\d{1,2})[/.-](?<y>\d{4}|\d{2})(?:[ T](?<h>\d{1,2}):(?<min>\d{2})(?::(?<s>\d{2}))?)?$/;
const ISO = /^(?<y>\d{4})-(?<m>\d{2})-(?<d>\d{2})(?:[ T](?<h>\d{2}):(?<min>\d{2})(?::(?<s>\d{2}))?)?$/;

/** 'DD/MM/YYYY' (also '-', '.', two-digit years, a time) or ISO 'YYYY-MM-DD' → a UTC Date; null otherwise. */
export function parseDate(text: string): Date | null {
  const t = text.trim();
  const parts = (DAY_FIRST.exec(t) ?? ISO.exec(t))?.groups;
  if (!parts) return null;
  const [day, month] = [Number(parts.d), Number(parts.m)];
  const year = Number(parts.y!.length === 2 ? `20${parts.y}` : parts.y);
  const date = new Date(Date.UTC(year, month - 1, day, Number(parts.h ?? 0), Number(parts.min ?? 0), Number(parts.s ?? 0)));
  // 31/02/2026 rolls over to March: not a date.
  return date.getUTCDate() === day && date.getUTCMonth() === month - 1 ? date : null;
}

/** A number as a code: 123456 → '123456', never '1.23456e5' or with grouping. */
const numberAsText = (n: number) => (Number.isInteger(n) ? BigInt(n).toString() : String(n));
const dateAsText = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;

/**
 * Converts a raw cell to the column's type. `ok: false` when it cannot (the original value is kept
 * so a screen can show what was in the file).
 */
export function typeCell(raw: Cell, type: CellType, conventions: TextConventions): { value: Cell; ok: boolean } {
  const value = typeof raw === 'string' ? raw.trim() : raw;
  if (value === null || value === '') return { value: null, ok: true };
  if (typeof value === 'string') {
    switch (type) {
      case 'text':
        return { value, ok: true };
      case 'number': {
        const n = parseNumber(value, conventions.decimalComma);
        return n === null ? { value, ok: false } : { value: n, ok: true };
      }
      case 'date': {
        const d = parseDate(value);
        return d ? { value: d, ok: true } : { value, ok: false };
      }
      case 'auto': {
        if (!conventions.inferFromText || LEADING_ZERO.test(value)) return { value, ok: true };
        return { value: parseNumber(value, conventions.decimalComma) ?? parseDate(value) ?? value, ok: true };
      }
    }
  }
  switch (type) {
    case 'auto':
      return { value, ok: true };
    case 'text':
      return {
        value: typeof value === 'number' ? numberAsText(value) : value instanceof Date ? dateAsText(value) : String(value),
        ok: true,
      };
    case 'number':
      return { value, ok: typeof value === 'number' };
    case 'date':
      return { value, ok: value instanceof Date };
  }
}

/** A header as people type it: no accents, case, punctuation or extra spaces ('Codi  Nacional.' = 'codi nacional'). */
export const normalizeHeader = (cell: Cell) =>
  String(cell ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export const isBlank = (cell: Cell) => cell === null || (typeof cell === 'string' && cell.trim() === '');
