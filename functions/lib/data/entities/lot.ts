import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/** A production lot of a product, with its expiry (returns, distribution lines). */
export const lotSchema = {
  model: { entity: 'lot', version: '1', service: 'portal' },
  attributes: {
    lotId: { type: 'number', required: true },
    productId: { type: 'number', required: true },
    number: { type: 'string', required: true },
    /** YYYY-MM-DD */
    expiresOn: { type: 'string' },
    erpUpdatedAt: { type: 'string', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['lotId'] }, sk: { field: 'sk', composite: [] } },
    byProduct: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['productId'] },
      sk: { field: 'gsi1sk', composite: ['number'] },
    },
  },
} as const;

export const Lot = /* @__PURE__ */ once(() => new Entity(lotSchema, entityConfig()));
