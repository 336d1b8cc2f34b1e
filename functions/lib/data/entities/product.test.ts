import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureSent } from '../toolbox.testing';
import {
  deleteProduct,
  getProduct,
  getProducts,
  productListEntry,
  productListRows,
  productRecords,
  productsByCode,
  productsUpdatedAt,
  productsByNationalCode,
  productsOfLaboratory,
  putProduct,
  scanProducts,
  setProductPackaging,
  type ProductItem,
} from './product';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'product', version: '1', service: 'portal' },
    attributes: {
      productId: { type: 'number', required: true },
      code: { type: 'string', required: true },
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
  } as const,
  { table: 'portal' },
);

const products: ProductItem[] = [
  {
    productId: 990_002,
    code: 'XF12aB',
    nationalCode: '7127291',
    ean13: ['8470007127291', '4006381333931'],
    description: 'Paracetamol 1 g',
    templateId: 3,
    laboratoryId: 2001,
    supplierIds: [2001, 2002],
    listingPriceCents: 350,
    packaging: { unitsPerBox: 24, grossWeightG: 1200.5 },
    erpUpdatedAt: '2026-01-01T00:00:00.000Z',
  },
  // No CN, no laboratory, no lists: ElectroDB still writes gsi1pk/gsi3pk (the label alone) and the defaults.
  { productId: 7, code: 'XF7', description: 'Sense CN', templateId: 1, listingPriceCents: 0, erpUpdatedAt: 'x' },
];

const stripped = (raw: Record<string, unknown>) => electro.parse({ Item: raw }).data;

describe('products on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes ElectroDB's items, index keys and markers byte for byte (put and the ERP loader's raw item), plus the list entry", async () => {
    for (const p of products) {
      const sent = captureSent();
      await putProduct(p);
      // The product list index (gsi4) is the one addition to ElectroDB's item.
      const expected = { ...electro.put(p).params().Item, ...productListEntry(p) };
      expect(sent[0]!.input.Item).toStrictEqual(expected);
      expect(sent[0]!.input.ConditionExpression).toBeUndefined();
      expect(productRecords.item(p as never)).toStrictEqual(expected);
      expect(productRecords.key(p.productId)).toStrictEqual(electro.get({ productId: p.productId }).params().Key);
    }
  });

  it("deletes and patches the packaging under ElectroDB's key, only an existing product", async () => {
    const sent = captureSent();
    await deleteProduct(7);
    await setProductPackaging(7, { unitsPerBox: 3 });
    expect(sent[0]!.input.Key).toStrictEqual(electro.delete({ productId: 7 }).params().Key);
    expect(sent[0]!.input.ConditionExpression).toBeUndefined();
    const expected = electro
      .patch({ productId: 7 })
      .set({ packaging: { unitsPerBox: 3 } })
      .params();
    const input = sent[1]!.input as {
      Key: unknown;
      UpdateExpression: string;
      ConditionExpression: string;
      ExpressionAttributeNames: Record<string, string>;
      ExpressionAttributeValues: Record<string, unknown>;
    };
    expect(input.Key).toStrictEqual(expected.Key);
    // The whole map is set (as ElectroDB did), not its fields one by one.
    const packagingName = Object.entries(input.ExpressionAttributeNames).find(([, n]) => n === 'packaging')![0];
    const set = new RegExp(`${packagingName} = (:[\\w]+)`).exec(input.UpdateExpression)!;
    expect(input.ExpressionAttributeValues[set[1]!]).toStrictEqual({ unitsPerBox: 3 });
    expect(input.ConditionExpression).toMatch(/^attribute_exists\(#c\w*\)$/);
  });

  it("reads ElectroDB's items back without keys and markers", async () => {
    const raw = electro.put(products[0]!).params().Item as Record<string, unknown>;
    captureSent({ Item: raw, Responses: { portal: [raw] } });
    expect(await getProduct(990_002)).toStrictEqual(stripped(raw));
    expect(await getProducts([990_002])).toStrictEqual([stripped(raw)]);
  });

  it("queries ElectroDB's index keys", async () => {
    const raw = electro.put(products[0]!).params().Item as Record<string, unknown>;
    const sent = captureSent({ Items: [raw] });
    expect(await productsByNationalCode('7127291', 1)).toStrictEqual([stripped(raw)]);
    await productsByCode('XF12aB');
    await productsOfLaboratory(2001);
    await scanProducts();
    const expected = [
      electro.query.byNationalCode({ nationalCode: '7127291' }).params({ limit: 1 }),
      electro.query.byCode({ code: 'XF12aB' }).params(),
      electro.query.byLaboratory({ laboratoryId: 2001 }).params(),
    ];
    expected.forEach((e, i) => {
      const input = sent[i]!.input as { ExpressionAttributeValues: Record<string, unknown>; KeyConditionExpression: string };
      expect(input).toMatchObject({ TableName: 'portal', IndexName: e.IndexName, ...(e.Limit ? { Limit: e.Limit } : {}) });
      expect(Object.values(input.ExpressionAttributeValues)).toEqual(
        expect.arrayContaining(Object.values(e.ExpressionAttributeValues as object)),
      );
      if (e.KeyConditionExpression!.includes('begins_with')) expect(input.KeyConditionExpression).toMatch(/begins_with/);
      else expect(input.KeyConditionExpression).not.toMatch(/begins_with/);
    });
    expect(Object.values((sent[3]!.input as { ExpressionAttributeValues: object }).ExpressionAttributeValues)).toContain(
      'product',
    );
  });

  it('keeps a compact row per product in the list index, by when the ERP changed it', async () => {
    const entry = productListEntry(products[0]!);
    expect(entry).toStrictEqual({
      gsi4pk: '$portal#list_products',
      gsi4sk: '$product_1#erpupdatedat_2026-01-01t00:00:00.000z#productid_990002',
      row: {
        id: 990_002,
        cn: '7127291',
        description: 'Paracetamol 1 g',
        listingPriceCents: 350,
        laboratoryId: 2001,
        erpUpdatedAt: '2026-01-01T00:00:00.000Z',
      },
    });
    // No CN and no laboratory: the row leaves them out.
    expect(productListEntry(products[1]!).row).toStrictEqual({
      id: 7,
      description: 'Sense CN',
      listingPriceCents: 0,
      erpUpdatedAt: 'x',
    });
    const sent = captureSent({ Items: [{ row: entry.row }] });
    expect(await productsUpdatedAt()).toBe('2026-01-01T00:00:00.000Z');
    expect(await productListRows()).toStrictEqual([entry.row]);
    // The newest key, one item; then the whole partition, rows only (gsi4 keeps nothing else).
    expect(sent[0]!.input).toMatchObject({ IndexName: 'gsi4', ScanIndexForward: false, Limit: 1 });
    expect(sent[1]!.input).toMatchObject({ IndexName: 'gsi4' });
    expect(sent[1]!.input).not.toHaveProperty('Limit');
  });
});
