/**
 * Fixed-window rate limits kept in the table (RateLimit entity): each request adds 1 to the
 * counter of its window with an atomic ADD that is refused once the limit is reached, so
 * concurrent requests cannot overshoot. The counter item expires (TTL) after its window.
 */
import { timingSafeEqual } from 'node:crypto';
import { addHit } from './data/entities/rate-limit';
import { env } from './env';
import { secretLoader } from './secrets';
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
    await addHit({ bucket: l.bucket, key: l.key, windowStart }, l.limit, windowEnd + 60);
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

const originVerify = secretLoader('Origin verify secret', env.originVerifySecret, env.originVerifySecretArn);

type IpEvent = {
  headers?: Record<string, string | undefined> | null;
  requestContext?: { identity?: { sourceIp?: string | null } };
};

/** Whether the request came through our CloudFront distribution (it adds x-origin-verify). */
async function viaCloudFront(event: IpEvent): Promise<boolean> {
  const sent = event.headers?.['x-origin-verify'];
  if (!sent || !(env.originVerifySecret() || env.originVerifySecretArn())) return false;
  const expected = await originVerify();
  const given = new TextEncoder().encode(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The caller's IP. Behind CloudFront, API Gateway's sourceIp is an edge address shared by many
 * viewers, so CloudFront stamps the viewer's IP in x-viewer-ip. That header is trusted only with a
 * valid x-origin-verify; a direct call to the API (or a forged header) is counted by its sourceIp.
 */
export async function callerIp(event: IpEvent): Promise<string> {
  const viewer = event.headers?.['x-viewer-ip'];
  if (viewer && (await viaCloudFront(event))) return viewer;
  return event.requestContext?.identity?.sourceIp || 'unknown';
}
