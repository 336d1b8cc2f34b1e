/** Token → Caller: the authorizer's work, kept apart from its Lambda event plumbing. */
import { decodeJwt } from 'jose';
import { API_TOKEN_ISSUER, verifyApiToken } from './api-tokens';
import type { Caller } from './caller';
import { verifyCognitoAccessToken } from './cognito-tokens';
import { findAccountForAuth } from './account-lookup';

export function bearerToken(header: string | undefined | null): string | null {
  const m = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '');
  return m?.[1] ?? null;
}

/** Returns null when the token is invalid, expired, or names no account. */
export async function resolveCaller(token: string): Promise<Caller | null> {
  let login: string;
  let actor: Caller['actor'] = null;
  try {
    const issuer = decodeJwt(token).iss;
    if (issuer === API_TOKEN_ISSUER) {
      const claims = await verifyApiToken(token);
      login = claims.sub;
      if (claims.act) actor = { accountId: claims.act.accountId, login: claims.act.sub };
    } else {
      login = await verifyCognitoAccessToken(token);
    }
  } catch {
    return null;
  }
  const account = await findAccountForAuth(login);
  return account ? { ...account, actor } : null;
}
