import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/**
 * A ticket's history entry (§3): who changed type, status, assignee or unread flag, and when. Its id
 * is the ticket version the save produced, so an entry is written once per save, in its transaction.
 */
export const ticketHistorySchema = {
  model: { entity: 'ticketHistory', version: '1', service: 'portal' },
  attributes: {
    ticketId: { type: 'number', required: true },
    entryId: { type: 'number', required: true },
    userId: { type: 'number', required: true },
    createdAt: { type: 'string', required: true },
    /** {field: [before, after]}: type_id, status_id, user_assigned_id, new. */
    changes: { type: 'any', required: true },
  },
  indexes: {
    byTicket: {
      pk: { field: 'pk', composite: ['ticketId'] },
      sk: { field: 'sk', composite: ['entryId'] },
    },
  },
} as const;

export const TicketHistory = /* @__PURE__ */ once(() => new Entity(ticketHistorySchema, entityConfig()));
