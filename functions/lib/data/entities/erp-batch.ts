import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/** The report of one ERP feed file's load: what came in and what happened to it. */
export const erpBatchSchema = {
  model: { entity: 'erpBatch', version: '1', service: 'portal' },
  attributes: {
    batchId: { type: 'string', required: true },
    /** Where the file came from: its S3 key, or a local path for `npm run erp:load`. */
    source: { type: 'string', required: true },
    startedAt: { type: 'string', required: true },
    finishedAt: { type: 'string' },
    status: { type: ['running', 'done', 'failed'] as const, required: true },
    received: { type: 'number', required: true },
    upserted: { type: 'number', required: true },
    skipped: { type: 'number', required: true },
    rejected: { type: 'number', required: true },
    /** Per entity: { received, upserted, skipped, rejected }. */
    byEntity: { type: 'any' },
    rejectsKey: { type: 'string' },
    error: { type: 'string' },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['batchId'] }, sk: { field: 'sk', composite: [] } },
    byTime: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['startedAt'] } },
  },
} as const;

export const ErpBatch = /* @__PURE__ */ once(() => new Entity(erpBatchSchema, entityConfig()));
