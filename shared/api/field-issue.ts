/**
 * Reporting a field's 422 message from inside a zod/mini `transform`. Classic zod gave transforms
 * `ctx.addIssue`; mini hands them the bare parse payload, so the issue is pushed onto it (the same
 * `custom` issue, with the input, that addIssue made: functions/lib/http/validation.ts reads
 * `params.key` and `params.vars`).
 */
import type * as z from 'zod/mini';
import type { ServerMessageKey } from '../i18n/server-messages';

export function addFieldIssue(ctx: z.core.ParsePayload, key: ServerMessageKey, vars?: Record<string, string | number>): void {
  ctx.issues.push({ code: 'custom', input: ctx.value, params: vars ? { key, vars } : { key } });
}
