/**
 * The API's two number rules (docs/spec-decisions.md).
 *
 * - A JSON body carries numbers as JSON numbers: its fields use plain `z.number()` (never
 *   `z.coerce`, which takes [5], true, "", "0x1" or " 5 " for a number). shared/api/strict-numbers.test.ts
 *   walks every route's body and fails on a field that takes any of those.
 * - Path params and query strings only ever arrive as text: `textNumber(schema)` reads decimal
 *   digits (optionally signed, with a decimal point) and hands anything else to `schema` unchanged,
 *   so "0x1", " 5 ", "1e3" or "" get the field's usual "must be a number" 422.
 */
import * as z from 'zod/mini';

const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/** Decimal digits → their number; any other value is left for the number schema to refuse. */
export const fromDecimalText = (v: unknown): unknown => (typeof v === 'string' && DECIMAL_TEXT.test(v) ? Number(v) : v);

/** A number read from a path param or query string value (see above); `schema` holds its checks. */
export function textNumber<S extends z.core.$ZodType<number>>(schema: S) {
  return z.pipe(z.transform(fromDecimalText), schema);
}
