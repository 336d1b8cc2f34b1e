/**
 * The API's error contract. Handlers throw these; the group handler turns them into answers:
 *   404 {message} · 422/429 {message, errors: {field: [messages]}} · 409 · 500 generic.
 */
import type { ServerMessageKey } from '../../../shared/i18n/server-messages';

export type FieldErrors = Record<string, { key: ServerMessageKey; vars?: Record<string, string | number> }[]>;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: ServerMessageKey,
    readonly vars: Record<string, string | number> = {},
    /** Per-field errors (422, 429). */
    readonly fields?: FieldErrors,
    readonly headers: Record<string, string> = {},
    /** More of the answer's body beside message and errors (e.g. a 409's current record). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(messageKey);
  }
}

export const unauthenticated = () => new HttpError(401, 'errors.unauthenticated');
export const forbidden = () => new HttpError(403, 'errors.forbidden');
export const notFound = (key: ServerMessageKey = 'errors.record_not_found') => new HttpError(404, key);
export const conflict = () => new HttpError(409, 'errors.conflict');

/** 422 for one or more fields, e.g. invalid('email', 'validation.unique'). */
export function invalid(field: string, key: ServerMessageKey, vars?: Record<string, string | number>): HttpError {
  return new HttpError(422, 'errors.invalid', {}, { [field]: [{ key, vars }] });
}

/** 429 with the seconds to wait, reported on a field so screens can show it in place. */
export function tooMany(field: string, retryAfterSeconds: number): HttpError {
  const vars = { seconds: retryAfterSeconds };
  return new HttpError(
    429,
    'errors.too_many',
    vars,
    { [field]: [{ key: 'errors.too_many', vars }] },
    {
      'Retry-After': String(retryAfterSeconds),
    },
  );
}
