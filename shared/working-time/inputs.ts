/**
 * Input rules and access of the working-time routes, shared by the two route files (the register
 * and its exports: two Lambdas, neither importing the other's route table).
 */
import * as z from 'zod';
import { ROLE } from '../roles/catalogue';
import { anyOf } from '../api/route';
import { isFutureMonth, MONTH_PATTERN, parseWallTime } from './time';

/** The worker: any internal account. */
export const worker = anyOf(ROLE.internal);
export const administrator = anyOf(ROLE.workingTimeAdmin);
/** Reading every register: the administrator or the inspection role. */
export const reader = anyOf(ROLE.workingTimeAdmin, ROLE.workingTimeInspection);

export const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** 'YYYY-MM', not after the current month (Europe/Madrid). */
export const month = z
  .string()
  .regex(MONTH_PATTERN)
  .refine((m) => m >= '2000-01', { params: { key: 'validation.wtc_month_format' } })
  .refine((m) => !isFutureMonth(m), { params: { key: 'validation.wtc_month_future' } });

/** An instant or a Madrid wall time, answered as an ISO instant (UTC). */
export const wallTime = z
  .string()
  .max(40)
  .transform((v, ctx) => {
    const parsed = parseWallTime(v);
    if (parsed === 'format') {
      ctx.addIssue({ code: 'custom', params: { key: 'validation.wtc_time_format' } });
      return z.NEVER;
    }
    if (parsed === 'nonexistent') {
      ctx.addIssue({ code: 'custom', params: { key: 'validation.wtc_time_nonexistent' } });
      return z.NEVER;
    }
    return parsed.toISOString();
  });

/** Why an administrator changes the register: required, kept for ever. */
export const reason = z.string().trim().min(1).max(500);
