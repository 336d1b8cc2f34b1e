import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/**
 * A password-reset token, stored only as its SHA-256 (the mail holds the token itself). Single use:
 * resetting deletes it with a condition. `expiresAt` is the table's TTL attribute (epoch seconds);
 * code checks it too, since TTL deletion can lag by hours.
 */
export const passwordResetSchema = {
  model: { entity: 'passwordReset', version: '1', service: 'portal' },
  attributes: {
    tokenHash: { type: 'string', required: true },
    accountId: { type: 'number', required: true },
    email: { type: 'string', required: true },
    createdAt: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byToken: { pk: { field: 'pk', composite: ['tokenHash'] }, sk: { field: 'sk', composite: [] } },
    // A new request replaces the account's earlier tokens.
    byAccount: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['accountId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt'] },
    },
  },
} as const;

export const PasswordReset = /* @__PURE__ */ once(() => new Entity(passwordResetSchema, entityConfig()));
