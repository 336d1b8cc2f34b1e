import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/**
 * A fixed-window request counter: one item per (bucket, key, window start), incremented with an
 * atomic ADD under a condition, removed by the table TTL after the window.
 */
export const rateLimitSchema = {
  model: { entity: 'rateLimit', version: '1', service: 'portal' },
  attributes: {
    bucket: { type: 'string', required: true },
    key: { type: 'string', required: true },
    windowStart: { type: 'number', required: true },
    hits: { type: 'number' },
    expiresAt: { type: 'number' },
  },
  indexes: {
    byKey: { pk: { field: 'pk', composite: ['bucket', 'key', 'windowStart'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;

export const RateLimit = /* @__PURE__ */ once(() => new Entity(rateLimitSchema, entityConfig()));
