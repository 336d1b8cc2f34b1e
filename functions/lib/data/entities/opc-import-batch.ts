import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/**
 * One operations import (stock, target, sell-in fede or platform): who, when, which files, how many
 * rows. Written after all its chunks (and, for sell-in, its summary totals), so a batch that exists
 * is whole (imports are all or nothing); readers ignore rows of batches that do not exist.
 */
export const opcImportBatchSchema = {
  model: { entity: 'opcImportBatch', version: '1', service: 'portal' },
  attributes: {
    batchId: { type: 'number', required: true },
    kind: { type: ['stock', 'target', 'sell_in_fede', 'sell_in_platform'] as const, required: true },
    accountId: { type: 'number', required: true },
    files: { type: 'list', items: { type: 'string' }, default: () => [] },
    rows: { type: 'number', required: true },
    chunks: { type: 'number', required: true },
    laboratoryId: { type: 'number' },
    createdAt: { type: 'string', required: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byKind: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['kind', 'batchId'] } },
  },
} as const;

export const OpcImportBatch = /* @__PURE__ */ once(() => new Entity(opcImportBatchSchema, entityConfig()));
