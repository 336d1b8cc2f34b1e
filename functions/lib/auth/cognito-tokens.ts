/**
 * Verifies Cognito access tokens. In AWS: the user pool's issuer and JWKS (https). Locally: the
 * Cognito emulator's issuer and JWKS over http, checked for the same token_use and client_id.
 */
import { CognitoJwtVerifier, JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { env } from '../env';

/** The emulator serves its JWKS over plain http, which the default fetcher refuses. */
const httpFetcher = {
  fetch: async (uri: string) => {
    const res = await fetch(uri);
    if (!res.ok) throw new Error(`JWKS fetch failed: ${res.status}`);
    return res.arrayBuffer();
  },
};

type Verify = (token: string) => Promise<JwtPayload>;
let verifier: Verify | undefined;

function makeVerifier(): Verify {
  const clientId = env.userPoolClientId();
  const issuer = env.cognitoIssuer();
  if (issuer) {
    const v = JwtRsaVerifier.create(
      {
        issuer,
        audience: null,
        jwksUri: `${issuer}/.well-known/jwks.json`,
        customJwtCheck: ({ payload }) => {
          if (payload.token_use !== 'access') throw new Error('not an access token');
          if (payload.client_id !== clientId) throw new Error('token of another client');
        },
      },
      { jwksCache: new SimpleJwksCache({ fetcher: httpFetcher }) },
    );
    return (t) => v.verify(t);
  }
  const v = CognitoJwtVerifier.create({ userPoolId: env.userPoolId(), tokenUse: 'access', clientId });
  return (t) => v.verify(t) as Promise<JwtPayload>;
}

/** Returns the Cognito username (our account login). Throws when the token is not valid. */
export async function verifyCognitoAccessToken(token: string): Promise<string> {
  verifier ??= makeVerifier();
  const payload = await verifier(token);
  const username = payload.username;
  if (typeof username !== 'string') throw new Error('token without username');
  return username;
}
