/**
 * A ticket's compact list row (the `row` attribute gsi4 and the listing item keep): the columns
 * the list shows and filters on, ids instead of names (names are resolved per answer, so renaming a
 * lookup or a user never leaves stale rows), and `search`, the accent- and case-free text of
 * description, resolution, party code and name and comments that the free-text search reads.
 */
import { searchable } from '../../../shared/ticketing/rules';
import type { TicketRow } from '../../../shared/ticketing/views';
import type { TicketItem } from '../data/entities/ticket';
import { lookupOf, type LookupMaps } from './lookups';
import { userOf, type UserMap } from './users';

export type { TicketItem };

export interface StoredTicketRow {
  id: number;
  created_at: string;
  updated_at: string;
  channel: number;
  type: number;
  status: number;
  assigned: number;
  party_id: number | null;
  party_code: string | null;
  /** The chosen party's name, or the free-text name. */
  party_name: string | null;
  description: string;
  resolution: string | null;
  new: boolean;
  search: string;
}

/** The search text is capped so a row stays compact (a few KB at most). */
export const SEARCH_TEXT_MAX = 4000;

export interface RowParty {
  id: number;
  code: string;
  name: string;
}

export function rowOf(t: TicketItem, party: RowParty | null): StoredTicketRow {
  const partyName = party?.name ?? t.partyName ?? null;
  const search = searchable(
    [t.description, t.resolution ?? '', party?.code ?? '', partyName ?? '', t.commentText ?? ''].join(' '),
  ).slice(0, SEARCH_TEXT_MAX);
  return {
    id: t.ticketId,
    created_at: t.createdAt,
    updated_at: t.updatedAt,
    channel: t.channelId,
    type: t.typeId,
    status: t.statusId,
    assigned: t.assignedUserId,
    party_id: party?.id ?? null,
    party_code: party?.code ?? null,
    party_name: partyName,
    description: t.description,
    resolution: t.resolution ?? null,
    new: t.unread,
    search,
  };
}

/** The row's party as stored (the party's code and name at the last save). */
export const partyOfRow = (r: StoredTicketRow): RowParty | null =>
  r.party_id !== null ? { id: r.party_id, code: r.party_code ?? '', name: r.party_name ?? '' } : null;

export interface Names {
  maps: LookupMaps;
  users: UserMap;
}

export function rowView(r: StoredTicketRow, { maps, users }: Names): TicketRow {
  const party = partyOfRow(r);
  return {
    id: r.id,
    created_at: r.created_at,
    updated_at: r.updated_at,
    channel: lookupOf(maps.channels, r.channel),
    party,
    party_name: party ? null : r.party_name,
    type: lookupOf(maps.types, r.type),
    description: r.description,
    resolution: r.resolution,
    user_assigned: userOf(users, r.assigned),
    status: lookupOf(maps.status, r.status),
    new: r.new,
  };
}
