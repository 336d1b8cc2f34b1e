/**
 * What follows an account's e-mail change: the old address is told, and for
 * EMAIL_CHANGE_GUARD_HOURS password-reset links go to the old address, not the new one. So whoever
 * changed the address cannot use it to reset the password and take the account over; the owner
 * still receives the link, and the notice, at the address it controls (docs/spec-decisions.md).
 */
import { serverMessage, type ServerMessageKey } from '../../shared/i18n/server-messages';
import type { AccountItem } from './data/accounts';
import { formatMadridDateTime } from '../../shared/time/madrid';
import { escapeHtml, sendMail } from './mail';

export const EMAIL_CHANGE_GUARD_HOURS = 24;

/** The address a password-reset link goes to: the previous one within the guard period. */
export function resetRecipient(account: AccountItem, now = new Date()): string {
  if (!account.previousEmail || !account.emailChangedAt) return account.email;
  const since = now.getTime() - new Date(account.emailChangedAt).getTime();
  return since < EMAIL_CHANGE_GUARD_HOURS * 3600_000 ? account.previousEmail : account.email;
}

/** Tells the old address that the account's e-mail changed (in the account's language). */
export async function notifyEmailChange(account: AccountItem, oldEmail: string, at: Date): Promise<void> {
  const m = (key: ServerMessageKey, vars?: Record<string, string | number>) => serverMessage(account.locale ?? 'ca', key, vars);
  const paragraphs = [
    m('mail.password_reset.greeting', { name: account.name }),
    m('mail.email_changed.intro', { login: account.login, email: account.email, date: formatMadridDateTime(at) }),
    m('mail.email_changed.reset', { hours: EMAIL_CHANGE_GUARD_HOURS }),
    m('mail.email_changed.contact'),
    m('mail.signature'),
  ];
  await sendMail({
    to: oldEmail,
    subject: m('mail.email_changed.subject'),
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
  });
}
