import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/**
 * Outs of one party grouped for transport, with pallets and weight. Which consignment an out is in
 * is kept by its `consignmentOut` item, written in the same transaction (an out belongs to one
 * consignment at most). `shipmentId` 0 = not yet in a freight shipment: that partition is the
 * consignments list.
 */
export const consignmentSchema = {
  model: { entity: 'consignment', version: '1', service: 'portal' },
  attributes: {
    consignmentId: { type: 'number', required: true },
    partyId: { type: 'number', required: true },
    outIds: { type: 'list', items: { type: 'number' }, required: true },
    hasDrugs: { type: 'boolean', required: true },
    palletCount: { type: 'number', required: true },
    weightKg: { type: 'number', required: true },
    shipmentId: { type: 'number', required: true, default: 0 },
    createdAt: { type: 'string', required: true },
    createdBy: { type: 'string', required: true },
    updatedAt: { type: 'string' },
    /**
     * What the lists show of its outs and party, as they were when it was grouped or edited: the
     * consignments and shipments lists then read no out, sale or party.
     */
    partyName: { type: 'string' },
    outHeads: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          outId: { type: 'number', required: true },
          number: { type: 'string', required: true },
          saleReference: { type: 'string', required: true },
        },
      },
    },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['consignmentId'] }, sk: { field: 'sk', composite: [] } },
    byShipment: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['shipmentId'] },
      sk: { field: 'gsi1sk', composite: ['consignmentId'] },
    },
  },
} as const;

export const Consignment = /* @__PURE__ */ once(() => new Entity(consignmentSchema, entityConfig()));

/** An out's membership of a consignment: one item per out, so two consignments cannot both take it. */
export const consignmentOutSchema = {
  model: { entity: 'consignmentOut', version: '1', service: 'portal' },
  attributes: {
    outId: { type: 'number', required: true },
    consignmentId: { type: 'number', required: true },
    at: { type: 'string', required: true },
    by: { type: 'string', required: true },
  },
  indexes: {
    byOut: { pk: { field: 'pk', composite: ['outId'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;

export const ConsignmentOut = /* @__PURE__ */ once(() => new Entity(consignmentOutSchema, entityConfig()));
