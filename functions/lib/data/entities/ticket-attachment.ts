import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/** A file attached to a ticket, in the ticket's partition; `basename` names it in the API, `key` in S3. */
export const ticketAttachmentSchema = {
  model: { entity: 'ticketAttachment', version: '1', service: 'portal' },
  attributes: {
    ticketId: { type: 'number', required: true },
    basename: { type: 'string', required: true },
    fileName: { type: 'string', required: true },
    key: { type: 'string', required: true },
    size: { type: 'number', required: true },
    userId: { type: 'number', required: true },
    createdAt: { type: 'string', required: true },
  },
  indexes: {
    byTicket: { pk: { field: 'pk', composite: ['ticketId'] }, sk: { field: 'sk', composite: ['basename'] } },
  },
} as const;

export const TicketAttachment = /* @__PURE__ */ once(() => new Entity(ticketAttachmentSchema, entityConfig()));
