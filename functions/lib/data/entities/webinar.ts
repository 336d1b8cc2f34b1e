import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/**
 * A training video of the "Advance" area, managed by operations (/opc/webinars) and shown on the
 * pharmacy portal. Deleting sets deletedAt (undo clears it); deleted ones are never shown.
 */
export const webinarSchema = {
  model: { entity: 'webinar', version: '1', service: 'portal' },
  attributes: {
    webinarId: { type: 'number', required: true },
    titleCa: { type: 'string', required: true },
    titleEs: { type: 'string', required: true },
    /** Thumbnail image in the files bucket (seeded webinars); others show YouTube's own thumbnail. */
    thumbnailKey: { type: 'string' },
    thumbnailWidth: { type: 'number' },
    thumbnailHeight: { type: 'number' },
    /** The YouTube address as typed on the operations form. */
    youtubeUrl: { type: 'string' },
    /** A YouTube embed address, derived from youtubeUrl by the server. */
    embedUrl: { type: 'string', required: true },
    deletedAt: { type: 'string' },
    createdAt: { type: 'string', required: true, default: () => new Date().toISOString() },
  },
  indexes: {
    all: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['webinarId'] } },
  },
} as const;

export const Webinar = /* @__PURE__ */ once(() => new Entity(webinarSchema, entityConfig()));
