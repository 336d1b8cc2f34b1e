/**
 * Fixed-window rate limits kept in the table (RateLimit entity): each request adds 1 to the
 * counter of its window with an atomic ADD that is refused once the limit is reached, so
 * concurrent requests cannot overshoot. The counter item expires (TTL) after its window.
 */
import { RateLimit } from './data/entities/rate-limit';
import { tooMany } from './http/errors';

export interface Limit {
  /** What is counted, e.g. "password-create:email". */
  bucket: string;
  /** Whose requests, e.g. the e-mail or the caller IP. */
  key: string;
  limit: number;
  windowSeconds: number;
}

export function isConditionalFailure(e: unknown): boolean {
  for (let err = e as { name?: string; cause?: unknown; message?: string } | undefined; err; err = err.cause as typeof err) {
    if (err.name === 'ConditionalCheckFailedException') return true;
    if (typeof err.message === 'string' && err.message.includes('conditional request failed')) return true;
  }
  return false;
}

/** Counts one request; answers the seconds to wait when the limit is already reached, else 0. */
export async function hit(l: Limit, now = Date.now()): Promise<number> {
  const nowSeconds = Math.floor(now / 1000);
  const windowStart = nowSeconds - (nowSeconds % l.windowSeconds);
  const windowEnd = windowStart + l.windowSeconds;
  try {
    await RateLimit()
      .update({ bucket: l.bucket, key: l.key, windowStart })
      .add({ hits: 1 })
      .set({ expiresAt: windowEnd + 60 })
      .where((a, op) => `${op.notExists(a.hits)} OR ${op.lt(a.hits, l.limit)}`)
      .go({ response: 'none' });
    return 0;
  } catch (e) {
    if (isConditionalFailure(e)) return Math.max(1, windowEnd - nowSeconds);
    throw e;
  }
}

/** Counts the request against every limit; throws 429 on `field` when one is exceeded. */
export async function enforce(limits: Limit[], field: string): Promise<void> {
  let wait = 0;
  for (const l of limits) wait = Math.max(wait, await hit(l));
  if (wait > 0) throw tooMany(field, wait);
}

/**
 * The caller's IP. Behind CloudFront, API Gateway's sourceIp is an edge address shared by many
 * viewers, so the viewer address CloudFront forwards (CloudFront-Viewer-Address, "ip:port", when
 * the distribution's origin request policy includes it) is preferred; direct calls use sourceIp.
 */
export function callerIp(event: {
  headers?: Record<string, string | undefined> | null;
  requestContext?: { identity?: { sourceIp?: string | null } };
}): string {
  const viewer = event.headers?.['cloudfront-viewer-address'] ?? event.headers?.['CloudFront-Viewer-Address'];
  if (viewer) return viewer.replace(/:\d+$/, '');
  return event.requestContext?.identity?.sourceIp || 'unknown';
}
