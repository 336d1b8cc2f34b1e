import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureSent } from '../toolbox.testing';
import {
  getPurchaseOrder,
  purchaseOrderByNumber,
  purchaseOrderRecords,
  purchaseOrdersBetween,
  purchaseOrdersOfPlatform,
  putPurchaseOrder,
  type PurchaseOrderItem,
} from './purchase-order';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'purchaseOrder', version: '1', service: 'portal' },
    attributes: {
      purchaseOrderId: { type: 'number', required: true },
      platformId: { type: 'number', required: true },
      number: { type: 'string', required: true },
      label: { type: 'string', required: true },
      date: { type: 'string', required: true },
      outNumbers: { type: 'list', items: { type: 'string' }, default: () => [] },
      directOutNumbers: { type: 'list', items: { type: 'string' }, default: () => [] },
      erpUpdatedAt: { type: 'string', required: true },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['purchaseOrderId'] }, sk: { field: 'sk', composite: [] } },
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
  } as const,
  { table: 'portal' },
);

const orders: PurchaseOrderItem[] = [
  {
    purchaseOrderId: 9_100_401,
    platformId: 867,
    number: 'IT-R-PO-1',
    label: 'Comanda IT-R-PO-1',
    date: '2019-03-10',
    outNumbers: ['IT-R-OUT-1'],
    directOutNumbers: ['IT-R-OUT-3'],
    erpUpdatedAt: '2026-01-01T00:00:00.000Z',
  },
  { purchaseOrderId: 2, platformId: 748, number: 'Po 2', label: 'x', date: '2019-03-31', erpUpdatedAt: 'y' },
];

type QueryInput = { IndexName?: string; ExpressionAttributeValues: Record<string, unknown>; KeyConditionExpression: string };
const values = (params: object) => Object.values((params as QueryInput).ExpressionAttributeValues);

describe('purchase orders on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes ElectroDB's items, index keys and markers byte for byte (put and the ERP loader's raw item)", async () => {
    for (const o of orders) {
      const sent = captureSent();
      await putPurchaseOrder(o);
      const expected = electro.put(o).params().Item;
      expect(sent[0]!.input.Item).toStrictEqual(expected);
      expect(sent[0]!.input.ConditionExpression).toBeUndefined();
      expect(purchaseOrderRecords.item(o as never)).toStrictEqual(expected);
      expect(purchaseOrderRecords.key(o.purchaseOrderId)).toStrictEqual(
        electro.get({ purchaseOrderId: o.purchaseOrderId }).params().Key,
      );
    }
  });

  it("reads ElectroDB's items back without keys and markers", async () => {
    const raw = electro.put(orders[0]!).params().Item as Record<string, unknown>;
    captureSent({ Item: raw, Items: [raw] });
    const data = electro.parse({ Item: raw }).data;
    expect(await getPurchaseOrder(9_100_401)).toStrictEqual(data);
    expect(await purchaseOrderByNumber(867, 'IT-R-PO-1')).toStrictEqual(data);
    expect(await purchaseOrdersOfPlatform(867)).toStrictEqual([data]);
  });

  it("queries ElectroDB's index keys (byPlatform newest first, between dates, byNumber)", async () => {
    const sent = captureSent({ Items: [] });
    await purchaseOrdersOfPlatform(867, 500);
    await purchaseOrdersBetween(867, '2019-03-01', '2019-04-01');
    await purchaseOrderByNumber(867, 'IT-R-PO-1');
    const expected = [
      electro.query.byPlatform({ platformId: 867 }).params({ order: 'desc', limit: 500 }),
      electro.query
        .byPlatform({ platformId: 867 })
        .between({ date: '2019-03-01' }, { date: '2019-04-01' })
        .params({ attributes: ['platformId', 'number', 'date'] }),
      electro.query.byNumber({ platformId: 867, number: 'IT-R-PO-1' }).params({ limit: 1 }),
    ];
    expect(sent[0]!.input).toMatchObject({ IndexName: 'gsi1', ScanIndexForward: false, Limit: 500 });
    expect(sent[1]!.input.KeyConditionExpression).toMatch(/BETWEEN/);
    expect(sent[2]!.input).toMatchObject({ IndexName: 'gsi2', Limit: 1 });
    expected.forEach((e, i) => {
      expect(sent[i]!.input).toMatchObject({ TableName: 'portal', IndexName: e.IndexName });
      expect(values(sent[i]!.input)).toEqual(expect.arrayContaining(values(e)));
    });
  });
});
