/**
 * Tokens the API signs itself (HS256): impersonation and partner (fede) sign-in. They carry the
 * target login in `sub`, and for impersonation the real actor in `act` (RFC 8693).
 * Lifetime: API_TOKEN_TTL_SECONDS (1 hour); they are not refreshed, the SPA signs in again.
 */
import { SignJWT, jwtVerify } from 'jose';
import { env } from '../env';
import { secretLoader } from '../secrets';

export const API_TOKEN_ISSUER = 'portal-api';
export const API_TOKEN_AUDIENCE = 'portal';
export const API_TOKEN_TTL_SECONDS = 3600;

const loadSecret = secretLoader('API token secret', env.apiTokenSecret, env.apiTokenSecretArn);

export interface ApiTokenClaims {
  /** Login of the account the token signs in as. */
  sub: string;
  /** The account really acting (impersonation). */
  act?: { sub: string; accountId: number };
  /** Why it was issued. */
  purpose: 'impersonation' | 'fede';
}

export async function signApiToken(claims: ApiTokenClaims, ttlSeconds = API_TOKEN_TTL_SECONDS): Promise<string> {
  return new SignJWT({ act: claims.act, purpose: claims.purpose })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(API_TOKEN_ISSUER)
    .setAudience(API_TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(await loadSecret());
}

export async function verifyApiToken(token: string): Promise<ApiTokenClaims> {
  const { payload } = await jwtVerify(token, await loadSecret(), {
    issuer: API_TOKEN_ISSUER,
    audience: API_TOKEN_AUDIENCE,
    algorithms: ['HS256'],
  });
  if (typeof payload.sub !== 'string') throw new Error('token without subject');
  return payload as unknown as ApiTokenClaims;
}
