import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/** A ticket channel (lookup: id, name_ca, name_es), all in one small partition. */
export const ticketingChannelSchema = {
  model: { entity: 'ticketingChannel', version: '1', service: 'portal' },
  attributes: {
    channelId: { type: 'number', required: true },
    nameCa: { type: 'string', required: true },
    nameEs: { type: 'string', required: true },
  },
  indexes: {
    all: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['channelId'] } },
  },
} as const;

export const TicketingChannel = /* @__PURE__ */ once(() => new Entity(ticketingChannelSchema, entityConfig()));
