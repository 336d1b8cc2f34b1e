import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/**
 * What one sell-in import batch adds to the summary report for one laboratory code: per client,
 * the amounts of each channel. Kept at import time so the report reads totals, never the rows.
 */
export const opcSellInTotalsSchema = {
  model: { entity: 'opcSellInTotals', version: '1', service: 'portal' },
  attributes: {
    batchId: { type: 'number', required: true },
    laboratory: { type: 'string', required: true },
    /** JSON of ClientTotals (functions/lib/operations/sell-in-summary.ts). */
    clients: { type: 'string', required: true },
  },
  indexes: {
    byBatch: { pk: { field: 'pk', composite: ['batchId'] }, sk: { field: 'sk', composite: ['laboratory'] } },
  },
} as const;

export const OpcSellInTotals = /* @__PURE__ */ once(() => new Entity(opcSellInTotalsSchema, entityConfig()));
