/** Ordering and text matching shared by the datatable strategies. */
import type { SortValue } from './spec';
import { once } from '../../../shared/once';

// Made on first use: the first Intl object of a process loads ICU data, milliseconds of every cold start (bench:lambda).
const collator = /* @__PURE__ */ once(() => new Intl.Collator('ca', { sensitivity: 'base', numeric: true }));

/** Catalan order for text, numeric for numbers; blanks sort last in either direction. */
export function compareValues(a: SortValue, b: SortValue): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : collator().compare(String(a), String(b));
}

/** Lower case without accents: "Farmàcia" matches "farmacia". */
export function fold(s: string | null | undefined): string {
  return (s ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** `needle` appears in `hay`, ignoring case and accents. */
export const contains = (hay: string | null | undefined, needle: string) => fold(hay).includes(fold(needle));

/** A value inside an optional inclusive range. */
export function inRange<T extends string | number>(value: T | null | undefined, r: { from?: T | null; to?: T | null }): boolean {
  if (value === null || value === undefined) return r.from == null && r.to == null;
  return (r.from == null || value >= r.from) && (r.to == null || value <= r.to);
}
