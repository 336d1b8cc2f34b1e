/**
 * Novelty (spec §4: files are marked as novelty between novelty_start and novelty_end).
 * Dates are Madrid calendar days (YYYY-MM-DD, madridToday in shared/time/madrid.ts); both ends are included.
 */

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
