import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/**
 * Consignments of one party sent together (§3 freight shipment). Pending until delivered with a
 * signed delivery note; the status partitions are the pending and delivered lists.
 */
export const freightShipmentSchema = {
  model: { entity: 'freightShipment', version: '1', service: 'portal' },
  attributes: {
    shipmentId: { type: 'number', required: true },
    partyId: { type: 'number', required: true },
    consignmentIds: { type: 'list', items: { type: 'number' }, required: true },
    status: { type: ['pending', 'delivered'] as const, required: true },
    createdAt: { type: 'string', required: true },
    createdBy: { type: 'string', required: true },
    deliveredAt: { type: 'string' },
    deliveredBy: { type: 'string' },
    /** S3 key of the signed delivery note (server-chosen). */
    signedNoteKey: { type: 'string' },
    /** S3 key of the latest delivery truck sheet made for it, with who made it and when. */
    truckSheetKey: { type: 'string' },
    truckSheetAt: { type: 'string' },
    truckSheetBy: { type: 'string' },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['shipmentId'] }, sk: { field: 'sk', composite: [] } },
    byStatus: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['status'] },
      sk: { field: 'gsi1sk', composite: ['shipmentId'] },
    },
  },
} as const;

export const FreightShipment = /* @__PURE__ */ once(() => new Entity(freightShipmentSchema, entityConfig()));
