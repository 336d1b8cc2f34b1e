import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { Entity } from 'dynamodb-toolbox/entity';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { any } from 'dynamodb-toolbox/schema/any';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { once } from '../../../../shared/once';
import { edbIndexKeys, edbKey, toolboxTable } from '../toolbox';
import {
  keyQueryInput,
  queryPages,
  rawFormat,
  transactDelete,
  transactPut,
  type ItemKey,
  type TransactDelete,
  type TransactPut,
} from '../raw-params';

/**
 * The ticket's second item: the index entries the ticket item has no GSI left for, rewritten in
 * every save's transaction (its keys move with assignee, status and updated_at). It holds the same
 * compact `row`, so reading it costs what a gsi4 row costs.
 * - primary: assigned to someone AND in a status, last updated first (the list's default filter
 *   with a status filter);
 * - gsi1 byParty: a party's tickets, newest first (the duplicate warning, the call's open tickets);
 * - gsi2 byCreated: every ticket by creation (the date column's sort, date-range narrowing).
 * Callers see only the declared type and functions (see warehouse-send.ts).
 */
export interface TicketListingItem {
  ticketId: number;
  assignedUserId: number;
  statusId: number;
  typeId: number;
  partyId?: number | undefined;
  createdAt: string;
  updatedAt: string;
  row: unknown;
}

/** The listing of a ticket: the ticket's fields it repeats (any wider object, e.g. the ticket item). */
export const ticketListingOf = (t: TicketListingItem): TicketListingItem => ({
  ticketId: t.ticketId,
  assignedUserId: t.assignedUserId,
  statusId: t.statusId,
  typeId: t.typeId,
  partyId: t.partyId,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
  row: t.row,
});

const ENTITY = 'ticketListing';
const SORT = '$ticketlisting_1';
const BY_PARTY = 'gsi1';
const BY_CREATED = 'gsi2';
const CREATED = `${SORT}#createdat_`;

const primary = (l: { assignedUserId: number; statusId: number; updatedAt: string; ticketId: number }) => ({
  pk: edbKey('$portal', [
    ['assigneduserid', l.assignedUserId],
    ['statusid', l.statusId],
  ]),
  sk: edbKey(SORT, [
    ['updatedat', l.updatedAt],
    ['ticketid', l.ticketId],
  ]),
});
// A missing partyId is an empty composite (`$portal#partyid_`), as in items stored before: no sparse index.
const partyPartition = (partyId: number | undefined) => edbKey('$portal', [['partyid', partyId ?? '']]);
const byCreated = (createdAt: string, ticketId?: number) =>
  edbKey(SORT, [['createdat', createdAt], ...(ticketId === undefined ? [] : [['ticketid', ticketId] as const])]);

const TicketListing = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: ENTITY,
      table: toolboxTable(),
      schema: item({
        ticketId: number().key(),
        assignedUserId: number().key(),
        statusId: number().key(),
        typeId: number(),
        partyId: number().optional(),
        createdAt: string(),
        updatedAt: string().key(),
        row: any(),
        ...edbIndexKeys(1, 2),
        // The table's schema-version marker (toolbox.ts).
        __edb_v__: string().const('1').hidden(),
      }),
      timestamps: false,
      computeKey: primary,
    }),
);

const format = /* @__PURE__ */ rawFormat<TicketListingItem>(TicketListing);

/** The Put of a ticket's listing item with its index keys. */
export function ticketListingPut(l: TicketListingItem): TransactPut {
  const created = byCreated(l.createdAt, l.ticketId);
  const keys = { gsi1pk: partyPartition(l.partyId), gsi1sk: created, gsi2pk: edbKey('$portal', []), gsi2sk: created };
  return transactPut(new PutItemCommand(TicketListing(), { ...l, ...keys }).params());
}

/** The Delete of a listing item (its key: assignee, status, updatedAt, ticket). */
export function ticketListingDelete(l: TicketListingItem): TransactDelete {
  const { ticketId, assignedUserId, statusId, updatedAt } = l;
  return transactDelete(new DeleteItemCommand(TicketListing(), { ticketId, assignedUserId, statusId, updatedAt }).params());
}

/** The listings assigned to a user in a status, by last update (the primary key). */
export const listingsOfAssigneeInStatusQuery = (assignedUserId: number, statusId: number): QueryCommandInput =>
  keyQueryInput({
    partition: primary({ assignedUserId, statusId, updatedAt: '', ticketId: 0 }).pk,
    range: { beginsWith: `${SORT}#updatedat_` },
  });

/** Every listing by creation (gsi2). */
export const listingsByCreatedQuery = (): QueryCommandInput =>
  keyQueryInput({ index: BY_CREATED, partition: edbKey('$portal', []), range: { beginsWith: CREATED } });

/** The listings created from `from` to `to` (instants or their prefixes, both included; gsi2). */
export const listingsCreatedBetweenQuery = (from: string, to: string): QueryCommandInput =>
  keyQueryInput({ index: BY_CREATED, partition: edbKey('$portal', []), range: { between: [byCreated(from), byCreated(to)] } });

/**
 * A page of a party's listings, newest first (gsi1): created at or after `since` when given, at
 * most `limit` items read when given (else every page). `next` continues the walk.
 */
export async function listingsOfParty(
  partyId: number,
  opts: { since?: string; limit?: number; start?: ItemKey } = {},
): Promise<{ items: TicketListingItem[]; next: ItemKey | undefined }> {
  const partition = partyPartition(partyId);
  const query = keyQueryInput({
    index: BY_PARTY,
    partition,
    range: opts.since ? { from: byCreated(opts.since) } : { beginsWith: CREATED },
    reverse: true,
    ...(opts.limit === undefined ? {} : { limit: opts.limit }),
  });
  // A limit reads one page (the caller carries on from `next`), else every page.
  const { items, next } = await queryPages(query, {
    maxPages: opts.limit === undefined ? Infinity : 1,
    entity: ENTITY,
    ...(opts.start ? { start: opts.start } : {}),
  });
  return { items: items.map((i) => format(i)), next };
}
