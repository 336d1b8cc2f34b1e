import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/**
 * A laboratory's operations record (administration-operations §3 Laboratory). Hundreds at most:
 * one partition, read whole. Deleting sets deletedAt (undo clears it).
 */
export const opcLaboratorySchema = {
  model: { entity: 'opcLaboratory', version: '1', service: 'portal' },
  attributes: {
    laboratoryId: { type: 'number', required: true },
    code: { type: 'string', required: true },
    partyId: { type: 'number', required: true },
    createdOn: { type: 'string', required: true },
    deletedAt: { type: 'string' },
    updatedAt: { type: 'string', required: true, default: () => new Date().toISOString(), set: () => new Date().toISOString() },
  },
  indexes: {
    all: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['laboratoryId'] } },
  },
} as const;

export const OpcLaboratory = /* @__PURE__ */ once(() => new Entity(opcLaboratorySchema, entityConfig()));
