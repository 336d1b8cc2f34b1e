import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/**
 * A wholesale platform's purchase order (platforms 825, 748, 867, 9023): the outs that serve it
 * through the group's logistics and the direct outs. Its consignments are the portal's consignments
 * holding those outs.
 */
export const purchaseOrderSchema = {
  model: { entity: 'purchaseOrder', version: '1', service: 'portal' },
  attributes: {
    purchaseOrderId: { type: 'number', required: true },
    platformId: { type: 'number', required: true },
    number: { type: 'string', required: true },
    label: { type: 'string', required: true },
    /** YYYY-MM-DD */
    date: { type: 'string', required: true },
    outNumbers: { type: 'list', items: { type: 'string' }, default: () => [] },
    directOutNumbers: { type: 'list', items: { type: 'string' }, default: () => [] },
    erpUpdatedAt: { type: 'string', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['purchaseOrderId'] }, sk: { field: 'sk', composite: [] } },
    // The order pickers list a platform's orders, newest first.
    byPlatform: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['platformId'] },
      sk: { field: 'gsi1sk', composite: ['date', 'number'] },
    },
    byNumber: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['platformId', 'number'] },
      sk: { field: 'gsi2sk', composite: [] },
    },
  },
} as const;

export const PurchaseOrder = /* @__PURE__ */ once(() => new Entity(purchaseOrderSchema, entityConfig()));
