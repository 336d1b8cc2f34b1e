import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/** A person who signs in: internal staff ("user") or a pharmacy/laboratory guest. */
export const accountSchema = {
  model: { entity: 'account', version: '1', service: 'portal' },
  attributes: {
    accountId: { type: 'number', required: true },
    login: { type: 'string', required: true },
    name: { type: 'string', required: true },
    email: { type: 'string', required: true },
    /** Lower-cased e-mail, for lookups and uniqueness. */
    emailKey: {
      type: 'string',
      watch: ['email'],
      set: (_: unknown, item: { email?: string }) => item.email?.trim().toLowerCase(),
    },
    /** The address before the last change, and when it changed: reset links go there for a while. */
    previousEmail: { type: 'string' },
    emailChangedAt: { type: 'string' },
    model: { type: ['user', 'guest'] as const, required: true },
    typeId: { type: 'number' },
    partyId: { type: 'number' },
    roleIds: { type: 'list', items: { type: 'number' }, required: true, default: () => [] },
    /** Setting id → value (setting 2: ticketing default status; 3: ticketing assignment mail, on when absent). */
    settings: {
      type: 'map',
      properties: { ticketingDefaultStatus: { type: 'number' }, ticketingAssignmentMail: { type: 'boolean' } },
      default: () => ({}),
    },
    locale: { type: ['ca', 'es'] as const, default: 'ca' },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['accountId'] }, sk: { field: 'sk', composite: [] } },
    byLogin: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['login'] }, sk: { field: 'gsi1sk', composite: [] } },
    byModel: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['model'] },
      sk: { field: 'gsi2sk', composite: ['accountId'] },
    },
    byEmail: { index: 'gsi3', pk: { field: 'gsi3pk', composite: ['emailKey'] }, sk: { field: 'gsi3sk', composite: [] } },
  },
} as const;

export const Account = /* @__PURE__ */ once(() => new Entity(accountSchema, entityConfig()));
