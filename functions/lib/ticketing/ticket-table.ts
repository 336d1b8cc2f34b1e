/**
 * The ticket list (spec §2) as an indexed datatable. Key ranges, tried in order:
 * - assigned to X and in status S, by updated_at: the listing item's primary key;
 * - assigned to X, by updated_at (the screen's default): ticket gsi1;
 * - in status S, by updated_at: ticket gsi3;
 * - by created_at (or id, the same order), optionally between two days: the listing's gsi2;
 * - otherwise every ticket by updated_at: gsi4, compact rows.
 * Other filters (and the free text, over the row's accent-free `search`) are checked on the rows
 * read. Totals come from the counters when the filters are one counted key, else null.
 */
import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type * as z from 'zod/mini';
import type { Access, RouteDef } from '../../../shared/api/route';
import type { ticketListQuery } from '../../../shared/ticketing/search';
import { matchesWords, searchable } from '../../../shared/ticketing/rules';
import { ticketsByUpdatedQuery, ticketsInStatusQuery, ticketsOfAssigneeQuery } from '../data/entities/ticket';
import {
  listingsByCreatedQuery,
  listingsCreatedBetweenQuery,
  listingsOfAssigneeInStatusQuery,
} from '../data/entities/ticket-listing';
import { readCount } from '../datatable/counts';
import { defineDatatable, isBlank, type IndexRange } from '../datatable/define';
import { TICKETS_TABLE } from './counters';
import { createdWithinDays, madridDayEnd, madridDayStart } from './madrid';
import type { StoredTicketRow } from './rows';

/** The list's route as a type only: the export (another group) reads the same table. */
type ListRoute = RouteDef<z.core.$ZodType, typeof ticketListQuery, z.core.$ZodType, Access, unknown>;
const route = undefined as unknown as ListRoute;

const row = (item: Record<string, unknown>) => item.row as StoredTicketRow;
const range = (label: string, query: unknown, extra: Partial<IndexRange<StoredTicketRow>> = {}): IndexRange<StoredTicketRow> => ({
  label,
  query: query as QueryCommandInput,
  row,
  ...extra,
});

const byUpdated = () => range('gsi4 tickets by updated_at', ticketsByUpdatedQuery(), { defaultDesc: true });
const byCreated = () => range('gsi2 ticket listings by created_at', listingsByCreatedQuery(), { defaultDesc: true });

/** Rows a search reads at most per request: about 1 s on DynamoDB Local (bench:tables). */
export const TICKETING_WALK_LIMIT = 5_000;

const textIn = (value: string | null, query: string) => matchesWords(searchable(value ?? ''), query);

export const ticketTable = defineDatatable(route).indexed<StoredTicketRow>({
  sorts: { default: byUpdated, updated_at: byUpdated, created_at: byCreated, id: byCreated },
  narrow: [
    (q) => {
      const { user_assigned: user, status } = q.search;
      if (!user || !status || (q.sort_by ?? 'updated_at') !== 'updated_at') return undefined;
      return range('listing assigned+status by updated_at', listingsOfAssigneeInStatusQuery(user, status), {
        defaultDesc: true,
        covers: ['user_assigned', 'status'],
      });
    },
    (q) =>
      q.search.user_assigned && (q.sort_by ?? 'updated_at') === 'updated_at'
        ? range('gsi1 tickets assigned by updated_at', ticketsOfAssigneeQuery(q.search.user_assigned), {
            defaultDesc: true,
            covers: ['user_assigned'],
          })
        : undefined,
    (q) =>
      q.search.status && (q.sort_by ?? 'updated_at') === 'updated_at'
        ? range('gsi3 tickets in status by updated_at', ticketsInStatusQuery(q.search.status), {
            defaultDesc: true,
            covers: ['status'],
          })
        : undefined,
    (q) => {
      if (q.sort_by !== 'created_at' && q.sort_by !== 'id') return undefined;
      const within = createdWithinDays({ between: (a, b) => listingsCreatedBetweenQuery(a.createdAt, b.createdAt) }, q.search);
      if (!within) return undefined;
      return range('gsi2 ticket listings created between', within, {
        defaultDesc: true,
        covers: ['date_from', 'date_to'],
      });
    },
  ],
  filters: {
    date_from: (r, v) => r.created_at >= madridDayStart(v),
    date_to: (r, v) => r.created_at < madridDayEnd(v),
    channel: (r, v) => r.channel === v,
    party: (r, v) => textIn(`${r.party_code ?? ''} ${r.party_name ?? ''}`, v),
    type: (r, v) => r.type === v,
    description: (r, v) => textIn(r.description, v),
    resolution: (r, v) => textIn(r.resolution, v),
    user_assigned: (r, v) => r.assigned === v,
    status: (r, v) => r.status === v,
    all: (r, v) => matchesWords(r.search, v) || String(r.id) === v.trim(),
  },
  // A free text (or any filter no index serves) searches the 5,000 rows first in the list's order.
  walkLimit: TICKETING_WALK_LIMIT,
  async count(q) {
    const active = Object.entries(q.search).filter(([, v]) => !isBlank(v));
    const keys = Object.fromEntries(active) as Record<string, unknown>;
    const names = Object.keys(keys).sort().join(',');
    if (names === '') return readCount(TICKETS_TABLE, 'all');
    if (names === 'user_assigned') return readCount(TICKETS_TABLE, `assigned#${String(keys.user_assigned)}`);
    if (names === 'status') return readCount(TICKETS_TABLE, `status#${String(keys.status)}`);
    if (names === 'status,user_assigned')
      return readCount(TICKETS_TABLE, `assigned#${String(keys.user_assigned)}#status#${String(keys.status)}`);
    if (names === 'channel') return readCount(TICKETS_TABLE, `channel#${String(keys.channel)}`);
    if (names === 'type') return readCount(TICKETS_TABLE, `type#${String(keys.type)}`);
    return null;
  },
});
