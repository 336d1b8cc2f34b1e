/**
 * The assignment notice: when a ticket is given to someone other than the one saving it, the new
 * assignee gets a mail in their language with a link to the ticket, unless their profile setting 3
 * turns it off. A failed mail is logged, never a failed save.
 */
import { serverMessage, type ServerMessageKey } from '../../../shared/i18n/server-messages';
import type { Caller } from '../auth/caller';
import { env } from '../env';
import { logger } from '../logger';
import { escapeHtml, sendMail } from '../mail';
import type { StoredTicketRow, TicketItem } from './rows';
import type { UserMap } from './users';

export async function mailAssignment(ticket: TicketItem, caller: Caller, users: UserMap): Promise<boolean> {
  const assignee = users.get(ticket.assignedUserId);
  if (!assignee || assignee.accountId === caller.accountId) return false;
  if (assignee.settings?.ticketingAssignmentMail === false) return false;
  const row = ticket.row as StoredTicketRow;
  const locale = assignee.locale ?? 'ca';
  const m = (key: ServerMessageKey, vars?: Record<string, string | number>) => serverMessage(locale, key, vars);
  const link = `${env.siteUrl().replace(/\/$/, '')}/ticketing/show/${ticket.ticketId}`;
  const by = users.get(caller.accountId)?.name ?? caller.login;
  const party = [row.party_code, row.party_name].filter(Boolean).join(' ');
  const lines = [
    m('mail.ticket_assigned.greeting', { name: assignee.name }),
    m('mail.ticket_assigned.intro', { by, id: ticket.ticketId, party }),
    m('mail.ticket_assigned.description', { description: ticket.description.slice(0, 500) }),
  ];
  try {
    await sendMail({
      to: assignee.email,
      subject: m('mail.ticket_assigned.subject', { id: ticket.ticketId }),
      text: [
        ...lines,
        '',
        `${m('mail.ticket_assigned.action')}: ${link}`,
        '',
        m('mail.ticket_assigned.settings'),
        '',
        m('mail.signature'),
      ].join('\n'),
      html: [
        ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
        `<p><a href="${escapeHtml(link)}">${escapeHtml(m('mail.ticket_assigned.action'))}</a></p>`,
        `<p><small>${escapeHtml(m('mail.ticket_assigned.settings'))}</small></p>`,
        `<p>${escapeHtml(m('mail.signature'))}</p>`,
      ].join('\n'),
    });
    return true;
  } catch (error) {
    logger.error('ticket assignment mail failed', { error: error as Error, ticketId: ticket.ticketId });
    return false;
  }
}
