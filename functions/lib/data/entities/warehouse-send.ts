import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/**
 * What the warehouse reports sent or handed out, kept for the record (issue 12 item 4): a prenotice
 * mailed (a test to one address, or processed to the platform's recipients) and a pending sales
 * file downloaded. One partition per kind, newest last by time.
 */
export const warehouseSendSchema = {
  model: { entity: 'warehouseSend', version: '1', service: 'portal' },
  attributes: {
    kind: { type: ['prenotice', 'pending_sales'] as const, required: true },
    sendId: { type: 'number', required: true },
    /** ISO date-time */
    at: { type: 'string', required: true },
    byId: { type: 'number', required: true },
    byLogin: { type: 'string', required: true },
    platformId: { type: 'number', required: true },
    test: { type: 'boolean', required: true, default: false },
    recipients: { type: 'list', items: { type: 'string' }, default: () => [] },
    fileName: { type: 'string', required: true },
    /** The S3 key of the file sent (the uploaded prenotice, the generated pending sales file). */
    fileKey: { type: 'string' },
    groupBy: { type: ['outs', 'consignments'] as const },
    outs: { type: 'list', items: { type: 'string' }, default: () => [] },
    consignments: { type: 'list', items: { type: 'number' }, default: () => [] },
  },
  indexes: {
    byKind: { pk: { field: 'pk', composite: ['kind'] }, sk: { field: 'sk', composite: ['at', 'sendId'] } },
  },
} as const;

export const WarehouseSend = /* @__PURE__ */ once(() => new Entity(warehouseSendSchema, entityConfig()));
