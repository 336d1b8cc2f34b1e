/**
 * Impersonation (§4): an API-signed token for the target that names the real actor (`act`), so
 * every request of the session is known to be an impersonation. Start and end are audited.
 */
import type { APIGatewayProxyEvent } from 'aws-lambda';
import type { aclRoutes } from '../../../shared/api/routes/acl';
import { API_TOKEN_TTL_SECONDS, signApiToken } from '../../lib/auth/api-tokens';
import type { Caller } from '../../lib/auth/caller';
import { auditView, recentAudit, writeAudit } from '../../lib/audit';
import { getAccount, userView } from '../../lib/data/accounts';
import { HttpError, invalid, notFound } from '../../lib/http/errors';
import type { Request } from '../../lib/http/group-handler';
import type { Locale } from '../../../shared/i18n/locale';
import { callerIp } from '../../lib/rate-limit';

type R = typeof aclRoutes;

async function impersonate(
  caller: Caller,
  targetId: number,
  model: 'user' | 'guest',
  locale: Locale,
  event: APIGatewayProxyEvent,
) {
  // An impersonated session never starts another one (no chains, no escaping the audit trail).
  if (caller.actor) throw new HttpError(403, 'errors.impersonating');
  if (targetId === caller.accountId) throw invalid('id', 'errors.impersonate_himself');
  const target = await getAccount(targetId);
  if (!target || target.model !== model) throw notFound();
  // Impersonating must not grant rights the actor lacks: an internal target's roles must all be held.
  if (model === 'user' && target.roleIds.some((r) => !caller.roleIds.includes(r)))
    throw new HttpError(403, 'errors.impersonate_privileges');
  const actor = await getAccount(caller.accountId);
  const token = await signApiToken({
    sub: target.login,
    act: { sub: caller.login, accountId: caller.accountId },
    purpose: 'impersonation',
  });
  await writeAudit({
    action: 'impersonation.start',
    actorId: caller.accountId,
    actorLogin: caller.login,
    actorName: actor?.name,
    targetId: target.accountId,
    targetLogin: target.login,
    targetName: target.name,
    targetModel: target.model,
    sourceIp: await callerIp(event),
    expiresTokenAt: new Date(Date.now() + API_TOKEN_TTL_SECONDS * 1000).toISOString(),
  });
  return {
    data: {
      token,
      expires_in: API_TOKEN_TTL_SECONDS,
      user: { ...(await userView(target, locale)), impersonated_by: { accountId: caller.accountId, login: caller.login } },
    },
  };
}

export const impersonateUser = ({ caller, params, locale, event }: Request<R['acl.users.impersonate']>) =>
  impersonate(caller, params.id, 'user', locale, event);

export const impersonateGuest = ({ caller, params, locale, event }: Request<R['acl.guests.impersonate']>) =>
  impersonate(caller, params.id, 'guest', locale, event);

/** The SPA calls this on logout while impersonating; outside an impersonation it records nothing. */
export async function endImpersonation({ caller, event }: Request<R['acl.impersonation.end']>) {
  if (!caller.actor) return { data: { ended: false } };
  const [actor, target] = await Promise.all([getAccount(caller.actor.accountId), getAccount(caller.accountId)]);
  await writeAudit({
    action: 'impersonation.end',
    actorId: caller.actor.accountId,
    actorLogin: caller.actor.login,
    actorName: actor?.name,
    targetId: caller.accountId,
    targetLogin: caller.login,
    targetName: target?.name,
    targetModel: caller.model,
    sourceIp: await callerIp(event),
  });
  return { data: { ended: true } };
}

export async function auditIndex({ query }: Request<R['acl.audit']>) {
  return { data: (await recentAudit(query.limit)).map(auditView) };
}
