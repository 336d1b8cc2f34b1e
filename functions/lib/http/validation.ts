/** zod issues → the per-field messages of a 422 answer, in the caller's language. */
import * as z from 'zod/mini';
import type { ServerMessageKey } from '../../../shared/i18n/server-messages';
import { HttpError, type FieldErrors } from './errors';

type Issue = z.core.$ZodIssue & { input?: unknown };

function messageFor(issue: Issue): { key: ServerMessageKey; vars?: Record<string, string | number> } {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return { key: 'validation.required' };
      switch (issue.expected) {
        case 'string':
          return { key: 'validation.string' };
        case 'number':
        case 'int':
          return { key: issue.expected === 'int' ? 'validation.integer' : 'validation.number' };
        case 'boolean':
          return { key: 'validation.boolean' };
        case 'array':
          return { key: 'validation.array' };
        case 'object':
          return { key: 'validation.object' };
        case 'date':
          return { key: 'validation.date' };
        default:
          return { key: 'validation.format' };
      }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return min <= 1 ? { key: 'validation.required' } : { key: 'validation.min_string', vars: { min } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return min <= 1 ? { key: 'validation.required' } : { key: 'validation.min_array', vars: { min } };
      return { key: issue.inclusive === false ? 'validation.gt_number' : 'validation.min_number', vars: { min } };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { key: 'validation.max_string', vars: { max } };
      if (issue.origin === 'array' || issue.origin === 'set') return { key: 'validation.max_array', vars: { max } };
      return { key: issue.inclusive === false ? 'validation.lt_number' : 'validation.max_number', vars: { max } };
    }
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'validation.email' };
      if (issue.format === 'url') return { key: 'validation.url' };
      if (issue.format === 'date' || issue.format === 'datetime') return { key: 'validation.date' };
      return { key: 'validation.format' };
    case 'invalid_value':
      return { key: 'validation.in' };
    case 'not_multiple_of':
      return { key: 'validation.format' };
    case 'unrecognized_keys':
      return { key: 'validation.unknown_field' };
    case 'custom': {
      const key = (issue.params as { key?: ServerMessageKey } | undefined)?.key;
      return { key: key ?? 'validation.format', vars: (issue.params as { vars?: Record<string, string | number> })?.vars };
    }
    default:
      return { key: 'validation.format' };
  }
}

/** Parses `input` with `schema`; on failure throws a 422 with a message per field. */
export function parseOrThrow<S extends z.core.$ZodType>(schema: S, input: unknown, scope?: string): z.output<S> {
  const result = z.safeParse(schema, input, { reportInput: true });
  if (result.success) return result.data;
  throw new HttpError(422, 'errors.invalid', {}, fieldErrors(result.error, scope));
}

/** Parses several inputs at once so one answer lists every field in error (params, query, body). */
export function parseAll<T extends readonly [z.core.$ZodType | undefined, unknown][]>(
  pairs: T,
): { [K in keyof T]: T[K] extends [infer S, unknown] ? (S extends z.core.$ZodType ? z.output<S> : undefined) : never } {
  const fields = noPrototype();
  const out = pairs.map(([schema, input]) => {
    if (!schema) return undefined;
    const result = z.safeParse(schema, input, { reportInput: true });
    if (result.success) return result.data;
    for (const [k, v] of Object.entries(fieldErrors(result.error))) (fields[k] ??= []).push(...v);
    return undefined;
  });
  if (Object.keys(fields).length) throw new HttpError(422, 'errors.invalid', {}, fields);
  return out as never;
}

/**
 * Field names come from the client's keys (`__proto__`, `constructor`, `toString`…): a map without
 * a prototype keeps them plain entries instead of Object's own properties.
 */
function noPrototype(): FieldErrors {
  return Object.create(null) as FieldErrors;
}

function fieldErrors(error: z.core.$ZodError, scope?: string): FieldErrors {
  const fields = noPrototype();
  for (const issue of error.issues as Issue[]) {
    const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k]) : [issue.path];
    for (const p of paths) {
      const field = p.map(String).join('.') || scope || 'body';
      (fields[field] ??= []).push(messageFor(issue));
    }
  }
  return fields;
}
