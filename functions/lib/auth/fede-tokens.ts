/**
 * Credentials exchanged with the partner ("fede") analytics application, HS256 with a secret both
 * sides share (FEDE_SHARED_SECRET locally, FEDE_SHARED_SECRET_ARN in AWS; never in code).
 *
 * - Incoming (POST /api/login-fede): signed by the partner, iss "fede", aud "portal", sub = the
 *   account login, exp required and at most FEDE_MAX_LIFETIME_SECONDS ahead.
 * - Outgoing (GET /api/encrypt-login-fede): signed by us, iss "portal", aud "fede", expiring after
 *   FEDE_OUTGOING_TTL_SECONDS. Issuer and audience differ by direction, so a credential we hand out
 *   can never be replayed to sign in here.
 */
import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { env } from '../env';
import { secretLoader } from '../secrets';

export const FEDE_ISSUER = 'fede';
export const PORTAL_ISSUER = 'portal';
export const FEDE_MAX_LIFETIME_SECONDS = 3600;
export const FEDE_OUTGOING_TTL_SECONDS = 120;

const loadSecret = secretLoader('Partner shared secret', env.fedeSharedSecret, env.fedeSharedSecretArn);

/** Verifies a partner credential; answers the login it names. Throws when not valid. */
export async function verifyFedeCredential(token: string): Promise<string> {
  const { payload } = await jwtVerify(token, await loadSecret(), {
    issuer: FEDE_ISSUER,
    audience: PORTAL_ISSUER,
    algorithms: ['HS256'],
    requiredClaims: ['exp', 'sub'],
  });
  if (typeof payload.sub !== 'string' || !payload.sub) throw new Error('credential without subject');
  if (payload.exp! - Date.now() / 1000 > FEDE_MAX_LIFETIME_SECONDS) throw new Error('credential lives too long');
  return payload.sub;
}

export interface OutgoingClaims {
  sub: string;
  name: string;
  email: string;
  locale: string;
  demo: boolean;
  party: { id: number; code: string; name: string } | null;
}

/** A short-lived credential the partner application accepts for the signed-in account. */
export async function signFedeCredential(claims: OutgoingClaims): Promise<string> {
  const { sub, ...rest } = claims;
  return new SignJWT({ ...rest })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(PORTAL_ISSUER)
    .setAudience(FEDE_ISSUER)
    .setSubject(sub)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${FEDE_OUTGOING_TTL_SECONDS}s`)
    .sign(await loadSecret());
}

/** What the partner application does with our credential (used by the local stand-in page). */
export async function verifyOutgoingCredential(token: string): Promise<JWTPayload & Partial<OutgoingClaims>> {
  const { payload } = await jwtVerify(token, await loadSecret(), {
    issuer: PORTAL_ISSUER,
    audience: FEDE_ISSUER,
    algorithms: ['HS256'],
    requiredClaims: ['exp', 'sub'],
  });
  return payload as JWTPayload & Partial<OutgoingClaims>;
}
