import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/** A role of the catalogue (shared/roles/catalogue.ts is its source; seeding writes it here). */
export const roleSchema = {
  model: { entity: 'role', version: '1', service: 'portal' },
  attributes: {
    roleId: { type: 'number', required: true },
    key: { type: 'string', required: true },
    parentId: { type: 'number' },
    guestTypeId: { type: 'number' },
    nameCa: { type: 'string', required: true },
    nameEs: { type: 'string', required: true },
  },
  indexes: {
    // Every role under one partition: the whole catalogue is one Query.
    all: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['roleId'] } },
  },
} as const;

export const Role = /* @__PURE__ */ once(() => new Entity(roleSchema, entityConfig()));
