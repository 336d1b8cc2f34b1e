import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/**
 * The warehouse's party priority list: one item holding the whole ordered list, so a save replaces
 * it atomically and positions can never be half-renumbered.
 */
export const priorityListSchema = {
  model: { entity: 'priorityList', version: '1', service: 'portal' },
  attributes: {
    listId: { type: ['current'] as const, required: true },
    /** YYYY-MM-DD the list applies from. */
    date: { type: 'string', required: true },
    /** Party ids in priority order (position = index + 1). */
    partyIds: { type: 'list', items: { type: 'number' }, required: true },
    savedAt: { type: 'string', required: true },
    savedBy: { type: 'string', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['listId'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;

export const PriorityListItem = /* @__PURE__ */ once(() => new Entity(priorityListSchema, entityConfig()));
