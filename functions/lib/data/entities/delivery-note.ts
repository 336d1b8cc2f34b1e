import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/**
 * A provider (in) or customer (out) delivery note. `date` is the ERP's; `effectiveDate` belongs to
 * the portal (the warehouse edits it) and the ERP feed never overwrites it.
 */
export const deliveryNoteSchema = {
  model: { entity: 'deliveryNote', version: '1', service: 'portal' },
  attributes: {
    deliveryNoteId: { type: 'number', required: true },
    direction: { type: ['in', 'out'] as const, required: true },
    number: { type: 'string', required: true },
    partyId: { type: 'number', required: true },
    /** YYYY-MM-DD */
    date: { type: 'string', required: true },
    shipmentInId: { type: 'number' },
    outIds: { type: 'list', items: { type: 'number' }, default: () => [] },
    /** YYYY-MM-DD, set from the delivery-notes screen. */
    effectiveDate: { type: 'string' },
    erpUpdatedAt: { type: 'string', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['deliveryNoteId'] }, sk: { field: 'sk', composite: [] } },
    byNumber: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['direction', 'number'] },
      sk: { field: 'gsi1sk', composite: [] },
    },
  },
} as const;

export const DeliveryNote = /* @__PURE__ */ once(() => new Entity(deliveryNoteSchema, entityConfig()));
