import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { Entity } from 'dynamodb-toolbox/entity';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { any } from 'dynamodb-toolbox/schema/any';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { once } from '../../../../shared/once';
import { edbIndexKeys, edbKey, toolboxTable } from '../toolbox';
import { keyQueryInput, transactDelete, transactPut, type TransactDelete, type TransactPut } from '../raw-params';

/**
 * A ticket (ticketing-warehouse §3). Its comments, history and attachments live in the same
 * partition (their own entities, keyed by ticketId). `row` is the compact list row (the only
 * attribute gsi4 keeps); `version` grows with every save, so a stale save is refused (409).
 * A second item per ticket, `ticketListing`, carries the index entries this item has no room for.
 * Callers see only the declared type and functions: toolbox's types are worked out here once
 * (see warehouse-send.ts).
 */
export interface TicketItem {
  ticketId: number;
  channelId: number;
  /** The chosen party, or absent when the party was typed as free text (partyName). */
  partyId?: number | undefined;
  partyName?: string | undefined;
  typeId: number;
  description: string;
  resolution?: string | undefined;
  createdById: number;
  assignedUserId: number;
  statusId: number;
  /** Unread ("new"): the list's red marker. */
  unread: boolean;
  version: number;
  /** Grows with every comment: a save is conditional on it too (and retried, not refused). */
  commentSeq: number;
  /** ISO date-times. */
  createdAt: string;
  updatedAt: string;
  updatedById: number;
  /** Normalised text of the comments, kept for the free-text search (capped). */
  commentText?: string | undefined;
  row: unknown;
}

const SORT = '$ticket_1';
// Indexes: gsi1 byAssignee (the list's default: assigned to me, last updated first), gsi3 byStatus
// (a status filter over everyone's tickets), gsi4 list (every ticket, compact rows); all sorted
// by updatedAt then ticketId. Every put writes every index's keys.
const BY_ASSIGNEE = 'gsi1';
const BY_STATUS = 'gsi3';
const LIST = 'gsi4';
const UPDATED = `${SORT}#updatedat_`;

const byUpdated = (t: TicketItem) =>
  edbKey(SORT, [
    ['updatedat', t.updatedAt],
    ['ticketid', t.ticketId],
  ]);

const Ticket = /* @__PURE__ */ once(
  () =>
    new Entity({
      name: 'ticket',
      table: toolboxTable(),
      schema: item({
        ticketId: number().key(),
        channelId: number(),
        partyId: number().optional(),
        partyName: string().optional(),
        typeId: number(),
        description: string(),
        resolution: string().optional(),
        createdById: number(),
        assignedUserId: number(),
        statusId: number(),
        unread: boolean(),
        version: number(),
        commentSeq: number(),
        createdAt: string(),
        updatedAt: string(),
        updatedById: number(),
        commentText: string().optional(),
        row: any(),
        ...edbIndexKeys(1, 3, 4),
        // The table's schema-version marker (toolbox.ts).
        __edb_v__: string().const('1').hidden(),
      }),
      timestamps: false,
      computeKey: ({ ticketId }) => ({ pk: edbKey('$portal', [['ticketid', ticketId]]), sk: SORT }),
    }),
);

/** The ticket, read consistently (a save compares its version), or null. */
export async function readTicket(ticketId: number): Promise<TicketItem | null> {
  const { Item } = await new GetItemCommand(Ticket(), { ticketId }).options({ consistent: true }).send();
  return Item ?? null;
}

/** The Put of a whole ticket with every index's keys (a save's transaction adds its condition). */
export function ticketPut(t: TicketItem): TransactPut {
  const sk = byUpdated(t);
  const keys = {
    gsi1pk: edbKey('$portal', [['assigneduserid', t.assignedUserId]]),
    gsi1sk: sk,
    gsi3pk: edbKey('$portal', [['statusid', t.statusId]]),
    gsi3sk: sk,
    gsi4pk: edbKey('$portal', []),
    gsi4sk: sk,
  };
  return transactPut(new PutItemCommand(Ticket(), { ...t, ...keys }).params());
}

/** The Delete of a ticket's item (a transaction adds its condition). */
export function ticketDelete(ticketId: number): TransactDelete {
  return transactDelete(new DeleteItemCommand(Ticket(), { ticketId }).params());
}

/** Every ticket by last update (gsi4, compact rows). */
export const ticketsByUpdatedQuery = (): QueryCommandInput =>
  keyQueryInput({ index: LIST, partition: edbKey('$portal', []), range: { beginsWith: UPDATED } });

/** The tickets assigned to a user by last update (gsi1). */
export const ticketsOfAssigneeQuery = (assignedUserId: number): QueryCommandInput =>
  keyQueryInput({
    index: BY_ASSIGNEE,
    partition: edbKey('$portal', [['assigneduserid', assignedUserId]]),
    range: { beginsWith: UPDATED },
  });

/** The tickets in a status by last update (gsi3). */
export const ticketsInStatusQuery = (statusId: number): QueryCommandInput =>
  keyQueryInput({ index: BY_STATUS, partition: edbKey('$portal', [['statusid', statusId]]), range: { beginsWith: UPDATED } });
