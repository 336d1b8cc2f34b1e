import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/** A training video of the "Advance" area (seeded now; managed in a later issue). */
export const webinarSchema = {
  model: { entity: 'webinar', version: '1', service: 'portal' },
  attributes: {
    webinarId: { type: 'number', required: true },
    titleCa: { type: 'string', required: true },
    titleEs: { type: 'string', required: true },
    /** Thumbnail image in the files bucket. */
    thumbnailKey: { type: 'string', required: true },
    thumbnailWidth: { type: 'number', required: true },
    thumbnailHeight: { type: 'number', required: true },
    /** A YouTube embed address. */
    embedUrl: { type: 'string', required: true },
    createdAt: { type: 'string', required: true, default: () => new Date().toISOString() },
  },
  indexes: {
    all: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['webinarId'] } },
  },
} as const;

export const Webinar = /* @__PURE__ */ once(() => new Entity(webinarSchema, entityConfig()));
