import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/**
 * A pending return line (ticketing-warehouse §3): a product a pharmacy gave back, waiting to be
 * processed into a tracking batch for its laboratory. The product is kept as it was looked up,
 * so the line reads the same if the ERP later changes the product. Pending lines are few (the
 * screen shows them all): one partition, listed whole; processing deletes them.
 */
export const pendingReturnSchema = {
  model: { entity: 'pendingReturn', version: '1', service: 'portal' },
  attributes: {
    returnId: { type: 'number', required: true },
    productId: { type: 'number', required: true },
    productCode: { type: 'string', required: true },
    nationalCode: { type: 'string' },
    description: { type: 'string', required: true },
    ean13: { type: 'list', items: { type: 'string' }, default: () => [] },
    listingPriceCents: { type: 'number', required: true },
    quantity: { type: 'number', required: true },
    lot: { type: 'string' },
    defect: { type: 'string', required: true },
    expiresAt: { type: 'string' },
    /** The laboratory (product's supplier, else its laboratory); -1 when the product has none. */
    partyId: { type: 'number', required: true },
    partyName: { type: 'string', required: true },
    createdAt: { type: 'string', required: true },
    createdBy: { type: 'string', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['returnId'] }, sk: { field: 'sk', composite: [] } },
    pending: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['returnId'] } },
  },
} as const;

export const PendingReturn = /* @__PURE__ */ once(() => new Entity(pendingReturnSchema, entityConfig()));
