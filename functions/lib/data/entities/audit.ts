import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/**
 * One audited event (who did what to whom, when): impersonation start and end. Kept in one
 * partition ordered by time, so the newest come first with a single descending Query.
 */
export const auditSchema = {
  model: { entity: 'audit', version: '1', service: 'portal' },
  attributes: {
    auditId: { type: 'string', required: true },
    /** ISO timestamp (UTC): the sort key. */
    at: { type: 'string', required: true },
    action: { type: ['impersonation.start', 'impersonation.end'] as const, required: true },
    actorId: { type: 'number', required: true },
    actorLogin: { type: 'string', required: true },
    actorName: { type: 'string' },
    targetId: { type: 'number', required: true },
    targetLogin: { type: 'string', required: true },
    targetName: { type: 'string' },
    targetModel: { type: ['user', 'guest'] as const },
    sourceIp: { type: 'string' },
    /** Until when the token issued at the start is valid. */
    expiresTokenAt: { type: 'string' },
  },
  indexes: {
    byTime: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['at', 'auditId'] } },
  },
} as const;

export const Audit = /* @__PURE__ */ once(() => new Entity(auditSchema, entityConfig()));
