/** Tickets: the list, the form's options, duplicates, create, show (marks read), update (409 when stale), read, history, delete. */
import type { ticketingRoutes } from '../../../shared/api/routes/ticketing';
import { DUPLICATE_WINDOW_DAYS, TICKET_ATTACHMENTS_MAX } from '../../../shared/ticketing/rules';
import type { TicketView } from '../../../shared/ticketing/views';
import type { Caller } from '../../lib/auth/caller';
import { listTicketHistory } from '../../lib/data/entities/ticket-history';
import { deleteObjects } from '../../lib/files/objects';
import { claimUpload, consumeUploads, type StoredUpload } from '../../lib/files/upload-ticket';
import { HttpError, invalid } from '../../lib/http/errors';
import { reply, noContent, type Request } from '../../lib/http/group-handler';
import { logger } from '../../lib/logger';
import { mailAssignment } from '../../lib/ticketing/assignment-mail';
import { TICKET_ATTACHMENT_POLICY, ticketAttachments } from '../../lib/ticketing/attachments';
import { loadNames } from '../../lib/ticketing/names';
import { duplicatesOf } from '../../lib/ticketing/party-tickets';
import { rowView, type Names } from '../../lib/ticketing/rows';
import { ticketTable } from '../../lib/ticketing/ticket-table';
import {
  checkReferences,
  createTicket,
  deleteTicket,
  markRead,
  requireTicket,
  ticketView,
  updateTicket,
  withCommentRetry,
  type TicketItem,
} from '../../lib/ticketing/tickets';
import { listLookups } from '../../lib/ticketing/lookups';
import { staffAccounts, staffLists, userOf } from '../../lib/ticketing/users';

type R = typeof ticketingRoutes;

export async function datatable({ query }: Request<R['ticketing.datatable']>) {
  const [names, { answer, stats }] = await Promise.all([loadNames(), ticketTable.run(query, undefined)]);
  logger.debug('datatable read', { ...stats });
  return { data: answer.data.map((r) => rowView(r, names)), meta: answer.meta };
}

export async function resources(_: Request<R['ticketing.resources']>) {
  const [channels, types, status, accounts] = await Promise.all([
    listLookups('channels'),
    listLookups('types'),
    listLookups('status'),
    staffAccounts(),
  ]);
  return { channels, types, status, ...staffLists(accounts) };
}

export async function duplicates({ query }: Request<R['ticketing.duplicates']>) {
  return { data: await duplicatesOf(query.party_id, query.type, await loadNames()) };
}

/** Claims the uploads a save names (422 on `attachments` when one is not the caller's, unused, stored). */
async function claimAll(ids: readonly string[], caller: Caller, already: number): Promise<StoredUpload[]> {
  if (already + ids.length > TICKET_ATTACHMENTS_MAX)
    throw invalid('attachments', 'validation.attachments_max', { max: TICKET_ATTACHMENTS_MAX });
  const unique = [...new Set(ids)];
  return Promise.all(unique.map((id) => claimUpload(id, caller, TICKET_ATTACHMENT_POLICY, 'attachments')));
}

const used = (uploads: StoredUpload[]) => consumeUploads(uploads.map((up) => ({ up, field: 'attachments' })));

export async function store({ body, caller }: Request<R['ticketing.store']>) {
  const names = await loadNames();
  const party = await checkReferences(body, names);
  if (party && !body.allow_duplicate) {
    const found = await duplicatesOf(party.id, body.type, names);
    if (found.length)
      throw new HttpError(409, 'errors.ticket_duplicate', { days: DUPLICATE_WINDOW_DAYS }, undefined, {}, { duplicates: found });
  }
  const uploads = await claimAll(body.attachments, caller, 0);
  const ticket = await createTicket(body, party, caller, uploads);
  await used(uploads);
  await mailAssignment(ticket, caller, names.users);
  return reply(201, { data: await ticketView(ticket, names) });
}

/** Opening a new ticket assigned to the caller marks it read (spec §4). */
async function readIfMine(ticket: TicketItem, caller: Caller): Promise<TicketItem> {
  if (!ticket.unread || ticket.assignedUserId !== caller.accountId) return ticket;
  const out = await withCommentRetry(ticket, (current) => markRead(current, caller));
  if ('saved' in out) return out.saved;
  // Someone saved it meanwhile: show it as it is now (read or not, their save decided).
  return out.current ?? ticket;
}

export async function show({ params, caller }: Request<R['ticketing.show']>) {
  const [ticket, names] = await Promise.all([requireTicket(params.id), loadNames()]);
  return { data: await ticketView(await readIfMine(ticket, caller), names) };
}

export async function read({ params, caller }: Request<R['ticketing.read']>) {
  const [ticket, names] = await Promise.all([requireTicket(params.id), loadNames()]);
  if (!ticket.unread) return { data: await ticketView(ticket, names) };
  const out = await withCommentRetry(ticket, (current) => markRead(current, caller));
  const saved = 'saved' in out ? out.saved : out.current;
  return { data: await ticketView(saved ?? ticket, names) };
}

async function staleAnswer(current: TicketItem | null, names: Names): Promise<never> {
  if (!current) throw new HttpError(404, 'errors.record_not_found');
  const view: TicketView = await ticketView(current, names);
  throw new HttpError(409, 'errors.ticket_stale', {}, undefined, {}, { current: view });
}

export async function update({ params, body, caller }: Request<R['ticketing.update']>) {
  const [ticket, names] = await Promise.all([requireTicket(params.id), loadNames()]);
  if (body.version !== ticket.version) return staleAnswer(ticket, names);
  const party = await checkReferences(body, names);
  const existing = body.attachments.length ? (await ticketAttachments(ticket.ticketId)).length : 0;
  const uploads = await claimAll(body.attachments, caller, existing);
  const out = await withCommentRetry(ticket, (current) => updateTicket(current, body, party, caller, uploads));
  if (!('saved' in out)) return staleAnswer(out.current, names);
  await used(uploads);
  if (out.saved.assignedUserId !== ticket.assignedUserId) await mailAssignment(out.saved, caller, names.users);
  return { data: await ticketView(out.saved, names) };
}

export async function history({ params }: Request<R['ticketing.history']>) {
  const [ticket, names] = await Promise.all([requireTicket(params.id), loadNames()]);
  const data = await listTicketHistory(ticket.ticketId, { newestFirst: true });
  return {
    data: data.map((h) => ({
      id: h.entryId,
      created_at: h.createdAt,
      user: userOf(names.users, h.userId),
      changes: h.changes as never,
    })),
  };
}

export async function destroy({ params }: Request<R['ticketing.delete']>) {
  const ticket = await requireTicket(params.id);
  const keys = await deleteTicket(ticket);
  await deleteObjects(keys);
  return noContent();
}
