import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/** An incoming shipment from a supplier (laboratory): what the warehouse distributes onto sales. */
export const shipmentInSchema = {
  model: { entity: 'shipmentIn', version: '1', service: 'portal' },
  attributes: {
    shipmentInId: { type: 'number', required: true },
    number: { type: 'string', required: true },
    reference: { type: 'string', required: true },
    supplierId: { type: 'number', required: true },
    /** YYYY-MM-DD: when the goods arrive. */
    date: { type: 'string', required: true },
    erpUpdatedAt: { type: 'string', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['shipmentInId'] }, sk: { field: 'sk', composite: [] } },
    byNumber: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['number'] }, sk: { field: 'gsi1sk', composite: [] } },
    // A few thousand a year in one partition sorted by date: the distribution list reads the recent end.
    byDate: { index: 'gsi2', pk: { field: 'gsi2pk', composite: [] }, sk: { field: 'gsi2sk', composite: ['date', 'number'] } },
  },
} as const;

export const ShipmentIn = /* @__PURE__ */ once(() => new Entity(shipmentInSchema, entityConfig()));
