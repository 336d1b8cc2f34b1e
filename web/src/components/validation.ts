/**
 * The reusable field rules of spec §5, checked on screen before anything is sent (the server
 * checks them again). A rule answers null when the value passes, else the catalogue key of its
 * message and the values the message needs.
 */
import { ApiError } from '../lib/http';
export interface FieldIssue {
  key: string;
  vars?: Record<string, string | number>;
}

export type Rule = (value: string) => FieldIssue | null;

export type Issues<F extends string> = Partial<Record<F, FieldIssue>>;

/** Password minimum on screens (§5, §9: 8; the 6 of a server text is not followed). */
export const PASSWORD_MIN = 8;

/** A plain address pattern: something@domain.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** required: obligatory (spaces alone do not count). */
export const required: Rule = (v) => (v.trim() === '' ? { key: 'validation.required' } : null);

/** e-mail: empty accepted, else the standard address pattern. */
export const email: Rule = (v) => (v.trim() === '' || EMAIL.test(v.trim()) ? null : { key: 'validation.email' });

/** min length: empty accepted. */
export const minLength =
  (min: number): Rule =>
  (v) =>
    v === '' || v.length >= min ? null : { key: 'validation.min_string', vars: { min } };

/** Password strength: a lowercase letter, an uppercase letter, a digit and a special character; empty accepted. */
export const strongPassword: Rule = (v) =>
  v === '' || (/[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v) && /[^A-Za-z0-9]/.test(v))
    ? null
    : { key: 'validation.password_strength' };

/** confirmation: the value must equal its confirmation. */
export const confirmedBy =
  (other: string): Rule =>
  (v) =>
    v === other ? null : { key: 'validation.confirmed' };

/** The first rule that fails, or null. */
export function check(value: string, ...rules: Rule[]): FieldIssue | null {
  for (const rule of rules) {
    const issue = rule(value);
    if (issue) return issue;
  }
  return null;
}

/** Builds the issues of a form from field → issue, leaving out the fields that pass. */
export function issues<F extends string>(entries: Record<F, FieldIssue | null>): Issues<F> {
  const out: Issues<F> = {};
  for (const [field, issue] of Object.entries(entries) as [F, FieldIssue | null][]) if (issue) out[field] = issue;
  return out;
}

/** The message of an issue in the current language (for a FormField's errorText). */
export function issueText(
  t: (key: string, vars?: Record<string, string | number>) => string,
  issue: FieldIssue | null | undefined,
): string | undefined {
  return issue ? t(issue.key, issue.vars) : undefined;
}

export const hasIssues = (found: Issues<string>): boolean => Object.keys(found).length > 0;

/** A new password (§5): when given, at least 8 characters and the strength rule; the confirmation equals it. */
export function newPasswordIssues(
  password: string,
  confirmation: string,
  { required: mandatory }: { required: boolean },
): Issues<'password' | 'password_confirmation'> {
  return issues({
    password: mandatory
      ? check(password, required, minLength(PASSWORD_MIN), strongPassword)
      : check(password, minLength(PASSWORD_MIN), strongPassword),
    password_confirmation: password === '' && !mandatory ? null : check(confirmation, confirmedBy(password)),
  });
}

/**
 * The one way a server 422 lands on a form: the first message of each field, shown by that
 * field (the call passes `handle: [422]` so no global alert hides behind a dialog). A 422 with
 * no fields answers its message under `_form`; null when the error is of another kind.
 */
export type ServerErrors = Record<string, string>;

export function serverFieldErrors(error: unknown): ServerErrors | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const out: ServerErrors = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) if (messages[0]) out[field] = messages[0];
  if (Object.keys(out).length === 0 && error.message) out._form = error.message;
  return out;
}
