import { Entity } from 'electrodb';
import { toE164 } from '../../../../shared/ticketing/phone';
import { once } from '../../once';
import { entityConfig } from '../table';

/** A company the group deals with: a pharmacy, a laboratory or a platform. */
export const partySchema = {
  model: { entity: 'party', version: '1', service: 'portal' },
  attributes: {
    partyId: { type: 'number', required: true },
    code: { type: 'string', required: true },
    name: { type: 'string', required: true },
    phone: { type: 'string' },
    /** The phone in E.164, kept from `phone`: calls find their party by it (sparse index). */
    phoneE164: {
      type: 'string',
      watch: ['phone'],
      set: (_: unknown, item: { phone?: string }) => toE164(item.phone) ?? undefined,
    },
    kind: { type: ['pharmacy', 'laboratory', 'platform'] as const, required: true },
    /** Contacts; the first is the business manager shown to a pharmacy. */
    employees: {
      type: 'list',
      items: {
        type: 'map',
        properties: { name: { type: 'string' }, phone: { type: 'string' }, email: { type: 'string' } },
      },
      default: () => [],
    },
    /** A cold-chain laboratory (2–8 °C): the temperature log judges its readings against that range. */
    coldChain: { type: 'boolean' },
    /** The ERP's updated_at of the stored version, when the ERP feed wrote it. */
    erpUpdatedAt: { type: 'string' },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['partyId'] }, sk: { field: 'sk', composite: [] } },
    // Every party in one sorted partition: parties are a few thousand rows, listed and searched whole.
    byKind: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['kind', 'code'] } },
    // The switchboard's calls: the party whose phone is the caller's number.
    byPhone: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['phoneE164'] },
      sk: { field: 'gsi2sk', composite: ['partyId'] },
    },
  },
} as const;

export const Party = /* @__PURE__ */ once(() => new Entity(partySchema, entityConfig()));
