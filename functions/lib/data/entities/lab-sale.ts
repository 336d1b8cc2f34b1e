import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/** A sale of a laboratory's product to a pharmacy: the rows of the laboratory statistics export. */
export const labSaleSchema = {
  model: { entity: 'labSale', version: '1', service: 'portal' },
  attributes: {
    /** The laboratory's party. */
    partyId: { type: 'number', required: true },
    saleId: { type: 'number', required: true },
    /** YYYY-MM-DD */
    saleDate: { type: 'string', required: true },
    pharmacyCode: { type: 'string', required: true },
    pharmacyName: { type: 'string', required: true },
    /** National code (CN) of the product. */
    productCode: { type: 'string', required: true },
    productName: { type: 'string', required: true },
    units: { type: 'number', required: true },
    amountCents: { type: 'number', required: true },
  },
  indexes: {
    byLaboratory: {
      pk: { field: 'pk', composite: ['partyId'] },
      sk: { field: 'sk', composite: ['saleDate', 'saleId'] },
    },
  },
} as const;

export const LabSale = /* @__PURE__ */ once(() => new Entity(labSaleSchema, entityConfig()));
