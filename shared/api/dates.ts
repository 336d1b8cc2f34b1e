/**
 * The API's one rule for days and months (docs/spec-decisions.md): years 1900 to 2100.
 * A well-formed year outside them ('9999-12-31', '0000-01-01') is a 422 on its field: past the
 * end it outran the open end of the key ranges (KEY_RANGE_END '9999') and DynamoDB refused the
 * query (500), and Date reads years 0-99 as 1900-1999.
 */
import * as z from 'zod/mini';

export const YEAR_MIN = 1900;
export const YEAR_MAX = 2100;

/** True unless `v` starts with a four-digit year outside YEAR_MIN..YEAR_MAX (format is checked elsewhere). */
export const yearInRange = (v: string): boolean => {
  const m = /^(\d{4})-/.exec(v);
  return !m || (Number(m[1]) >= YEAR_MIN && Number(m[1]) <= YEAR_MAX);
};

/** The year check of a date, month or date-time string field: validation.date_range on its field. */
export const saneYear = () =>
  z.refine<string>(yearInRange, { params: { key: 'validation.date_range', vars: { min: YEAR_MIN, max: YEAR_MAX } } });

/** A calendar day, YYYY-MM-DD (a real one: 2026-02-30 is refused), 1900..2100. */
export const isoDay = () => z.iso.date().check(saneYear());

/** A month, YYYY-MM, 1900..2100. */
export const isoMonth = () =>
  z.string().check(
    z.refine((v) => /^\d{4}-(0[1-9]|1[0-2])$/.test(v), { params: { key: 'validation.month' } }),
    saneYear(),
  );
