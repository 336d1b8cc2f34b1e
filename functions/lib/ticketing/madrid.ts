import { KEY_RANGE_END } from '../data/key-range';
import { once } from '../../../shared/once';

/** Day filters are days in Madrid (the business's clock); rows keep UTC instants. */
// Made on first use: the first Intl object of a process loads ICU data, milliseconds of every cold start (bench:lambda).
const offsetFormat = /* @__PURE__ */ once(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Madrid',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

/** Minutes Madrid is ahead of UTC at an instant. */
function madridOffsetMinutes(at: Date): number {
  const parts = Object.fromEntries(
    offsetFormat()
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const local = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!);
  return Math.round((local - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/** The UTC instant (ISO) at which a Madrid day (YYYY-MM-DD) starts. */
export function madridDayStart(day: string): string {
  const noon = new Date(`${day}T12:00:00Z`);
  const offset = madridOffsetMinutes(noon);
  return new Date(Date.parse(`${day}T00:00:00Z`) - offset * 60_000).toISOString();
}

/** The UTC instant (ISO) at which the Madrid day after `day` starts (an exclusive end). */
export function madridDayEnd(day: string): string {
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return madridDayStart(next);
}

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
