/**
 * Tamper evidence of the working-time register: each worker's records form a chain of MACs. A
 * record's MAC is an HMAC (KMS, mac.ts) over its canonical content, which includes the previous
 * record's MAC (`prevMac`) and the key's id, so editing, removing, reordering or moving any record
 * breaks its own MAC or the next one's link, and without the key nobody can recompute them.
 * Each day's chain heads are also written to a WORM bucket (anchors.ts): even a key holder cannot
 * rewrite a day that was anchored without the anchor telling.
 *
 * Records written before the key (a bare SHA-256 chain, `hash`/`prevHash`) are re-linked
 * once under the key by migrate.ts after their SHA-256 chain is checked; the legacy rule verifies
 * nothing any more (anyone can recompute a SHA-256 chain).
 */
import { createHash } from 'node:crypto';

/** The link before a worker's first record (and the legacy chain's genesis hash). */
export const GENESIS = '0'.repeat(64);
export const GENESIS_HASH = GENESIS;

/** JSON with object keys sorted at every level: the same content always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** The legacy link: SHA-256 over the previous hash and the content. Only the migration reads it. */
export function recordHash(prevHash: string, content: unknown): string {
  return createHash('sha256').update(prevHash).update('\n').update(canonicalJson(content)).digest('hex');
}

/**
 * What KMS MACs for a record: a digest of its canonical content (KMS takes messages up to 4 KiB;
 * a reason can be long), prefixed with the scheme, so the same bytes never mean anything else.
 */
export function macMessage(content: unknown): string {
  return `wtc-record-v2\n${createHash('sha256').update(canonicalJson(content)).digest('hex')}`;
}
