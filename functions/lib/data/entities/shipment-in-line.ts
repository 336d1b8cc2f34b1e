import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/** A line of an incoming shipment: product, lot, quantity and the sale line it serves (if any). */
export const shipmentInLineSchema = {
  model: { entity: 'shipmentInLine', version: '1', service: 'portal' },
  attributes: {
    shipmentInLineId: { type: 'number', required: true },
    shipmentInId: { type: 'number', required: true },
    productId: { type: 'number', required: true },
    lotId: { type: 'number' },
    quantity: { type: 'number', required: true },
    saleLineId: { type: 'number' },
    erpUpdatedAt: { type: 'string', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['shipmentInLineId'] }, sk: { field: 'sk', composite: [] } },
    // The distribution screen reads a shipment's lines grouped by product.
    byShipment: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['shipmentInId'] },
      sk: { field: 'gsi1sk', composite: ['productId', 'shipmentInLineId'] },
    },
    bySaleLine: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['saleLineId'] },
      sk: { field: 'gsi2sk', composite: ['shipmentInLineId'] },
    },
  },
} as const;

export const ShipmentInLine = /* @__PURE__ */ once(() => new Entity(shipmentInLineSchema, entityConfig()));
