/**
 * Writing tickets. Every save is ONE transaction: the ticket (conditional on the version the page
 * opened and on the comment sequence), its listing item moved to its new keys, the history entry of
 * what changed in type, status, assignee or unread flag (written here, never by the client), new
 * attachments, and the list counters. Nothing is half-saved.
 */
import type { TicketHistoryChanges, TicketView } from '../../../shared/ticketing/views';
import type { Caller } from '../auth/caller';
import { nextId } from '../data/counters';
import { readTicket, ticketDelete, ticketPut as ticketItemPut } from '../data/entities/ticket';
import { deleteTicketAttachments, ticketAttachmentPut } from '../data/entities/ticket-attachment';
import { deleteTicketComments, listTicketComments } from '../data/entities/ticket-comment';
import { deleteTicketHistory, listTicketHistory, ticketHistoryPut } from '../data/entities/ticket-history';
import { ticketListingDelete, ticketListingOf, ticketListingPut } from '../data/entities/ticket-listing';
import { getParty } from '../data/parties';
import { transact, type TransactItems } from '../data/transact';
import { countChange, countDeltas } from '../datatable/counts';
import { HttpError, notFound, type FieldErrors } from '../http/errors';
import { attachmentItem, attachmentView, ticketAttachments, type AttachmentItem } from './attachments';
import { ticketCountKeys, TICKETS_TABLE } from './counters';
import type { StoredUpload } from '../files/upload-ticket';
import { rowOf, rowView, partyOfRow, type Names, type RowParty, type StoredTicketRow, type TicketItem } from './rows';
import { userOf } from './users';

export type { TicketItem };

/** The fields a ticket form sends (spec §3 payload), validated by the route. */
export interface TicketInput {
  channel: number;
  party_id?: number | null;
  party_name?: string | null;
  type: number;
  description: string;
  resolution?: string | null;
  user_assigned: number;
  status: number;
}

/** A ticket id as the path gives it: anything but a plain number is no ticket (404, spec §8). */
export function ticketIdOf(text: string): number | null {
  return /^[1-9]\d{0,14}$/.test(text) ? Number(text) : null;
}

export async function getTicket(ticketId: number): Promise<TicketItem | null> {
  return readTicket(ticketId);
}

export async function requireTicket(idText: string): Promise<TicketItem> {
  const id = ticketIdOf(idText);
  const ticket = id === null ? null : await getTicket(id);
  if (!ticket) throw notFound();
  return ticket;
}

/**
 * Checks what the payload points at (channel, type, status, assignee, party) and answers the party
 * of the row. 422 on each field that names nothing.
 */
export async function checkReferences(input: TicketInput, names: Names): Promise<RowParty | null> {
  const errors: FieldErrors = {};
  const missing = (field: string) => (errors[field] = [{ key: 'validation.exists' }]);
  if (!names.maps.channels.has(input.channel)) missing('channel');
  if (!names.maps.types.has(input.type)) missing('type');
  if (!names.maps.status.has(input.status)) missing('status');
  if (!names.users.has(input.user_assigned)) missing('user_assigned');
  let party: RowParty | null = null;
  if (input.party_id) {
    const p = await getParty(input.party_id);
    if (!p) missing('party_id');
    else party = { id: p.partyId, code: p.code, name: p.name };
  }
  if (Object.keys(errors).length) throw new HttpError(422, 'errors.invalid', {}, errors);
  return party;
}

function changesOf(before: TicketItem | null, after: TicketItem): TicketHistoryChanges {
  const c: TicketHistoryChanges = {};
  if (before?.typeId !== after.typeId) c.type_id = [before?.typeId ?? null, after.typeId];
  if (before?.statusId !== after.statusId) c.status_id = [before?.statusId ?? null, after.statusId];
  if (before?.assignedUserId !== after.assignedUserId)
    c.user_assigned_id = [before?.assignedUserId ?? null, after.assignedUserId];
  if (before?.unread !== after.unread) c.new = [before?.unread ?? null, after.unread];
  return c;
}

const sameListingKey = (a: TicketItem, b: TicketItem) =>
  a.assignedUserId === b.assignedUserId && a.statusId === b.statusId && a.updatedAt === b.updatedAt;

type TransactItem = TransactItems[number];

/**
 * The transaction of a save: `before` null on create. The ticket Put is conditional (absent on
 * create; same version and comment sequence on update), so of two saves from the same version one
 * wins and the other is told it is stale.
 */
function saveItems(before: TicketItem | null, after: TicketItem, actorId: number, attachments: AttachmentItem[]) {
  const put = ticketItemPut(after);
  const ticketPut: TransactItem = before
    ? {
        Put: {
          ...put,
          ConditionExpression: '#version = :version AND #commentSeq = :commentSeq',
          ExpressionAttributeNames: { '#version': 'version', '#commentSeq': 'commentSeq' },
          ExpressionAttributeValues: { ':version': before.version, ':commentSeq': before.commentSeq ?? 0 },
        },
      }
    : { Put: { ...put, ConditionExpression: 'attribute_not_exists(pk)' } };
  const items: TransactItem[] = [ticketPut];
  if (before && !sameListingKey(before, after)) items.push({ Delete: ticketListingDelete(ticketListingOf(before)) });
  items.push({ Put: ticketListingPut(ticketListingOf(after)) });
  const changes = changesOf(before, after);
  if (Object.keys(changes).length)
    items.push({
      Put: ticketHistoryPut({
        ticketId: after.ticketId,
        entryId: after.version,
        userId: actorId,
        createdAt: new Date().toISOString(),
        changes,
      }),
    });
  for (const a of attachments) items.push({ Put: ticketAttachmentPut(a) });
  const deltas = countDeltas(before ? ticketCountKeys(before) : null, ticketCountKeys(after));
  if (Object.keys(deltas).length) items.push(countChange(TICKETS_TABLE, deltas));
  return items;
}

/** What a ticket takes from its form, on create and on update alike (a known party, or a name typed). */
const formFields = (input: TicketInput, party: RowParty | null) => ({
  channelId: input.channel,
  partyId: party?.id,
  partyName: party ? undefined : (input.party_name ?? undefined),
  typeId: input.type,
  description: input.description,
  resolution: input.resolution || undefined,
});

/** Creates a ticket; answers it as stored. */
export async function createTicket(
  input: TicketInput,
  party: RowParty | null,
  caller: Caller,
  uploads: StoredUpload[],
): Promise<TicketItem> {
  const now = new Date().toISOString();
  const ticketId = await nextId('ticket');
  const base = {
    ticketId,
    ...formFields(input, party),
    createdById: caller.accountId,
    assignedUserId: input.user_assigned,
    statusId: input.status,
    // Whoever creates a ticket for themselves has read it; one for someone else is new to them.
    unread: input.user_assigned !== caller.accountId,
    version: 1,
    commentSeq: 0,
    createdAt: now,
    updatedAt: now,
    updatedById: caller.accountId,
    commentText: '',
  };
  const ticket = { ...base, row: rowOf(base as TicketItem, party) } as TicketItem;
  const attachments = uploads.map((up) => attachmentItem(ticketId, up, caller.accountId, now));
  const failed = await transact(saveItems(null, ticket, caller.accountId, attachments));
  if (failed.length) throw new Error(`ticket ${ticketId} already exists`);
  return ticket;
}

export interface TicketChange extends TicketInput {
  new: boolean;
}

/**
 * Saves a change to a ticket read at `before` (the version the page opened, already compared).
 * Answers the ticket as stored, or 'stale' when someone else saved in between.
 */
export async function updateTicket(
  before: TicketItem,
  input: TicketChange,
  party: RowParty | null,
  caller: Caller,
  uploads: StoredUpload[],
): Promise<TicketItem | 'stale'> {
  const now = new Date().toISOString();
  const reassigned = input.user_assigned !== before.assignedUserId;
  const base: TicketItem = {
    ...before,
    ...formFields(input, party),
    assignedUserId: input.user_assigned,
    statusId: input.status,
    // A ticket handed to someone else is new to them, whatever the switch said.
    unread: reassigned && input.user_assigned !== caller.accountId ? true : input.new,
    version: before.version + 1,
    updatedAt: now,
    updatedById: caller.accountId,
  };
  const after = { ...base, row: rowOf(base, party) };
  const attachments = uploads.map((up) => attachmentItem(before.ticketId, up, caller.accountId, now));
  return save(before, after, caller.accountId, attachments);
}

/** Marks a ticket read (spec §4): a history entry, no change to its place in the list. */
export async function markRead(before: TicketItem, caller: Caller): Promise<TicketItem | 'stale'> {
  const base: TicketItem = { ...before, unread: false, version: before.version + 1 };
  const party = partyOfRow(before.row as StoredTicketRow);
  return save(before, { ...base, row: rowOf(base, party) }, caller.accountId, []);
}

/** Writes `after` over `before` (see saveItems), with `extra` items in the same transaction. */
export async function save(
  before: TicketItem,
  after: TicketItem,
  actorId: number,
  attachments: AttachmentItem[],
  extra: TransactItem[] = [],
): Promise<TicketItem | 'stale'> {
  const failed = await transact([...saveItems(before, after, actorId, attachments), ...extra]);
  return failed.length ? 'stale' : after;
}

/**
 * Re-runs a save whose only obstacle was a comment posted meanwhile (comments do not change the
 * version, so they must not make a save stale); answers 'stale' when the version itself moved.
 */
export async function withCommentRetry(
  before: TicketItem,
  attempt: (current: TicketItem) => Promise<TicketItem | 'stale'>,
): Promise<{ saved: TicketItem } | { current: TicketItem | null }> {
  let current = before;
  for (let i = 0; i < 3; i++) {
    const out = await attempt(current);
    if (out !== 'stale') return { saved: out };
    const now = await getTicket(before.ticketId);
    if (!now || now.version !== before.version) return { current: now };
    current = now;
  }
  return { current };
}

/** The ticket page's record. */
export async function ticketView(t: TicketItem, names: Names): Promise<TicketView> {
  const row = t.row as StoredTicketRow;
  const [attachments, party] = await Promise.all([
    ticketAttachments(t.ticketId),
    row.party_id !== null ? getParty(row.party_id) : Promise.resolve(null),
  ]);
  return {
    ...rowView(row, names),
    version: t.version,
    user: userOf(names.users, t.createdById),
    user_updated: userOf(names.users, t.updatedById),
    party_phone: party?.phone ?? null,
    attachments: attachments.map((a) => attachmentView(a, names.users)),
  };
}

/** Deletes a ticket and its counters in one transaction; its comments, history and files after. */
export async function deleteTicket(t: TicketItem): Promise<string[]> {
  const failed = await transact([
    { Delete: { ...ticketDelete(t.ticketId), ConditionExpression: 'attribute_exists(pk)' } },
    { Delete: ticketListingDelete(ticketListingOf(t)) },
    countChange(TICKETS_TABLE, countDeltas(ticketCountKeys(t), null)),
  ]);
  if (failed.length) throw notFound();
  const attachments = await ticketAttachments(t.ticketId);
  const [comments, history] = await Promise.all([listTicketComments(t.ticketId), listTicketHistory(t.ticketId)]);
  await deleteTicketComments(comments);
  await deleteTicketHistory(history);
  await deleteTicketAttachments(attachments);
  return attachments.map((a) => a.key);
}
