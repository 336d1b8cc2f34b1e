import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/** A line of a sale: product, quantity and, once picked, its lot. */
export const saleLineSchema = {
  model: { entity: 'saleLine', version: '1', service: 'portal' },
  attributes: {
    saleLineId: { type: 'number', required: true },
    saleId: { type: 'number', required: true },
    productId: { type: 'number', required: true },
    quantity: { type: 'number', required: true },
    lotId: { type: 'number' },
    erpUpdatedAt: { type: 'string', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['saleLineId'] }, sk: { field: 'sk', composite: [] } },
    bySale: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['saleId'] },
      sk: { field: 'gsi1sk', composite: ['saleLineId'] },
    },
  },
} as const;

export const SaleLine = /* @__PURE__ */ once(() => new Entity(saleLineSchema, entityConfig()));
