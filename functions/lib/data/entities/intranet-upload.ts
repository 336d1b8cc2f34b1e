import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/**
 * An upload an intranet administrator was allowed to make: the presigned PUT's key, the declared
 * name and size, and who asked. A file or directory save references it by its opaque id; it can
 * be used once, by the same account, and expires (TTL) after a day if never used.
 */
export const intranetUploadSchema = {
  model: { entity: 'intranetUpload', version: '1', service: 'portal' },
  attributes: {
    uploadId: { type: 'string', required: true },
    accountId: { type: 'number', required: true },
    purpose: { type: ['file', 'image'] as const, required: true },
    key: { type: 'string', required: true },
    fileName: { type: 'string', required: true },
    extension: { type: 'string', required: true },
    size: { type: 'number', required: true },
    /** Epoch seconds: the table's TTL attribute. */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['uploadId'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;

export const IntranetUpload = /* @__PURE__ */ once(() => new Entity(intranetUploadSchema, entityConfig()));
