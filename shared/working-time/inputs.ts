/**
 * Input rules and access of the working-time routes, shared by the two route files (the register
 * and its exports: two Lambdas, neither importing the other's route table).
 */
import * as z from 'zod/mini';
import { lazySchema } from '../api/lazy-schema';
import { textNumber } from '../api/numbers';
import { saneYear } from '../api/dates';
import { addFieldIssue } from '../api/field-issue';
import { ROLE } from '../roles/catalogue';
import { anyOf } from '../api/route';
import { isFutureMonth, MONTH_PATTERN, parseWallTime } from './time';

/** The worker: any internal account. */
export const worker = anyOf(ROLE.internal);
export const administrator = anyOf(ROLE.workingTimeAdmin);
/** Reading every register: the administrator or the inspection role. */
export const reader = anyOf(ROLE.workingTimeAdmin, ROLE.workingTimeInspection);
/** The staff's monthly summary: the readers and the workers' representatives (art. 34.9 ET). */
export const summaryReader = anyOf(ROLE.workingTimeAdmin, ROLE.workingTimeInspection, ROLE.workingTimeRepresentative);

/** An id in a JSON body (a JSON number); `idText` reads one from a path param or query string. */
export const id = lazySchema(() => z.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER)));
export const idText = lazySchema(() => textNumber(id));

/** 'YYYY-MM', not after the current month (Europe/Madrid). */
export const month = lazySchema(() =>
  z.string().check(
    z.regex(MONTH_PATTERN),
    z.refine((m) => m >= '2000-01', { params: { key: 'validation.wtc_month_format' } }),
    z.refine((m) => !isFutureMonth(m), { params: { key: 'validation.wtc_month_future' } }),
  ),
);

/** An instant or a Madrid wall time, answered as an ISO instant (UTC). */
export const wallTime = lazySchema(() =>
  z.pipe(
    z.string().check(z.maxLength(40), saneYear()),
    z.transform((v, ctx) => {
      const parsed = parseWallTime(v);
      if (parsed === 'format') {
        addFieldIssue(ctx, 'validation.wtc_time_format');
        return z.NEVER;
      }
      if (parsed === 'nonexistent') {
        addFieldIssue(ctx, 'validation.wtc_time_nonexistent');
        return z.NEVER;
      }
      return parsed.toISOString();
    }),
  ),
);

/** Why an administrator changes the register: required, kept for ever. */
export const reason = lazySchema(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(500)));
