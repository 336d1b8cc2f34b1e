import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';
import { OUT_STATES } from '../../../../shared/erp/constants';

/** An outbound shipment ("out") to a party, with its lines; logistics groups packed outs into consignments. */
export const shipmentOutSchema = {
  model: { entity: 'shipmentOut', version: '1', service: 'portal' },
  attributes: {
    outId: { type: 'number', required: true },
    number: { type: 'string', required: true },
    state: { type: OUT_STATES, required: true },
    saleId: { type: 'number' },
    partyId: { type: 'number', required: true },
    shipmentInId: { type: 'number' },
    /** YYYY-MM-DD */
    date: { type: 'string', required: true },
    lines: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          productId: { type: 'number', required: true },
          quantity: { type: 'number', required: true },
          lotId: { type: 'number' },
        },
      },
      required: true,
    },
    erpUpdatedAt: { type: 'string', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['outId'] }, sk: { field: 'sk', composite: [] } },
    byNumber: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['number'] }, sk: { field: 'gsi1sk', composite: [] } },
    // The logistics outs list reads the packed partition; done outs stay in theirs.
    byState: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['state'] }, sk: { field: 'gsi2sk', composite: ['number'] } },
    byShipmentIn: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['shipmentInId'] },
      sk: { field: 'gsi3sk', composite: ['number'] },
    },
  },
} as const;

export const ShipmentOut = /* @__PURE__ */ once(() => new Entity(shipmentOutSchema, entityConfig()));
