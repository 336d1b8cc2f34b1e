import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/** A pharmacy's purchase (an order invoiced through the group): the quarterly bars add these up. */
export const purchaseSchema = {
  model: { entity: 'purchase', version: '1', service: 'portal' },
  attributes: {
    partyId: { type: 'number', required: true },
    purchaseId: { type: 'number', required: true },
    /** YYYY-MM-DD */
    purchaseDate: { type: 'string', required: true },
    amountCents: { type: 'number', required: true },
  },
  indexes: {
    byParty: {
      pk: { field: 'pk', composite: ['partyId'] },
      sk: { field: 'sk', composite: ['purchaseDate', 'purchaseId'] },
    },
  },
} as const;

export const Purchase = /* @__PURE__ */ once(() => new Entity(purchaseSchema, entityConfig()));
