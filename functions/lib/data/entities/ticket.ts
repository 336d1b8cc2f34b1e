import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/**
 * A ticket (ticketing-warehouse §3). Its comments, history and attachments live in the same
 * partition (their own entities, keyed by ticketId). `row` is the compact list row (the only
 * attribute gsi4 keeps); `version` grows with every save, so a stale save is refused (409).
 * A second item per ticket, `ticketListing`, carries the index entries this item has no room for.
 */
export const ticketSchema = {
  model: { entity: 'ticket', version: '1', service: 'portal' },
  attributes: {
    ticketId: { type: 'number', required: true },
    channelId: { type: 'number', required: true },
    /** The chosen party, or absent when the party was typed as free text (partyName). */
    partyId: { type: 'number' },
    partyName: { type: 'string' },
    typeId: { type: 'number', required: true },
    description: { type: 'string', required: true },
    resolution: { type: 'string' },
    createdById: { type: 'number', required: true },
    assignedUserId: { type: 'number', required: true },
    statusId: { type: 'number', required: true },
    /** Unread ("new"): the list's red marker. */
    unread: { type: 'boolean', required: true },
    version: { type: 'number', required: true },
    /** Grows with every comment: a save is conditional on it too (and retried, not refused). */
    commentSeq: { type: 'number', required: true },
    /** ISO date-times. */
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
    updatedById: { type: 'number', required: true },
    /** Normalised text of the comments, kept for the free-text search (capped). */
    commentText: { type: 'string' },
    row: { type: 'any', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['ticketId'] }, sk: { field: 'sk', composite: [] } },
    // The list's default: assigned to me, last updated first.
    byAssignee: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['assignedUserId'] },
      sk: { field: 'gsi1sk', composite: ['updatedAt', 'ticketId'] },
    },
    // A status filter over everyone's tickets, last updated first.
    byStatus: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['statusId'] },
      sk: { field: 'gsi3sk', composite: ['updatedAt', 'ticketId'] },
    },
    // Every ticket, last updated first: compact rows (paging deep, free text, other filters).
    list: {
      index: 'gsi4',
      pk: { field: 'gsi4pk', composite: [] },
      sk: { field: 'gsi4sk', composite: ['updatedAt', 'ticketId'] },
    },
  },
} as const;

export const Ticket = /* @__PURE__ */ once(() => new Entity(ticketSchema, entityConfig()));
