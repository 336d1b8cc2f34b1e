import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureSent } from '../toolbox.testing';
import { getSaleLines, linesOfSale, putSaleLine, saleLineRecords, type SaleLineItem } from './sale-line';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'saleLine', version: '1', service: 'portal' },
    attributes: {
      saleLineId: { type: 'number', required: true },
      saleId: { type: 'number', required: true },
      productId: { type: 'number', required: true },
      quantity: { type: 'number', required: true },
      lotId: { type: 'number' },
      erpUpdatedAt: { type: 'string', required: true },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['saleLineId'] }, sk: { field: 'sk', composite: [] } },
      bySale: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['saleId'] },
        sk: { field: 'gsi1sk', composite: ['saleLineId'] },
      },
    },
  } as const,
  { table: 'portal' },
);

const lines: SaleLineItem[] = [
  { saleLineId: 9_100_111, saleId: 9_100_011, productId: 1, quantity: 10, lotId: 77, erpUpdatedAt: '2026-01-01T00:00:00.000Z' },
  { saleLineId: 4, saleId: 3, productId: 2, quantity: 0, erpUpdatedAt: 'x' },
];

describe('sale lines on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes ElectroDB's items, index keys and markers byte for byte (put and the ERP loader's raw item)", async () => {
    for (const l of lines) {
      const sent = captureSent();
      await putSaleLine(l);
      const expected = electro.put(l).params().Item;
      expect(sent[0]!.input.Item).toStrictEqual(expected);
      expect(sent[0]!.input.ConditionExpression).toBeUndefined();
      expect(saleLineRecords.item(l as never)).toStrictEqual(expected);
      expect(saleLineRecords.key(l.saleLineId)).toStrictEqual(electro.get({ saleLineId: l.saleLineId }).params().Key);
    }
  });

  it("reads ElectroDB's items back and queries its bySale keys", async () => {
    const raw = electro.put(lines[0]!).params().Item as Record<string, unknown>;
    const sent = captureSent({ Items: [raw], Responses: { portal: [raw] } });
    expect(await getSaleLines([9_100_111])).toStrictEqual([electro.parse({ Item: raw }).data]);
    expect(await linesOfSale(9_100_011)).toStrictEqual([{ saleLineId: 9_100_111, productId: 1, quantity: 10 }]);
    const expected = electro.query.bySale({ saleId: 9_100_011 }).params({ attributes: ['saleLineId', 'productId', 'quantity'] });
    const input = sent[1]!.input as { ExpressionAttributeValues: Record<string, unknown> };
    expect(input).toMatchObject({ TableName: 'portal', IndexName: 'gsi1' });
    expect(Object.values(input.ExpressionAttributeValues)).toEqual(
      expect.arrayContaining(Object.values(expected.ExpressionAttributeValues as object)),
    );
  });
});
