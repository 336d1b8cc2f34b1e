import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/**
 * Running totals of a party's delivery times, added to in the delivery's transaction: the order
 * delivery time chart reads one small partition instead of every delivered shipment.
 */
export const deliveryTimeSchema = {
  model: { entity: 'deliveryTime', version: '1', service: 'portal' },
  attributes: {
    partyId: { type: 'number', required: true },
    /** Sum over delivered outs of the days from the sale date to the delivery date. */
    totalDays: { type: 'number', required: true, default: 0 },
    outs: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    // One partition (a few thousand parties at most): the chart reads it whole, the delivery adds to one item.
    byParty: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['partyId'] } },
  },
} as const;

export const DeliveryTime = /* @__PURE__ */ once(() => new Entity(deliveryTimeSchema, entityConfig()));
