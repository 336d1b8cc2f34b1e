/**
 * Tokens the API signs itself (HS256): impersonation and partner (fede) sign-in. They carry the
 * target login in `sub`, and for impersonation the real actor in `act` (RFC 8693).
 * Lifetime: API_TOKEN_TTL_SECONDS (1 hour); they are not refreshed, the SPA signs in again.
 */
import { SignJWT, jwtVerify } from 'jose';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { env } from '../env';

export const API_TOKEN_ISSUER = 'portal-api';
export const API_TOKEN_AUDIENCE = 'portal';
export const API_TOKEN_TTL_SECONDS = 3600;

let secret: Promise<Uint8Array> | undefined;

function loadSecret(): Promise<Uint8Array> {
  secret ??= (async () => {
    const inline = env.apiTokenSecret();
    if (inline) return new TextEncoder().encode(inline);
    const arn = env.apiTokenSecretArn();
    if (!arn) throw new Error('API token secret not configured (API_TOKEN_SECRET or API_TOKEN_SECRET_ARN)');
    const client = new SecretsManagerClient({ region: env.region(), endpoint: env.endpoint('SECRETS') });
    const out = await client.send(new GetSecretValueCommand({ SecretId: arn }));
    if (!out.SecretString) throw new Error('API token secret is empty');
    return new TextEncoder().encode(out.SecretString);
  })().catch((e) => {
    secret = undefined;
    throw e;
  });
  return secret;
}

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
