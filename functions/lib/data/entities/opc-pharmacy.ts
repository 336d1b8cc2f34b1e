import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/**
 * A member pharmacy's operations record (administration-operations §3 Pharmacy). A few thousand at
 * most: one partition, read whole by the bounded table. Deleting sets deletedAt (undo clears it).
 */
export const opcPharmacySchema = {
  model: { entity: 'opcPharmacy', version: '1', service: 'portal' },
  attributes: {
    pharmacyId: { type: 'number', required: true },
    idStore: { type: 'number', required: true },
    partyId: { type: 'number', required: true },
    codesFede: { type: 'list', items: { type: 'string' }, required: true },
    categories: { type: 'list', items: { type: 'number' }, default: () => [] },
    /** The form's date (YYYY-MM-DD), shown as created_at. */
    createdOn: { type: 'string', required: true },
    deletedAt: { type: 'string' },
    updatedAt: { type: 'string', required: true, default: () => new Date().toISOString(), set: () => new Date().toISOString() },
  },
  indexes: {
    all: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['pharmacyId'] } },
  },
} as const;

export const OpcPharmacy = /* @__PURE__ */ once(() => new Entity(opcPharmacySchema, entityConfig()));
