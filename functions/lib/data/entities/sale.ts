import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/** A sale to a party (pharmacy or platform), possibly against a platform's purchase order. */
export const saleSchema = {
  model: { entity: 'sale', version: '1', service: 'portal' },
  attributes: {
    saleId: { type: 'number', required: true },
    number: { type: 'string', required: true },
    reference: { type: 'string', required: true },
    partyId: { type: 'number', required: true },
    /** YYYY-MM-DD */
    saleDate: { type: 'string', required: true },
    platformId: { type: 'number' },
    purchaseOrder: { type: 'string' },
    erpUpdatedAt: { type: 'string', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['saleId'] }, sk: { field: 'sk', composite: [] } },
    byNumber: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['number'] }, sk: { field: 'gsi1sk', composite: [] } },
    byParty: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['partyId'] },
      sk: { field: 'gsi2sk', composite: ['saleDate', 'saleId'] },
    },
    /** Sparse: only sales placed against a platform's purchase order. */
    byPurchaseOrder: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['platformId', 'purchaseOrder'] },
      sk: { field: 'gsi3sk', composite: ['saleId'] },
    },
  },
} as const;

export const Sale = /* @__PURE__ */ once(() => new Entity(saleSchema, entityConfig()));
