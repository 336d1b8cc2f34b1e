/**
 * The register's mails, in each worker's language: forgotten clock-outs (run each morning: the
 * worker is told, and the working-time administrators get the list; nothing is closed, since only
 * the worker or an amendment with a reason may set an end), and each worker's monthly summary
 * (run on the first working day of the month for the month before).
 */
import type { Locale } from '../../../shared/i18n/locale';
import { serverMessage } from '../../../shared/i18n/server-messages';
import { ROLE } from '../../../shared/roles/catalogue';
import { FORGOTTEN_AFTER_HOURS, formatHoursMinutes } from '../../../shared/working-time/time';
import { madridParts, previousMonth } from '../../../shared/time/madrid';
import { env } from '../env';
import { escapeHtml, sendMail } from '../mail';
import type { AccountItem } from '../data/accounts';
import { isForgotten } from './register';
import { staffAccounts, userOption } from './staff';
import { getEntry, getHead, type EntryItem } from './store';
import { monthRegister } from './views';

const display = (iso: string) => {
  const p = madridParts(iso);
  return `${p.date.split('-').reverse().join('/')} ${p.time}`;
};

const localeOf = (a: AccountItem): Locale => (a.locale === 'es' ? 'es' : 'ca');

function mail(to: string, subject: string, text: string) {
  return sendMail({ to, subject, text, html: `<p>${escapeHtml(text)}</p>` });
}

/** Workers whose open entry is a forgotten clock-out at `now`. */
export async function forgottenClockOuts(now: Date): Promise<{ account: AccountItem; entry: EntryItem }[]> {
  const out: { account: AccountItem; entry: EntryItem }[] = [];
  for (const account of await staffAccounts()) {
    const head = await getHead(account.accountId);
    const entry = head?.openEntryId ? await getEntry(head.openEntryId) : null;
    if (entry && isForgotten(entry, now)) out.push({ account, entry });
  }
  return out;
}

/** Mails each worker with a forgotten clock-out, and the administrators (role 1) the list. */
export async function remindForgottenClockOuts(now: Date = new Date()): Promise<{ workers: number[]; administrators: number[] }> {
  const forgotten = await forgottenClockOuts(now);
  for (const { account, entry } of forgotten) {
    const locale = localeOf(account);
    await mail(
      account.email,
      serverMessage(locale, 'wtc.mail_forgotten_subject'),
      serverMessage(locale, 'wtc.mail_forgotten_body', { name: account.name, start: display(entry.start) }),
    );
  }
  const administrators = forgotten.length ? (await staffAccounts()).filter((a) => a.roleIds.includes(ROLE.workingTimeAdmin)) : [];
  for (const admin of administrators) {
    const locale = localeOf(admin);
    const list = forgotten.map(({ account, entry }) => `${account.name} (${display(entry.start)})`).join('; ');
    await mail(
      admin.email,
      serverMessage(locale, 'wtc.mail_forgotten_admin_subject'),
      serverMessage(locale, 'wtc.mail_forgotten_admin_body', { hours: FORGOTTEN_AFTER_HOURS, list }),
    );
  }
  return { workers: forgotten.map((f) => f.account.accountId), administrators: administrators.map((a) => a.accountId) };
}

/** Whether `now` falls on the first working day (Monday to Friday) of its Madrid month. */
export function isFirstWorkingDay(now: Date): boolean {
  const { date } = madridParts(now);
  const day = Number(date.slice(8, 10));
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  // Days before this one in the month were all weekend days.
  for (let d = 1; d < day; d++) {
    const w = new Date(`${date.slice(0, 8)}${String(d).padStart(2, '0')}T12:00:00Z`).getUTCDay();
    if (w !== 0 && w !== 6) return false;
  }
  return true;
}

/** Mails each worker the summary of `month` (default: the month before `now`). Answers who was mailed. */
export async function sendMonthlySummaries(
  now: Date = new Date(),
  month = previousMonth(madridParts(now).month),
): Promise<number[]> {
  const sent: number[] = [];
  for (const account of await staffAccounts()) {
    const register = await monthRegister(userOption(account), month, now);
    const locale = localeOf(account);
    const label = `${month.slice(5, 7)}/${month.slice(0, 4)}`;
    const amendments = register.days.reduce((n, d) => n + d.entries.reduce((m, e) => m + e.amendments.length, 0), 0);
    await mail(
      account.email,
      serverMessage(locale, 'wtc.mail_monthly_subject', { month: label }),
      serverMessage(locale, 'wtc.mail_monthly_body', {
        name: account.name,
        month: label,
        total: formatHoursMinutes(register.seconds),
        days: register.days.filter((d) => d.seconds > 0).length,
        amendments,
        url: `${env.siteUrl()}/working-time-control/history`,
      }),
    );
    sent.push(account.accountId);
  }
  return sent;
}
