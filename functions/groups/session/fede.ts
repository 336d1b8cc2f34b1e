/**
 * Partner ("fede") sign-in and single sign-on. Credentials in both directions are HS256 JWTs with a
 * shared secret and an expiry (functions/lib/auth/fede-tokens.ts).
 */
import type { sessionRoutes } from '../../../shared/api/routes/session';
import { ROLE } from '../../../shared/roles/catalogue';
import { API_TOKEN_TTL_SECONDS, signApiToken } from '../../lib/auth/api-tokens';
import {
  FEDE_OUTGOING_TTL_SECONDS,
  signFedeCredential,
  verifyFedeCredential,
  verifyOutgoingCredential,
} from '../../lib/auth/fede-tokens';
import { findAccountByLogin, getAccount, userView } from '../../lib/data/accounts';
import { getParty } from '../../lib/data/parties';
import { env } from '../../lib/env';
import { forbidden, HttpError, unauthenticated } from '../../lib/http/errors';
import type { Request } from '../../lib/http/group-handler';
import { logger } from '../../lib/logger';

type R = typeof sessionRoutes;

const fedeInvalid = () => new HttpError(401, 'errors.fede_invalid');

/** Only guest accounts sign in this way: a leaked partner secret must not open staff accounts. */
export async function loginFede({ body, locale }: Request<R['session.login_fede']>) {
  let login: string;
  try {
    login = await verifyFedeCredential(body.credentials);
  } catch (error) {
    logger.info('Refused partner credential', { reason: (error as Error).message });
    throw fedeInvalid();
  }
  const account = await findAccountByLogin(login);
  if (!account || account.model !== 'guest' || account.roleIds.length === 0) throw fedeInvalid();
  const token = await signApiToken({ sub: account.login, purpose: 'fede' });
  return {
    data: { token, expires_in: API_TOKEN_TTL_SECONDS, user: { ...(await userView(account, locale)), impersonated_by: null } },
  };
}

/** Where the partner application receives our credential; by default the stand-in below. */
export function fedeAppUrl(): string {
  return env.fedeAppUrl() ?? `${env.siteUrl().replace(/\/$/, '')}/api/public/fede/demo`;
}

export async function encryptLoginFede({ caller, query }: Request<R['session.encrypt_login_fede']>) {
  // ?demo needs the demo role (63); the partner-app redirect needs 65.
  if (!caller.roleIds.includes(query.demo ? ROLE.pharmacyBiDemo : ROLE.pharmacyBiSfera)) throw forbidden();
  // Credentials for another application are not handed out from an impersonated session.
  if (caller.actor) throw new HttpError(403, 'errors.impersonating');
  const account = await getAccount(caller.accountId);
  if (!account) throw unauthenticated();
  const party = account.partyId ? await getParty(account.partyId) : null;
  const credential = await signFedeCredential({
    sub: account.login,
    name: account.name,
    email: account.email,
    locale: account.locale ?? 'ca',
    demo: query.demo,
    party: party ? { id: party.partyId, code: party.code, name: party.name } : null,
  });
  const url = new URL(fedeAppUrl());
  url.searchParams.set('token', credential);
  if (query.demo) url.searchParams.set('demo', '1');
  return { data: { url: url.toString(), expires_in: FEDE_OUTGOING_TTL_SECONDS } };
}

/** The partner application's stand-in: checks our credential as the partner would, shows its claims. */
export async function fedeDemo({ query }: Request<R['session.fede_demo']>) {
  try {
    const c = await verifyOutgoingCredential(query.token);
    return {
      data: {
        application: 'partner analytics application (stand-in)',
        login: c.sub ?? null,
        name: c.name ?? null,
        email: c.email ?? null,
        locale: c.locale ?? null,
        party: c.party ?? null,
        demo: c.demo ?? false,
        expires_at: c.exp ? new Date(c.exp * 1000).toISOString() : null,
      },
    };
  } catch {
    throw fedeInvalid();
  }
}
