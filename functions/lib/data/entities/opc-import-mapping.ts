import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/**
 * A remembered column mapping of the sell-in wizard (issue 15 "remembered mappings"): for one
 * import kind and one set of file headers, which header feeds each expected column. Shared by the
 * whole operations team: a source mapped once is mapped the same way for everyone.
 */
export const opcImportMappingSchema = {
  model: { entity: 'opcImportMapping', version: '1', service: 'portal' },
  attributes: {
    kind: { type: ['sell_in_fede', 'sell_in_platform'] as const, required: true },
    /** SHA-256 of the normalised header list (see shared/operations/mappings.ts). */
    headersKey: { type: 'string', required: true },
    headers: { type: 'list', items: { type: 'string' }, required: true },
    /** JSON: expected column → index of the file header (null: not mapped). */
    mapping: { type: 'string', required: true },
    accountId: { type: 'number', required: true },
    updatedAt: { type: 'string', required: true, default: () => new Date().toISOString(), set: () => new Date().toISOString() },
  },
  indexes: {
    byKind: { pk: { field: 'pk', composite: ['kind'] }, sk: { field: 'sk', composite: ['headersKey'] } },
  },
} as const;

export const OpcImportMapping = /* @__PURE__ */ once(() => new Entity(opcImportMappingSchema, entityConfig()));
