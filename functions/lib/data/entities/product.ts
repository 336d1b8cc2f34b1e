import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/**
 * A product as the ERP keeps it (ticketing-warehouse §3, administration-operations §3): internal
 * code (xf), national code (CN), EAN-13 list, laboratory and suppliers, listing price, packaging.
 * Barcodes are looked up through `productBarcode` items written in the same transaction.
 */
export const productSchema = {
  model: { entity: 'product', version: '1', service: 'portal' },
  attributes: {
    productId: { type: 'number', required: true },
    code: { type: 'string', required: true },
    /** Absent for products without a CN (sparse index). */
    nationalCode: { type: 'string' },
    ean13: { type: 'list', items: { type: 'string' }, default: () => [] },
    description: { type: 'string', required: true },
    templateId: { type: 'number', required: true },
    laboratoryId: { type: 'number' },
    supplierIds: { type: 'list', items: { type: 'number' }, default: () => [] },
    listingPriceCents: { type: 'number', required: true },
    packaging: {
      type: 'map',
      properties: {
        unitsPerBox: { type: 'number' },
        boxesPerLayer: { type: 'number' },
        layersPerPallet: { type: 'number' },
        grossWeightG: { type: 'number' },
        lengthMm: { type: 'number' },
        widthMm: { type: 'number' },
        heightMm: { type: 'number' },
      },
    },
    /** The ERP's updated_at of the stored version (ISO); older records are skipped. */
    erpUpdatedAt: { type: 'string', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['productId'] }, sk: { field: 'sk', composite: [] } },
    byNationalCode: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['nationalCode'] },
      sk: { field: 'gsi1sk', composite: ['productId'] },
    },
    byCode: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['code'] }, sk: { field: 'gsi2sk', composite: [] } },
    byLaboratory: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['laboratoryId'] },
      sk: { field: 'gsi3sk', composite: ['code'] },
    },
  },
} as const;

export const Product = /* @__PURE__ */ once(() => new Entity(productSchema, entityConfig()));
