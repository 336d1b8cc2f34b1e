import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/** The rows of an import batch, a few hundred per item as JSON (10,000 rows are tens of writes, not 10,000). */
export const opcImportChunkSchema = {
  model: { entity: 'opcImportChunk', version: '1', service: 'portal' },
  attributes: {
    batchId: { type: 'number', required: true },
    chunk: { type: 'number', required: true },
    /** JSON array of the batch's typed rows. */
    rows: { type: 'string', required: true },
  },
  indexes: {
    byBatch: { pk: { field: 'pk', composite: ['batchId'] }, sk: { field: 'sk', composite: ['chunk'] } },
  },
} as const;

export const OpcImportChunk = /* @__PURE__ */ once(() => new Entity(opcImportChunkSchema, entityConfig()));
