import { KEY_RANGE_END } from '../data/key-range';
import { dayBounds } from '../../../shared/time/madrid';

// Day filters are days in Madrid (the business's clock); rows keep UTC instants.

/** The UTC instant (ISO) at which a Madrid day (YYYY-MM-DD) starts. */
export const madridDayStart = (day: string): string => dayBounds(day).from.toISOString();

/** The UTC instant (ISO) at which the Madrid day after `day` starts (an exclusive end). */
export const madridDayEnd = (day: string): string => dayBounds(day).to.toISOString();

interface CreatedKeyRange<P> {
  between(from: { createdAt: string }, to: { createdAt: string }): P;
}

/**
 * The key condition of a day-range filter on an index sorted by createdAt (then an id): an instant
 * string bounds it from below and above. Always a `between`, open ends included: the index's
 * partition is shared by other entities' items (an empty partition key), and a bare >= or < would
 * run past this entity's key prefix into theirs. Undefined when neither day is given.
 */
export function createdWithinDays<P>(
  query: CreatedKeyRange<P>,
  search: { date_from?: string | undefined; date_to?: string | undefined },
): P | undefined {
  if (!search.date_from && !search.date_to) return undefined;
  const from = search.date_from ? madridDayStart(search.date_from) : '';
  const to = search.date_to ? madridDayEnd(search.date_to) : KEY_RANGE_END;
  return query.between({ createdAt: from }, { createdAt: to });
}
