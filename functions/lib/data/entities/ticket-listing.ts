import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/**
 * The ticket's second item: the index entries the ticket item has no GSI left for, rewritten in
 * every save's transaction (its keys move with assignee, status and updated_at). It holds the same
 * compact `row`, so reading it costs what a gsi4 row costs.
 * - primary: assigned to someone AND in a status, last updated first (the list's default filter
 *   with a status filter);
 * - gsi1 byParty: a party's tickets, newest first (the duplicate warning, the call's open tickets);
 * - gsi2 byCreated: every ticket by creation (the date column's sort, date-range narrowing).
 */
export const ticketListingSchema = {
  model: { entity: 'ticketListing', version: '1', service: 'portal' },
  attributes: {
    ticketId: { type: 'number', required: true },
    assignedUserId: { type: 'number', required: true },
    statusId: { type: 'number', required: true },
    typeId: { type: 'number', required: true },
    partyId: { type: 'number' },
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
    row: { type: 'any', required: true },
  },
  indexes: {
    byAssigneeStatus: {
      pk: { field: 'pk', composite: ['assignedUserId', 'statusId'] },
      sk: { field: 'sk', composite: ['updatedAt', 'ticketId'] },
    },
    byParty: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['partyId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'ticketId'] },
    },
    byCreated: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: [] },
      sk: { field: 'gsi2sk', composite: ['createdAt', 'ticketId'] },
    },
  },
} as const;

export const TicketListing = /* @__PURE__ */ once(() => new Entity(ticketListingSchema, entityConfig()));
