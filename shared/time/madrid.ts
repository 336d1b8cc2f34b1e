/**
 * The business's clock: Europe/Madrid, for server, web, seeds and tests alike. Instants are stored as
 * UTC; days and months are Madrid calendar days, so a day across a DST change (last Sunday of March
 * and of October) lasts 23 or 25 hours. One algorithm: the runtime's ICU time-zone data read through
 * Intl.DateTimeFormat#formatToParts (no tz library: Node and every browser carry the data already).
 */
import { once } from '../once';

export const MADRID_TIME_ZONE = 'Europe/Madrid';

// Made on first use: the first Intl object of a process loads ICU data, milliseconds of every cold start (bench:lambda).
const partsFormat = /* @__PURE__ */ once(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: MADRID_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }),
);

export interface MadridParts {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:mm:ss' */
  time: string;
  /** 'YYYY-MM' */
  month: string;
}

/** The Madrid calendar date and wall time of an instant. */
export function madridParts(instant: Date | string | number): MadridParts {
  const d = instant instanceof Date ? instant : new Date(instant);
  const p = Object.fromEntries(
    partsFormat()
      .formatToParts(d)
      .map((x) => [x.type, x.value]),
  ) as Record<string, string>;
  const date = `${p.year}-${p.month}-${p.day}`;
  return { date, time: `${p.hour}:${p.minute}:${p.second}`, month: date.slice(0, 7) };
}

/** Today's Madrid calendar date, 'YYYY-MM-DD'. */
export const madridToday = (now: Date = new Date()) => madridParts(now).date;

/** The current Madrid month, 'YYYY-MM'. */
export const currentMonth = (now: Date = new Date()) => madridParts(now).month;

/** Madrid's offset from UTC at an instant, in milliseconds (+1 h in winter, +2 h in summer). */
function offsetAt(ms: number): number {
  const { date, time } = madridParts(ms);
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi, s] = time.split(':').map(Number) as [number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi, s) - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant of a Madrid wall time. null when that wall time does not exist (the hour skipped on
 * the last Sunday of March); the hour repeated in October resolves to its first occurrence
 * (summer time), the one a clock reading it first would mean.
 */
export function madridInstant(date: string, time = '00:00:00'): Date | null {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h = 0, mi = 0, s = 0] = time.split(':').map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  if (Number.isNaN(wall)) return null;
  const wanted = `${date}T${[h, mi, s].map((n) => String(n).padStart(2, '0')).join(':')}`;
  const candidates = [...new Set([offsetAt(wall - 86_400_000), offsetAt(wall + 86_400_000)])]
    .map((off) => wall - off)
    .filter((ms) => {
      const p = madridParts(ms);
      return `${p.date}T${p.time}` === wanted;
    })
    .sort((a, b) => a - b);
  return candidates.length ? new Date(candidates[0]!) : null;
}

/** The next calendar date of 'YYYY-MM-DD'. */
export function nextDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** The month after 'YYYY-MM'. */
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 7);
}

/** The month before 'YYYY-MM'. */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);
}

/** [from, to) instants of a Madrid calendar day: 23, 24 or 25 hours long (midnight always exists in Madrid). */
export function dayBounds(date: string): { from: Date; to: Date } {
  return { from: madridInstant(date)!, to: madridInstant(nextDate(date))! };
}

/** [from, to) instants of a Madrid calendar month. */
export function monthBounds(month: string): { from: Date; to: Date } {
  return { from: madridInstant(`${month}-01`)!, to: madridInstant(`${nextMonth(month)}-01`)! };
}

/** 'DD/MM/YYYY HH:mm:ss' (spec §9) in Madrid time, for mails, documents and server-made pages; without seconds: 'DD/MM/YYYY HH:mm'. */
export function formatMadridDateTime(instant: Date | string | number, { seconds = true } = {}): string {
  const { date, time } = madridParts(instant);
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y} ${seconds ? time : time.slice(0, 5)}`;
}
