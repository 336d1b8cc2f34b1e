/**
 * Working-time arithmetic, shared by server and web. Entries are stored as instants (UTC ISO
 * strings); days and months are Madrid calendar days (shared/time/madrid.ts), so durations are
 * always instant differences, never wall-clock ones.
 */
import { currentMonth, madridInstant } from '../time/madrid';

/** An entry open longer than this is a forgotten clock-out (flagged, never closed automatically). */
export const FORGOTTEN_AFTER_HOURS = 12;
export const FORGOTTEN_AFTER_MS = FORGOTTEN_AFTER_HOURS * 3600 * 1000;

/** 'YYYY-MM' */
export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** Local wall time 'YYYY-MM-DDTHH:mm' or 'YYYY-MM-DDTHH:mm:ss' (a space also separates), optionally with Z or ±HH:mm. */
export const WALL_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/;

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
