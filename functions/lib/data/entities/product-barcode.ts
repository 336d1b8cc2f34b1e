import { Entity } from 'electrodb';
import { once } from '../../once';
import { entityConfig } from '../table';

/** EAN-13 → product: one item per barcode, kept in step with the product's list by the ERP loader. */
export const productBarcodeSchema = {
  model: { entity: 'productBarcode', version: '1', service: 'portal' },
  attributes: {
    ean: { type: 'string', required: true },
    productId: { type: 'number', required: true },
  },
  indexes: {
    byEan: { pk: { field: 'pk', composite: ['ean'] }, sk: { field: 'sk', composite: ['productId'] } },
  },
} as const;

export const ProductBarcode = /* @__PURE__ */ once(() => new Entity(productBarcodeSchema, entityConfig()));
