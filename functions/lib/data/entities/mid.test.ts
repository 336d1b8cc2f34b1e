import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { conditionText, expectSameIndexQuery, queryOf, updateOf } from '../params.testing';
import { captureSent, inputOf } from '../toolbox.testing';
import {
  createMid,
  markMidOutSeen,
  midOutSeenParams,
  midsOfSale,
  midsOfShipmentIn,
  midsPlacedBetween,
  putMid,
  putMids,
  removeMid,
  type MidItem,
} from './mid';

process.env.TABLE_NAME ??= 'portal';
process.env.AWS_REGION ??= 'eu-west-1';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'mid', version: '1', service: 'portal' },
    attributes: {
      midId: { type: 'number', required: true },
      shipmentInId: { type: 'number', required: true },
      supplierId: { type: 'number', required: true },
      saleLineId: { type: 'number', required: true },
      saleId: { type: 'number', required: true },
      partyId: { type: 'number', required: true },
      productId: { type: 'number', required: true },
      lotId: { type: 'number' },
      quantity: { type: 'number', required: true },
      placedAt: { type: 'string', required: true },
      placedById: { type: 'number', required: true },
      placedByLogin: { type: 'string', required: true },
      outSeenAt: { type: 'string' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['midId'] }, sk: { field: 'sk', composite: [] } },
      byShipmentIn: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['shipmentInId'] },
        sk: { field: 'gsi1sk', composite: ['midId'] },
      },
      bySale: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['saleId'] }, sk: { field: 'gsi2sk', composite: ['midId'] } },
      byPlacedAt: {
        index: 'gsi3',
        pk: { field: 'gsi3pk', composite: [] },
        sk: { field: 'gsi3sk', composite: ['placedAt', 'midId'] },
      },
    },
  } as const,
  { table: 'portal' },
);

const mid: MidItem = {
  midId: 88001,
  shipmentInId: 501,
  supplierId: 9001,
  saleLineId: 7001,
  saleId: 6001,
  partyId: 1002,
  productId: 301,
  lotId: 44,
  quantity: 12,
  placedAt: '2026-11-25T14:30:00.000Z',
  placedById: 3,
  placedByLogin: 'Magatzem.Lleida',
};
const { lotId: _, ...noLot } = mid;

describe('mids on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("creates, puts and batch-puts ElectroDB's items, keys and markers byte for byte", async () => {
    const sent = captureSent();
    await createMid(mid);
    await putMid(noLot);
    await putMids([mid, noLot]);
    const expected = electro.create(mid).params();
    const create = inputOf(sent[0]!);
    expect(create.Item).toStrictEqual(expected.Item);
    expect(conditionText(create)).toBe(conditionText(expected));
    expect(sent[1]!.input.Item).toStrictEqual(electro.put(noLot).params().Item);
    expect(sent[1]!.input.ConditionExpression).toBeUndefined();
    expect(sent[2]!.input.RequestItems).toStrictEqual(electro.put([mid, noLot]).params()[0]!.RequestItems);
  });

  it("removes and marks as ElectroDB's remove and patch did", async () => {
    const sent = captureSent();
    await removeMid(88001);
    await markMidOutSeen(88001, '2026-11-26T00:00:00.000Z');
    const expectedRemove = electro.remove({ midId: 88001 }).params();
    const remove = inputOf(sent[0]!);
    expect(remove.Key).toStrictEqual(expectedRemove.Key);
    expect(conditionText(remove)).toBe(conditionText(expectedRemove));
    const expectedMark = electro.patch({ midId: 88001 }).set({ outSeenAt: '2026-11-26T00:00:00.000Z' }).params();
    const mark = midOutSeenParams(88001, '2026-11-26T00:00:00.000Z');
    expect(sent[1]!.input).toStrictEqual(mark);
    expect(mark.Key).toStrictEqual(expectedMark.Key);
    expect(updateOf(mark)).toStrictEqual(updateOf(expectedMark));
    expect(conditionText(mark)).toBe(conditionText(expectedMark));
  });

  it("queries ElectroDB's three indexes and reads its items back", async () => {
    const stored = electro.create(mid).params().Item as Record<string, unknown>;
    const data = electro.parse({ Item: stored }).data;
    const sent = captureSent({ Items: [stored] });
    expect(await midsPlacedBetween('2026-10-26T14:30:00.000Z', '9999', { withoutOutSeen: true, limit: 5000 })).toStrictEqual([
      data,
    ]);
    expect(await midsOfShipmentIn(501)).toStrictEqual([data]);
    expect(await midsOfSale(6001)).toStrictEqual([data]);
    const projected = { saleId: 6001, partyId: 1002 };
    vi.restoreAllMocks();
    const sentProjected = captureSent({
      Items: [{ pk: stored.pk, sk: stored.sk, gsi1pk: stored.gsi1pk, gsi1sk: stored.gsi1sk, ...projected }],
    });
    expect(await midsOfShipmentIn(501, ['saleId', 'partyId'])).toStrictEqual([projected]);

    const expected = [
      electro.query
        .byPlacedAt({})
        .between({ placedAt: '2026-10-26T14:30:00.000Z' }, { placedAt: '9999' })
        .where((a, { notExists }) => notExists(a.outSeenAt))
        .params({ limit: 5000 }),
      electro.query.byShipmentIn({ shipmentInId: 501 }).params(),
      electro.query.bySale({ saleId: 6001 }).params(),
    ];
    expect(sent.map((s) => queryOf(s.input))).toStrictEqual(expected.map(queryOf));
    // ElectroDB projected the keys too (for its ownership check); the raw query reads only what is asked.
    expectSameIndexQuery(
      sentProjected[0]!.input,
      electro.query.byShipmentIn({ shipmentInId: 501 }).params({ attributes: ['saleId', 'partyId'] }),
      ['saleId', 'partyId'],
    );
  });
});
