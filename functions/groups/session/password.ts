/**
 * Password recovery (§2, §7, §8): request a link by e-mail, check the link's token, set a new
 * password with it. "No user with that e-mail" is answered as the spec shows; since that reveals
 * which addresses exist, requests are rate-limited per address and per caller IP.
 */
import type { sessionRoutes } from '../../../shared/api/routes/session';
import { serverMessage } from '../../../shared/i18n/server-messages';
import { PasswordRejectedError, setPassword } from '../../lib/auth/cognito-admin';
import { getAccount } from '../../lib/data/accounts';
import { normalizeUnique, uniqueOwner } from '../../lib/data/uniqueness';
import { resetRecipient } from '../../lib/email-change';
import { env } from '../../lib/env';
import { invalid, notFound } from '../../lib/http/errors';
import type { Request } from '../../lib/http/group-handler';
import { escapeHtml, sendMail } from '../../lib/mail';
import {
  consumeResetToken,
  findResetToken,
  issueResetToken,
  PASSWORD_RESET_TTL_MINUTES,
  restoreResetToken,
} from '../../lib/password-reset';
import { callerIp, enforce } from '../../lib/rate-limit';

type R = typeof sessionRoutes;

/** Per address: a person retrying; per IP: someone probing many addresses. */
export const PASSWORD_CREATE_LIMITS = {
  perEmail: { limit: 3, windowSeconds: 15 * 60 },
  perIp: { limit: 20, windowSeconds: 15 * 60 },
};

export async function passwordCreate({ body, locale, event }: Request<R['session.password_create']>) {
  const email = normalizeUnique(body.email);
  const ip = await callerIp(event);
  await enforce(
    [
      { bucket: 'password-create:ip', key: ip, ...PASSWORD_CREATE_LIMITS.perIp },
      { bucket: 'password-create:email', key: email, ...PASSWORD_CREATE_LIMITS.perEmail },
    ],
    'email',
  );
  const accountId = await uniqueOwner('email', email);
  const account = accountId === null ? null : await getAccount(accountId);
  if (!account) throw invalid('email', 'passwords.user');

  const token = await issueResetToken(account.accountId, account.email);
  const link = `${env.siteUrl().replace(/\/$/, '')}/password/update/${token}`;
  const l = account.locale ?? 'ca';
  const m = (key: Parameters<typeof serverMessage>[1], vars?: Record<string, string | number>) => serverMessage(l, key, vars);
  const lines = [
    m('mail.password_reset.greeting', { name: account.name }),
    m('mail.password_reset.intro', { login: account.login }),
    m('mail.password_reset.expiry', { minutes: PASSWORD_RESET_TTL_MINUTES }),
    m('mail.password_reset.ignore'),
  ];
  await sendMail({
    // Within a day of an e-mail change, the link goes to the previous address (no takeover).
    to: resetRecipient(account),
    subject: m('mail.password_reset.subject'),
    text: [
      lines[0],
      '',
      lines[1],
      '',
      `${m('mail.password_reset.action')}: ${link}`,
      '',
      lines[2],
      lines[3],
      '',
      m('mail.signature'),
    ].join('\n'),
    html: [
      `<p>${escapeHtml(lines[0]!)}</p>`,
      `<p>${escapeHtml(lines[1]!)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(m('mail.password_reset.action'))}</a></p>`,
      `<p>${escapeHtml(lines[2]!)}<br>${escapeHtml(lines[3]!)}</p>`,
      `<p>${escapeHtml(m('mail.signature'))}</p>`,
    ].join('\n'),
  });
  return { message: serverMessage(locale, 'passwords.sent') };
}

export async function passwordFind({ params }: Request<R['session.password_find']>) {
  const item = await findResetToken(params.token);
  if (!item || !(await getAccount(item.accountId))) throw notFound('passwords.token');
  return { data: { email: item.email } };
}

export async function passwordReset({ body, locale }: Request<R['session.password_reset']>) {
  const item = await findResetToken(body.token);
  if (!item || normalizeUnique(item.email) !== normalizeUnique(body.email)) throw invalid('token', 'passwords.token');
  const account = await getAccount(item.accountId);
  if (!account || !(await consumeResetToken(item))) throw invalid('token', 'passwords.token');
  try {
    await setPassword(account.login, body.password);
  } catch (e) {
    await restoreResetToken(item);
    if (e instanceof PasswordRejectedError) throw invalid('password', 'validation.password_strength');
    throw e;
  }
  return { message: serverMessage(locale, 'passwords.reset') };
}
