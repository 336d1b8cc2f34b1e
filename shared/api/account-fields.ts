/**
 * Account field rules shared by the acl and session route groups. A module of its own so that
 * neither group's route file (and so its Lambda bundle) imports the other's route table.
 */
import * as z from 'zod';

/** Field rules shared by the access-control forms (§5) and the session routes (password, profile). */
export const fields = {
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  name: z.string().trim().min(1).max(255),
  /** Required and valid (guest forms, password recovery, profile). Compared lower-cased. */
  email: z.string().trim().min(1).max(254).pipe(z.email()),
  /** Role ids as selected in a tree (leaves); the server adds ancestors and base roles. */
  roles: z.array(z.number().int().positive()).max(200),
  guestType: z
    .number()
    .int()
    .refine((v) => v === 1 || v === 2, { params: { key: 'validation.in' } }),
  locale: z.enum(['ca', 'es']),
};

/** Password strength (§5): a lowercase letter, an uppercase letter, a digit and a special character. */
export const PASSWORD_MIN = 8;
export function isStrongPassword(v: string): boolean {
  return /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v) && /[^A-Za-z0-9]/.test(v);
}

function checkNewPassword(v: string | null | undefined, ctx: z.RefinementCtx) {
  if (!v) return;
  if (v.length < PASSWORD_MIN)
    ctx.addIssue({ code: 'custom', params: { key: 'validation.min_string', vars: { min: PASSWORD_MIN } } });
  else if (!isStrongPassword(v)) ctx.addIssue({ code: 'custom', params: { key: 'validation.password_strength' } });
}

/** A new password (password reset): required, at least 8 characters, the strength rule. */
export const requiredPassword = () => z.string().min(1).max(256).superRefine(checkNewPassword);

/** A new password (profile): empty or absent keeps the current one; else as above. */
export const optionalPassword = () => z.string().max(256).nullish().superRefine(checkNewPassword);

/** `password_confirmation` must equal `password` (reported on `password`, as the screens show it). */
export function confirmed<T extends { password?: string | null; password_confirmation?: string | null }>(v: T): boolean {
  return !v.password || v.password === (v.password_confirmation ?? '');
}
export const CONFIRMED = { path: ['password'], params: { key: 'validation.confirmed' } };
