import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureSent } from '../toolbox.testing';
import { recentWarehouseSends, recordWarehouseSend, type NewWarehouseSend } from './warehouse-send';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'warehouseSend', version: '1', service: 'portal' },
    attributes: {
      kind: { type: ['prenotice', 'pending_sales'] as const, required: true },
      sendId: { type: 'number', required: true },
      at: { type: 'string', required: true },
      byId: { type: 'number', required: true },
      byLogin: { type: 'string', required: true },
      platformId: { type: 'number', required: true },
      test: { type: 'boolean', required: true, default: false },
      recipients: { type: 'list', items: { type: 'string' }, default: () => [] },
      fileName: { type: 'string', required: true },
      fileKey: { type: 'string' },
      groupBy: { type: ['outs', 'consignments'] as const },
      outs: { type: 'list', items: { type: 'string' }, default: () => [] },
      consignments: { type: 'list', items: { type: 'number' }, default: () => [] },
    },
    indexes: {
      byKind: { pk: { field: 'pk', composite: ['kind'] }, sk: { field: 'sk', composite: ['at', 'sendId'] } },
    },
  } as const,
  { table: 'portal' },
);

const sends: NewWarehouseSend[] = [
  {
    kind: 'pending_sales',
    sendId: 12,
    at: '2026-11-25T14:30:00.000Z',
    byId: 3,
    byLogin: 'Magatzem.Lleida',
    platformId: 867,
    fileName: 'pending_sales_867_2026-11-25.csv',
    fileKey: 'pending-sales/867/X.csv',
    outs: ['IT-R-OUT-1'],
  },
  {
    kind: 'prenotice',
    sendId: 1300,
    at: '2026-01-02T00:00:09.120Z',
    byId: 41,
    byLogin: 'joan',
    platformId: 2,
    test: true,
    recipients: ['A@B.cat'],
    fileName: 'Preavis.XLS',
    groupBy: 'consignments',
    consignments: [5, 6],
  },
];

describe('warehouse sends on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes ElectroDB's item, keys and markers byte for byte", async () => {
    for (const send of sends) {
      const sent = captureSent();
      await recordWarehouseSend(send);
      expect(sent[0]!.input.Item).toStrictEqual(electro.create(send).params().Item);
      expect(sent[0]!.input.ConditionExpression).toMatch(/^attribute_not_exists\(/);
    }
  });

  it("queries ElectroDB's byKind keys and reads its items back", async () => {
    const stored = sends.map((s) => electro.create(s).params().Item as Record<string, unknown>);
    const sent = captureSent({ Items: [stored[0]] });
    const read = await recentWarehouseSends('pending_sales', 5);
    const expected = electro.query.byKind({ kind: 'pending_sales' }).params({ order: 'desc', limit: 5 });
    const input = sent[0]!.input as { ExpressionAttributeValues: Record<string, unknown> };
    expect(Object.values(input.ExpressionAttributeValues)).toEqual(
      expect.arrayContaining(Object.values(expected.ExpressionAttributeValues as object)),
    );
    expect(input).toMatchObject({ TableName: 'portal', ScanIndexForward: false, Limit: 5 });
    expect(read).toStrictEqual([{ ...electro.parse({ Item: stored[0] }).data }]);
  });
});
