import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/**
 * A placed distribution line ("mid"): an incoming shipment's line put onto the sale it serves. Its
 * id is the shipment-in line's, so a line is placed at most once: the create is conditional on the
 * item's absence, and of two placements at once exactly one is written.
 */
export const midSchema = {
  model: { entity: 'mid', version: '1', service: 'portal' },
  attributes: {
    /** = the shipment-in line id. */
    midId: { type: 'number', required: true },
    shipmentInId: { type: 'number', required: true },
    supplierId: { type: 'number', required: true },
    saleLineId: { type: 'number', required: true },
    saleId: { type: 'number', required: true },
    partyId: { type: 'number', required: true },
    productId: { type: 'number', required: true },
    lotId: { type: 'number' },
    quantity: { type: 'number', required: true },
    /** ISO date-time */
    placedAt: { type: 'string', required: true },
    placedById: { type: 'number', required: true },
    placedByLogin: { type: 'string', required: true },
    /** ISO date-time the logistics list first saw an out for this mid's sale and shipment: it has left the list. */
    outSeenAt: { type: 'string' },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['midId'] }, sk: { field: 'sk', composite: [] } },
    // The undo screen: a shipment's placed lines.
    byShipmentIn: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['shipmentInId'] },
      sk: { field: 'gsi1sk', composite: ['midId'] },
    },
    // Logistics and the out trail: the mids of a sale.
    bySale: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['saleId'] }, sk: { field: 'gsi2sk', composite: ['midId'] } },
    // The logistics mids list: the latest placements (a few hundred a day) in one partition by time;
    // the list reads those without outSeenAt.
    byPlacedAt: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: [] },
      sk: { field: 'gsi3sk', composite: ['placedAt', 'midId'] },
    },
  },
} as const;

export const Mid = /* @__PURE__ */ once(() => new Entity(midSchema, entityConfig()));
