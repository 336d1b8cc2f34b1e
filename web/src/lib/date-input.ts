/**
 * Dates as people type them (spec §9): D/M/YYYY or DD/MM/YYYY (slashes, dashes or dots),
 * read into a YYYY-MM-DD calendar day. A day that does not exist (31/02/2026) is refused, not rolled over.
 */
export type DayInput =
  | { kind: 'empty' }
  | { kind: 'day'; day: string }
  /** Typed in full, but no such day in the calendar. */
  | { kind: 'impossible' }
  /** Not (yet) a D/M/YYYY date. */
  | { kind: 'unreadable' };

const TYPED_DAY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

export function parseDayInput(text: string): DayInput {
  const trimmed = text.trim();
  if (!trimmed) return { kind: 'empty' };
  const match = TYPED_DAY.exec(trimmed);
  if (!match) return { kind: 'unreadable' };
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists ? { kind: 'day', day: `${pad(year, 4)}-${pad(month)}-${pad(day)}` } : { kind: 'impossible' };
}
