/**
 * Novelty (spec §4: files are marked as novelty between novelty_start and novelty_end).
 * Dates are calendar days (YYYY-MM-DD) in the group's time zone; both ends are included.
 */
export const PORTAL_TIME_ZONE = 'Europe/Madrid';

/** Today's calendar date in Madrid, YYYY-MM-DD. */
export function madridToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: PORTAL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * A file is a novelty when at least one end is set and today lies within them (inclusive);
 * an open end is unbounded on that side.
 */
export function isNovelty(start: string | null | undefined, end: string | null | undefined, today: string): boolean {
  if (!start && !end) return false;
  if (start && today < start) return false;
  if (end && today > end) return false;
  return true;
}
