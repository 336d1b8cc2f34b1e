import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/**
 * A call from the switchboard (§3 Call). Its id is ours (a counter); the switchboard's own id is
 * held by a `callKey` item written in the same transaction, so a replayed call is stored once.
 * `row` is the compact list row (gsi4).
 */
export const callSchema = {
  model: { entity: 'call', version: '1', service: 'portal' },
  attributes: {
    callId: { type: 'number', required: true },
    switchboardId: { type: 'string', required: true },
    /** When the call started (ISO date-time, UTC). */
    createdAt: { type: 'string', required: true },
    number: { type: 'string', required: true },
    numberE164: { type: 'string' },
    partyId: { type: 'number' },
    lang: { type: ['ca', 'es'] as const, required: true },
    row: { type: 'any', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['callId'] }, sk: { field: 'sk', composite: [] } },
    // The number filter when a whole number is typed.
    byNumber: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['numberE164'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'callId'] },
    },
    byParty: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['partyId'] },
      sk: { field: 'gsi2sk', composite: ['createdAt', 'callId'] },
    },
    // Every call, newest first: compact rows.
    // The call log filtered by language (ca or es), newest first.
    byLang: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['lang'] },
      sk: { field: 'gsi3sk', composite: ['createdAt', 'callId'] },
    },
    list: { index: 'gsi4', pk: { field: 'gsi4pk', composite: [] }, sk: { field: 'gsi4sk', composite: ['createdAt', 'callId'] } },
  },
} as const;

export const Call = /* @__PURE__ */ once(() => new Entity(callSchema, entityConfig()));

/** The switchboard's call id, held once: the idempotency of the ingest. */
export const callKeySchema = {
  model: { entity: 'callKey', version: '1', service: 'portal' },
  attributes: {
    switchboardId: { type: 'string', required: true },
    callId: { type: 'number', required: true },
  },
  indexes: {
    bySwitchboardId: { pk: { field: 'pk', composite: ['switchboardId'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;

export const CallKey = /* @__PURE__ */ once(() => new Entity(callKeySchema, entityConfig()));
