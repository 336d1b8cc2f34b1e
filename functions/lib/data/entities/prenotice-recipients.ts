import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/**
 * Where a platform's prenotices go when processed (issue 12 item 4): one item per platform, seeded
 * locally and kept by the prenotices screen (PUT /api/warehouse/prenotices/recipients/{platform}),
 * which records who changed it (`updatedBy`, absent on seeded items). A platform with none refuses
 * the process (422 on the platform).
 */
export const prenoticeRecipientsSchema = {
  model: { entity: 'prenoticeRecipients', version: '1', service: 'portal' },
  attributes: {
    platformId: { type: 'number', required: true },
    to: { type: 'list', items: { type: 'string' }, required: true },
    updatedAt: { type: 'string', required: true },
    /** Login of the user who set the list last. */
    updatedBy: { type: 'string' },
  },
  indexes: {
    byPlatform: { pk: { field: 'pk', composite: ['platformId'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;

export const PrenoticeRecipients = /* @__PURE__ */ once(() => new Entity(prenoticeRecipientsSchema, entityConfig()));
