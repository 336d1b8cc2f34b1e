import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/**
 * The out the warehouse relates to an incoming shipment's mids for one sale (relation mids-outs,
 * §2, §7 update-shipment-out): the portal's own record, which overrides the ERP's link (the out's
 * `shipmentInId` + `saleId`). One item per (shipment in, sale); `byOut` finds the other incoming
 * shipments an out is also related to (the duplicates panel).
 */
export const midOutRelationSchema = {
  model: { entity: 'midOutRelation', version: '1', service: 'portal' },
  attributes: {
    shipmentInId: { type: 'number', required: true },
    saleId: { type: 'number', required: true },
    outId: { type: 'number', required: true },
    outNumber: { type: 'string', required: true },
    shipmentInNumber: { type: 'string', required: true },
    /** ISO date-time and login of the last edit. */
    at: { type: 'string', required: true },
    by: { type: 'string', required: true },
  },
  indexes: {
    byPair: { pk: { field: 'pk', composite: ['shipmentInId'] }, sk: { field: 'sk', composite: ['saleId'] } },
    byOut: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['outId'] },
      sk: { field: 'gsi1sk', composite: ['shipmentInId', 'saleId'] },
    },
  },
} as const;

export const MidOutRelation = /* @__PURE__ */ once(() => new Entity(midOutRelationSchema, entityConfig()));
