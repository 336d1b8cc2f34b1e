/** A guest's own profile (name, e-mail, password) and an internal user's settings. */
import type { sessionRoutes } from '../../../shared/api/routes/session';
import { checkPassword, PasswordRejectedError, setPassword } from '../../lib/auth/cognito-admin';
import { updateAccount } from '../../lib/data/account-admin';
import { getAccount, userView } from '../../lib/data/accounts';
import { listTicketingStatuses } from '../../lib/data/entities/ticketing-status';
import { uniqueOwner } from '../../lib/data/uniqueness';
import { forbidden, HttpError, invalid, unauthenticated } from '../../lib/http/errors';
import type { Request } from '../../lib/http/group-handler';
import { enforce } from '../../lib/rate-limit';

type R = typeof sessionRoutes;

/** Guessing the current password through this form is limited per account. */
export const PROFILE_PASSWORD_LIMIT = { limit: 10, windowSeconds: 15 * 60 };

export async function profileUpdate({ caller, params, body, locale }: Request<R['session.profile_update']>) {
  if (params.id !== caller.accountId) throw forbidden();
  // Whoever impersonates a guest must not change its credentials.
  if (caller.actor) throw new HttpError(403, 'errors.impersonating');
  const account = await getAccount(caller.accountId);
  if (!account) throw unauthenticated();
  const owner = await uniqueOwner('email', body.email);
  if (owner !== null && owner !== account.accountId) throw invalid('email', 'validation.unique');

  await enforce([{ bucket: 'profile-password', key: String(account.accountId), ...PROFILE_PASSWORD_LIMIT }], 'password_current');
  if (!(await checkPassword(account.login, body.password_current)))
    throw new HttpError(400, 'passwords.current', {}, { password_current: [{ key: 'passwords.current' }] });
  if (body.password) {
    try {
      await setPassword(account.login, body.password);
    } catch (e) {
      if (e instanceof PasswordRejectedError) throw invalid('password', 'validation.password_strength');
      throw e;
    }
  }
  const updated = await updateAccount(account, { name: body.name, email: body.email });
  return { data: { ...(await userView(updated, locale)), impersonated_by: caller.actor } };
}

async function ticketingStatuses() {
  return (await listTicketingStatuses()).sort((a, b) => a.statusId - b.statusId);
}

export async function settingsUpdate({ caller, body, locale }: Request<R['session.settings_update']>) {
  if (body.ticketing_default_status !== undefined) {
    const statuses = await ticketingStatuses();
    if (!statuses.some((s) => s.statusId === body.ticketing_default_status))
      throw invalid('ticketing_default_status', 'validation.exists');
  }
  const account = await getAccount(caller.accountId);
  if (!account) throw unauthenticated();
  const updated = await updateAccount(account, {
    settings: {
      ...account.settings,
      ...(body.ticketing_default_status !== undefined ? { ticketingDefaultStatus: body.ticketing_default_status } : {}),
      ...(body.ticketing_assignment_mail !== undefined ? { ticketingAssignmentMail: body.ticketing_assignment_mail } : {}),
    },
  });
  return { data: { ...(await userView(updated, locale)), impersonated_by: caller.actor } };
}

export async function settingsTicketingStatuses({ locale }: Request<R['session.settings_ticketing_statuses']>) {
  return {
    data: (await ticketingStatuses()).map((s) => ({
      id: s.statusId,
      name: locale === 'es' ? s.nameEs : s.nameCa,
      name_ca: s.nameCa,
      name_es: s.nameEs,
    })),
  };
}
