import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/**
 * An upload ticket handed out (functions/lib/files/upload-ticket.ts): the presigned PUT's key, the
 * declared name and size, the policy it was issued under and who asked. A later save references it
 * by its opaque id; it can be used once, by the same account, under the same policy, and expires
 * (TTL) after a day if never used.
 */
export const uploadSchema = {
  model: { entity: 'upload', version: '1', service: 'portal' },
  attributes: {
    uploadId: { type: 'string', required: true },
    accountId: { type: 'number', required: true },
    /** The policy's key prefix, e.g. 'intranet/images': an upload serves only the use it was issued for. */
    policy: { type: 'string', required: true },
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

export const Upload = /* @__PURE__ */ once(() => new Entity(uploadSchema, entityConfig()));
