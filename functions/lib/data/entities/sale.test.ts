import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureSent } from '../toolbox.testing';
import { getSale, getSales, putSale, saleIdsOfPurchaseOrder, saleRecords, type SaleItem } from './sale';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'sale', version: '1', service: 'portal' },
    attributes: {
      saleId: { type: 'number', required: true },
      number: { type: 'string', required: true },
      reference: { type: 'string', required: true },
      partyId: { type: 'number', required: true },
      saleDate: { type: 'string', required: true },
      platformId: { type: 'number' },
      purchaseOrder: { type: 'string' },
      erpUpdatedAt: { type: 'string', required: true },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['saleId'] }, sk: { field: 'sk', composite: [] } },
      byNumber: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['number'] }, sk: { field: 'gsi1sk', composite: [] } },
      byParty: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['partyId'] },
        sk: { field: 'gsi2sk', composite: ['saleDate', 'saleId'] },
      },
      byPurchaseOrder: {
        index: 'gsi3',
        pk: { field: 'gsi3pk', composite: ['platformId', 'purchaseOrder'] },
        sk: { field: 'gsi3sk', composite: ['saleId'] },
      },
    },
  } as const,
  { table: 'portal' },
);

const sales: SaleItem[] = [
  {
    saleId: 9_100_011,
    number: 'IT-R-S9100011',
    reference: 'REF-9100011',
    partyId: 101,
    saleDate: '2019-03-10',
    platformId: 867,
    purchaseOrder: 'IT-R-PO-1',
    erpUpdatedAt: '2026-01-01T00:00:00.000Z',
  },
  // No purchase order: ElectroDB still writes byPurchaseOrder's keys (`$portal#platformid_`).
  { saleId: 3, number: 'V-3', reference: 'r', partyId: 5, saleDate: '2026-11-25', erpUpdatedAt: 'x' },
];

describe('sales on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes ElectroDB's items, index keys and markers byte for byte (put and the ERP loader's raw item)", async () => {
    for (const s of sales) {
      const sent = captureSent();
      await putSale(s);
      const expected = electro.put(s).params().Item;
      expect(sent[0]!.input.Item).toStrictEqual(expected);
      expect(sent[0]!.input.ConditionExpression).toBeUndefined();
      expect(saleRecords.item(s as never)).toStrictEqual(expected);
      expect(saleRecords.key(s.saleId)).toStrictEqual(electro.get({ saleId: s.saleId }).params().Key);
    }
  });

  it('refuses a purchase order without its platform, as ElectroDB did', () => {
    const half = { ...sales[1]!, purchaseOrder: 'PO' };
    expect(() => electro.put(half).params()).toThrow(/Incomplete composite/);
    expect(() => saleRecords.item(half as never)).toThrow(/Incomplete composite/);
  });

  it("reads ElectroDB's items back without keys and markers", async () => {
    const raw = electro.put(sales[0]!).params().Item as Record<string, unknown>;
    captureSent({ Item: raw, Responses: { portal: [raw] } });
    const data = electro.parse({ Item: raw }).data;
    expect(await getSale(9_100_011)).toStrictEqual(data);
    expect(await getSales([9_100_011])).toStrictEqual([data]);
  });

  it("queries ElectroDB's byPurchaseOrder keys", async () => {
    const raw = electro.put(sales[0]!).params().Item as Record<string, unknown>;
    const sent = captureSent({ Items: [{ saleId: raw.saleId, __edb_e__: 'sale' }] });
    expect(await saleIdsOfPurchaseOrder(867, 'IT-R-PO-1')).toEqual([9_100_011]);
    const expected = electro.query
      .byPurchaseOrder({ platformId: 867, purchaseOrder: 'IT-R-PO-1' })
      .params({ attributes: ['saleId'] });
    const input = sent[0]!.input as { ExpressionAttributeValues: Record<string, unknown> };
    expect(input).toMatchObject({ TableName: 'portal', IndexName: 'gsi3' });
    expect(Object.values(input.ExpressionAttributeValues)).toEqual(
      expect.arrayContaining(Object.values(expected.ExpressionAttributeValues as object)),
    );
  });
});
