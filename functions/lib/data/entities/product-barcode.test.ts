import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureSent } from '../toolbox.testing';
import { productBarcodeDelete, productBarcodePut, productIdsByEan } from './product-barcode';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'productBarcode', version: '1', service: 'portal' },
    attributes: {
      ean: { type: 'string', required: true },
      productId: { type: 'number', required: true },
    },
    indexes: {
      byEan: { pk: { field: 'pk', composite: ['ean'] }, sk: { field: 'sk', composite: ['productId'] } },
    },
  } as const,
  { table: 'portal' },
);

describe('product barcodes on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("gives the loader's transaction ElectroDB's put and delete params byte for byte", () => {
    captureSent();
    expect(productBarcodePut('8470007127291', 990_002)).toStrictEqual(
      electro.put({ ean: '8470007127291', productId: 990_002 }).params(),
    );
    expect(productBarcodeDelete('4006381333931', 12)).toStrictEqual(
      electro.delete({ ean: '4006381333931', productId: 12 }).params(),
    );
  });

  it("queries ElectroDB's byEan keys and reads the product ids", async () => {
    const stored = electro.put({ ean: '8470007127291', productId: 990_002 }).params().Item;
    const sent = captureSent({ Items: [stored] });
    expect(await productIdsByEan('8470007127291', 1)).toEqual([990_002]);
    const expected = electro.query.byEan({ ean: '8470007127291' }).params({ limit: 1 });
    const input = sent[0]!.input as { ExpressionAttributeValues: Record<string, unknown> };
    expect(input).toMatchObject({ TableName: 'portal', Limit: 1 });
    expect(Object.values(input.ExpressionAttributeValues)).toEqual(
      expect.arrayContaining(Object.values(expected.ExpressionAttributeValues as object)),
    );
  });
});
