/** Dialog form helpers of the intranet admin: server validation answers mapped onto the fields. */
import { ApiError } from '../../../lib/http';

/** The first message of each field of a 422 answer; null when the error is of another kind. */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) if (messages[0]) out[field] = messages[0];
  if (Object.keys(out).length === 0 && error.message) out._form = error.message;
  return out;
}

/** A whole number 0–1,000,000 (the directory order); '' counts as 0. */
export function parseOrder(value: string): number | null {
  const text = value.trim();
  if (text === '') return 0;
  if (!/^\d{1,7}$/.test(text)) return null;
  const n = Number(text);
  return n <= 1_000_000 ? n : null;
}

/** An http or https address (links are refused otherwise, as by the API). */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
