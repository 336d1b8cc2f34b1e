import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/**
 * An embed token of the built-in demo report provider: what the demo report page may show (the
 * report and the caller's filters), for an hour (table TTL).
 */
export const reportEmbedTokenSchema = {
  model: { entity: 'reportEmbedToken', version: '1', service: 'portal' },
  attributes: {
    token: { type: 'string', required: true },
    reportId: { type: 'string', required: true },
    /** The filters handed to the report, as JSON. */
    filters: { type: 'string', required: true },
    locale: { type: ['ca', 'es'] as const, required: true },
    /** Who it was issued to, shown on the demo page ("S08001 · Farmàcia …"). */
    subject: { type: 'string', required: true },
    /** Epoch seconds: the table's TTL attribute. */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byToken: { pk: { field: 'pk', composite: ['token'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;

export const ReportEmbedToken = /* @__PURE__ */ once(() => new Entity(reportEmbedTokenSchema, entityConfig()));
