/**
 * Account field rules shared by the acl and session route groups. A module of its own so that
 * neither group's route file (and so its Lambda bundle) imports the other's route table.
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { textNumber } from './numbers';

/** Field rules shared by the access-control forms (§5) and the session routes (password, profile). */
export const fields = lazySchema(() => ({
  /** A record id in a JSON body: a JSON number (shared/api/numbers.ts). */
  id: z.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER)),
  /** A record id in a path param or query string: decimal digits. */
  idText: textNumber(z.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER))),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
  /** Required and valid (guest forms, password recovery, profile). Compared lower-cased. */
  email: z.pipe(z.string().check(z.trim(), z.minLength(1), z.maxLength(254)), z.email()),
  /** Role ids as selected in a tree (leaves); the server adds ancestors and base roles. */
  roles: z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(200)),
  guestType: z.number().check(
    z.int(),
    z.refine((v) => v === 1 || v === 2, { params: { key: 'validation.in' } }),
  ),
  locale: z.enum(['ca', 'es']),
}));

/** Password strength (§5): a lowercase letter, an uppercase letter, a digit and a special character. */
export const PASSWORD_MIN = 8;
export function isStrongPassword(v: string): boolean {
  return /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v) && /[^A-Za-z0-9]/.test(v);
}

function checkNewPassword(v: string | null | undefined, ctx: z.core.$RefinementCtx) {
  if (!v) return;
  if (v.length < PASSWORD_MIN)
    ctx.addIssue({ code: 'custom', params: { key: 'validation.min_string', vars: { min: PASSWORD_MIN } } });
  else if (!isStrongPassword(v)) ctx.addIssue({ code: 'custom', params: { key: 'validation.password_strength' } });
}

/** A new password (password reset): required, at least 8 characters, the strength rule. */
export const requiredPassword = () => z.string().check(z.minLength(1), z.maxLength(256), z.superRefine(checkNewPassword));

/** A new password (profile): empty or absent keeps the current one; else as above. */
export const optionalPassword = () => z.nullish(z.string().check(z.maxLength(256))).check(z.superRefine(checkNewPassword));

/** `password_confirmation` must equal `password` (reported on `password`, as the screens show it). */
export function confirmed<T extends { password?: string | null; password_confirmation?: string | null }>(v: T): boolean {
  return !v.password || v.password === (v.password_confirmation ?? '');
}
export const CONFIRMED = { path: ['password'], params: { key: 'validation.confirmed' } };
