/**
 * Working-time clock arithmetic in Europe/Madrid, shared by server and web. Entries are stored as
 * instants (UTC ISO strings); days and months are Madrid calendar days, so a day across a DST
 * change lasts 23 or 25 hours and durations are always instant differences, never wall-clock ones.
 */

export const WORK_TIME_ZONE = 'Europe/Madrid';

/** An entry open longer than this is a forgotten clock-out (flagged, never closed automatically). */
export const FORGOTTEN_AFTER_HOURS = 12;
export const FORGOTTEN_AFTER_MS = FORGOTTEN_AFTER_HOURS * 3600 * 1000;

/** 'YYYY-MM' */
export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** Local wall time 'YYYY-MM-DDTHH:mm' or 'YYYY-MM-DDTHH:mm:ss' (a space also separates), optionally with Z or ±HH:mm. */
export const WALL_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/;

// Made on first use: the first Intl object of a process loads ICU data, milliseconds of every cold start (bench:lambda).
let partsFormatMade: Intl.DateTimeFormat | undefined;
const partsFormat = () =>
  (partsFormatMade ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: WORK_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }));

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

/**
 * Reads a wall time as the API takes it: with Z or an offset it is that instant; without, a Madrid
 * wall time. Answers the instant, 'format' for an unreadable value, 'nonexistent' for a skipped hour.
 */
export function parseWallTime(value: string): Date | 'format' | 'nonexistent' {
  const m = WALL_TIME_PATTERN.exec(value.trim());
  if (!m) return 'format';
  const [, y, mo, d, h, mi, s = '00', zone] = m as unknown as string[];
  const nums = [y, mo, d, h, mi, s].map(Number) as [number, number, number, number, number, number];
  const check = new Date(Date.UTC(nums[0], nums[1] - 1, nums[2], nums[3], nums[4], nums[5]));
  if (
    check.getUTCMonth() !== nums[1] - 1 ||
    check.getUTCDate() !== nums[2] ||
    check.getUTCHours() !== nums[3] ||
    check.getUTCMinutes() !== nums[4]
  )
    return 'format';
  if (zone) {
    const parsed = new Date(
      `${y}-${mo}-${d}T${h}:${mi}:${s}${zone === 'Z' ? 'Z' : zone.replace(/^([+-]\d{2}):?(\d{2})$/, '$1:$2')}`,
    );
    return Number.isNaN(parsed.getTime()) ? 'format' : parsed;
  }
  return madridInstant(`${y}-${mo}-${d}`, `${h}:${mi}:${s}`) ?? 'nonexistent';
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

/** [from, to) instants of a Madrid calendar day: 23, 24 or 25 hours long. */
export function dayBounds(date: string): { from: Date; to: Date } {
  return { from: madridInstant(date)!, to: madridInstant(nextDate(date))! };
}

/** [from, to) instants of a Madrid calendar month. */
export function monthBounds(month: string): { from: Date; to: Date } {
  return { from: madridInstant(`${month}-01`)!, to: madridInstant(`${nextMonth(month)}-01`)! };
}

/** The current Madrid month, 'YYYY-MM'. */
export const currentMonth = (now: Date = new Date()) => madridParts(now).month;

/** Whether 'YYYY-MM' lies after the current Madrid month (refused everywhere). */
export const isFutureMonth = (month: string, now: Date = new Date()) => month > currentMonth(now);

/** Whole seconds between two instants (an open entry: up to `now`). */
export function secondsBetween(start: string | Date, end: string | Date): number {
  return Math.max(0, Math.floor((new Date(end).getTime() - new Date(start).getTime()) / 1000));
}

/** Hours and minutes of a number of seconds (§9: "hours and minutes derive from seconds"). */
export function hoursMinutes(seconds: number): { hours: number; minutes: number } {
  const minutes = Math.floor(seconds / 60);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** '7:05' style total for documents and mails: hours (unbounded) and two-digit minutes. */
export function formatHoursMinutes(seconds: number): string {
  const { hours, minutes } = hoursMinutes(seconds);
  return `${hours}:${String(minutes).padStart(2, '0')}`;
}
