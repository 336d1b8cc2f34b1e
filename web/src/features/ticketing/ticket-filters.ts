/**
 * The ticket list's filters (spec §2, §3 "filter set"): date range, channel, party, type,
 * description, resolution, assigned user, status and the free-text search over everything. They
 * live in the address as typed (one parameter each, the server table's way), so the defaults are
 * what an absent parameter means: no assigned-user parameter is "assigned to me" (spec §6), and
 * `user_assigned=any` is everyone's tickets. Reset therefore lands on "mine" again.
 */
import { TICKET_FIELDS } from './ticket-form';

export const TICKET_FILTERS = ['date_from', 'date_to', ...TICKET_FIELDS, 'all'] as const;
export type TicketFilter = (typeof TICKET_FILTERS)[number];

/** Selects and dates apply at once; text waits for typing to pause (or Enter). */
export const IMMEDIATE_TICKET_FILTERS: readonly TicketFilter[] = [
  'date_from',
  'date_to',
  'channel',
  'type',
  'user_assigned',
  'status',
];

/** The assigned-user filter's value for "anyone". */
export const ANY_USER = 'any';

export interface TicketSearch {
  date_from?: string;
  date_to?: string;
  channel?: number;
  party?: string;
  type?: number;
  description?: string;
  resolution?: string;
  user_assigned?: number;
  status?: number;
  all?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const id = (text: string): number | undefined => (/^\d{1,9}$/.test(text) ? Number(text) : undefined);

/** The server's `search` from the filters as typed; what is empty or unreadable is left out. */
export function ticketSearch(filters: Record<TicketFilter, string>, me: number): TicketSearch {
  const f = Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, v.trim()])) as Record<TicketFilter, string>;
  const out: TicketSearch = {};
  if (DAY.test(f.date_from)) out.date_from = f.date_from;
  if (DAY.test(f.date_to)) out.date_to = f.date_to;
  for (const key of ['channel', 'type', 'status'] as const) {
    const value = id(f[key]);
    if (value !== undefined) out[key] = value;
  }
  for (const key of ['party', 'description', 'resolution', 'all'] as const) if (f[key]) out[key] = f[key];
  if (f.user_assigned !== ANY_USER) out.user_assigned = id(f.user_assigned) ?? me;
  return out;
}
