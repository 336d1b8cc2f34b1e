/**
 * How a manual-sales cell typed or pasted from a Spanish spreadsheet reads (§3 manual sale row):
 * dates as Ymd, YYYY-MM-DD or DD/MM/YYYY; numbers with a decimal comma or point and optional
 * thousands dots. Shared by the grid (to show what the server will read) and the route schema.
 */
import { yearInRange } from '../api/dates';

/** 'YYYY-MM-DD' of a typed date, years 1900..2100 (shared/api/dates.ts), or null when it is not a real calendar date. */
export function readDay(text: string): string | null {
  const t = text.trim();
  let m = /^(\d{4})(\d{2})(\d{2})$/.exec(t) ?? /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  let y: number, mo: number, d: number;
  if (m) [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else {
    m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
    if (!m) return null;
    [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  }
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || !yearInRange(`${y}-`))
    return null;
  return `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * A number typed the Spanish way ('1.234,56', '12,5') or the English way ('1234.56'), or null.
 * A lone dot followed by exactly three digits ('1.234') is a thousands separator, as Spanish
 * spreadsheets write it.
 */
export function readNumber(text: string | number): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  let t = text.trim().replace(/\s|€/g, '');
  if (t === '') return null;
  if (t.includes(',')) t = t.replace(/\./g, '').replace(',', '.');
  else if (/^-?\d{1,3}(\.\d{3})+$/.test(t)) t = t.replace(/\./g, '');
  if (!/^-?\d+(\.\d+)?$/.test(t)) return null;
  return Number(t);
}

/** Ymd of a 'YYYY-MM-DD' day (the spec's manual sale date). */
export const ymd = (day: string) => day.replace(/-/g, '');
