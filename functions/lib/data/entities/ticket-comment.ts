import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/** A comment on a ticket, in the ticket's partition; a reply names the comment it answers (parentId). */
export const ticketCommentSchema = {
  model: { entity: 'ticketComment', version: '1', service: 'portal' },
  attributes: {
    ticketId: { type: 'number', required: true },
    commentId: { type: 'number', required: true },
    parentId: { type: 'number' },
    content: { type: 'string', required: true },
    userId: { type: 'number', required: true },
    createdAt: { type: 'string', required: true },
  },
  indexes: {
    byTicket: { pk: { field: 'pk', composite: ['ticketId'] }, sk: { field: 'sk', composite: ['commentId'] } },
  },
} as const;

export const TicketComment = /* @__PURE__ */ once(() => new Entity(ticketCommentSchema, entityConfig()));
