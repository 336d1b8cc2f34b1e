/**
 * A party's tickets, from the listing items' byParty index (newest first): the duplicate warning
 * (same party, same type, still open, from the last 7 days) and the call view's open tickets.
 */
import { CLOSED_TICKET_STATUSES, DUPLICATE_WINDOW_DAYS } from '../../../shared/ticketing/rules';
import type { TicketDuplicate, TicketRow } from '../../../shared/ticketing/views';
import { listingsOfParty } from '../data/entities/ticket-listing';
import { lookupOf } from './lookups';
import { rowView, type Names, type StoredTicketRow } from './rows';
import { userOf } from './users';

const isOpen = (r: StoredTicketRow) => !CLOSED_TICKET_STATUSES.includes(r.status);

export async function duplicatesOf(partyId: number, typeId: number, names: Names): Promise<TicketDuplicate[]> {
  const since = new Date(Date.now() - DUPLICATE_WINDOW_DAYS * 86_400_000).toISOString();
  const { items } = await listingsOfParty(partyId, { since });
  return items
    .map((l) => l.row as StoredTicketRow)
    .filter((r) => r.type === typeId && isOpen(r))
    .map((r) => ({
      id: r.id,
      created_at: r.created_at,
      description: r.description,
      status: lookupOf(names.maps.status, r.status),
      user_assigned: userOf(names.users, r.assigned),
    }));
}

/** The party's open tickets, newest first, at most `max` (reads at most 10 pages of 100). */
export async function openTicketsOf(partyId: number, names: Names, max = 20): Promise<TicketRow[]> {
  const out: TicketRow[] = [];
  let start: Record<string, unknown> | undefined;
  for (let page = 0; page < 10 && out.length < max; page++) {
    const res = await listingsOfParty(partyId, { limit: 100, start });
    for (const l of res.items)
      if (isOpen(l.row as StoredTicketRow) && out.length < max) out.push(rowView(l.row as StoredTicketRow, names));
    start = res.next;
    if (!start) break;
  }
  return out;
}
