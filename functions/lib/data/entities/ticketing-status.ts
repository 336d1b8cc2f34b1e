import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/** A ticketing status (lookup: id, name_ca, name_es). Status 3 is the default of new tickets. */
export const ticketingStatusSchema = {
  model: { entity: 'ticketingStatus', version: '1', service: 'portal' },
  attributes: {
    statusId: { type: 'number', required: true },
    nameCa: { type: 'string', required: true },
    nameEs: { type: 'string', required: true },
  },
  indexes: {
    all: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['statusId'] } },
  },
} as const;

export const TicketingStatus = /* @__PURE__ */ once(() => new Entity(ticketingStatusSchema, entityConfig()));
