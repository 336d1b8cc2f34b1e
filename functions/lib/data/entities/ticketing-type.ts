import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/** A ticket type (lookup: id, name_ca, name_es), all in one small partition. */
export const ticketingTypeSchema = {
  model: { entity: 'ticketingType', version: '1', service: 'portal' },
  attributes: {
    typeId: { type: 'number', required: true },
    nameCa: { type: 'string', required: true },
    nameEs: { type: 'string', required: true },
  },
  indexes: {
    all: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['typeId'] } },
  },
} as const;

export const TicketingType = /* @__PURE__ */ once(() => new Entity(ticketingTypeSchema, entityConfig()));
