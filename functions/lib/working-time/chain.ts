/**
 * Tamper evidence of the working-time register: each worker's records form a hash chain. A record's
 * hash is SHA-256 over the previous record's hash and the record's canonical content (its fields
 * but the hash, keys sorted), so editing, removing or reordering any record breaks every link after it.
 */
import { createHash } from 'node:crypto';

/** The hash before a worker's first record. */
export const GENESIS_HASH = '0'.repeat(64);

/** JSON with object keys sorted at every level: the same content always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export function recordHash(prevHash: string, content: unknown): string {
  return createHash('sha256').update(prevHash).update('\n').update(canonicalJson(content)).digest('hex');
}
