/**
 * How the working-time register reads on screen: instants shown as Europe/Madrid wall times
 * (whatever the browser's zone), durations as hours and minutes from seconds (§9), months by name,
 * and the live totals of an open entry (counted up to now, §2).
 */
import type { Locale } from '../../../../shared/i18n/locale';
import { hoursMinutes, secondsBetween } from '../../../../shared/working-time/time';
import { madridParts } from '../../../../shared/time/madrid';
import type { EntryTimes, WorkDay, WorkEntry } from '../../../../shared/working-time/views';
import { formatDate } from '../../lib/format';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** 14:05:09 in Madrid. */
export const madridTime = (instant: string | Date): string => madridParts(instant).time;

/** 24/11/2026 in Madrid. */
export const madridDate = (instant: string | Date): string => formatDate(madridParts(instant).date);

/** 24/11/2026 14:05:09 in Madrid. */
export const madridDateTime = (instant: string | Date): string => `${madridDate(instant)} ${madridTime(instant)}`;

/**
 * An entry's end as the day's table shows it: the time alone when it ends on the day it started,
 * with its date when it ends later (a shift across midnight); '' while open.
 */
export function endText(times: EntryTimes): string {
  if (!times.time_end) return '';
  const start = madridParts(times.time_start);
  const end = madridParts(times.time_end);
  return end.date === start.date ? end.time : `${formatDate(end.date)} ${end.time}`;
}

/** "08:00:00 – 15:30:00", or "08:00:00 – …" while open: an entry's times in a sentence or a list. */
export function rangeText(times: EntryTimes | null): string {
  if (!times) return '';
  return `${madridDate(times.time_start)} ${madridTime(times.time_start)} – ${times.time_end ? endText(times) : '…'}`;
}

/** "7 h 05 min" (hours unbounded, minutes of the hour). */
export function durationText(t: Translate, seconds: number): string {
  const { hours, minutes } = hoursMinutes(seconds);
  return t('workingTime.duration', { hours, minutes: String(minutes).padStart(2, '0') });
}

const monthFormats = new Map<Locale, Intl.DateTimeFormat>();

/** "novembre de 2026" / "noviembre de 2026" for 'YYYY-MM'. */
export function monthName(month: string, locale: Locale): string {
  let f = monthFormats.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(locale === 'ca' ? 'ca-ES' : 'es-ES', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(locale, f);
  }
  const [y, m] = month.split('-').map(Number) as [number, number];
  return f.format(new Date(Date.UTC(y, m - 1, 1)));
}

const weekdayFormats = new Map<Locale, Intl.DateTimeFormat>();

/** "dl. 24/11/2026" for a Madrid calendar day 'YYYY-MM-DD'. */
export function dayText(date: string, locale: Locale): string {
  let f = weekdayFormats.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(locale === 'ca' ? 'ca-ES' : 'es-ES', { weekday: 'short', timeZone: 'UTC' });
    weekdayFormats.set(locale, f);
  }
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${f.format(new Date(Date.UTC(y, m - 1, d)))} ${formatDate(date)}`;
}

/** Whether the entry is open and counts (a deleted entry never does). */
const runs = (entry: WorkEntry) => entry.time_end === null && !entry.deleted;

/** Whether anything in the month still grows (an open entry that counts). */
export const hasRunningEntry = (register: { days: WorkDay[] }): boolean => register.days.some((d) => d.entries.some(runs));

/** An entry's duration at `now`: an open one grows, a closed one is what the server said. */
export function liveEntrySeconds(entry: WorkEntry, now: Date): number {
  return runs(entry) ? secondsBetween(entry.time_start, now) : entry.seconds;
}

/**
 * A day's total at `now`: the server's total (computed at `serverNow`) plus the time its open
 * entries have run since.
 */
export function liveDaySeconds(day: WorkDay, serverNow: string, now: Date): number {
  const grown = day.entries.filter(runs).length * secondsBetween(serverNow, now);
  return day.seconds + grown;
}

/** The month's total at `now`, the same way. */
export function liveMonthSeconds(register: { seconds: number; days: WorkDay[]; now: string }, now: Date): number {
  const open = register.days.flatMap((d) => d.entries).filter(runs).length;
  return register.seconds + open * secondsBetween(register.now, now);
}
