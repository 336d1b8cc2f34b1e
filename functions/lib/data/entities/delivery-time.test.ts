import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateOf } from '../params.testing';
import { captureSent } from '../toolbox.testing';
import { addDeliveryTimeUpdate, listDeliveryTimes } from './delivery-time';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'deliveryTime', version: '1', service: 'portal' },
    attributes: {
      partyId: { type: 'number', required: true },
      totalDays: { type: 'number', required: true, default: 0 },
      outs: { type: 'number', required: true, default: 0 },
    },
    indexes: { byParty: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['partyId'] } } },
  } as const,
  { table: 'portal' },
);

describe('delivery times on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("adds to ElectroDB's item: same key, same SET markers and ADD amounts", () => {
    process.env.TABLE_NAME ??= 'portal';
    const update = addDeliveryTimeUpdate(7, 10, 2);
    const expected = electro.update({ partyId: 7 }).add({ totalDays: 10, outs: 2 }).params();
    expect(update.Key).toStrictEqual(expected.Key);
    expect(update.TableName).toBe('portal');
    expect(update.ConditionExpression).toBeUndefined();
    const { set, add, remove } = updateOf(update);
    expect({ set, add, remove }).toStrictEqual(updateOf(expected));
    expect(Object.keys({ ...set, ...add })).toHaveLength(5);
  });

  it("queries ElectroDB's partition and reads its items back", async () => {
    const stored = electro.put({ partyId: 7, totalDays: 31, outs: 4 }).params().Item;
    const sent = captureSent({ Items: [stored] });
    expect(await listDeliveryTimes()).toStrictEqual([{ partyId: 7, totalDays: 31, outs: 4 }]);
    const expected = electro.query.byParty({}).params().ExpressionAttributeValues as object;
    const input = sent[0]!.input as { ExpressionAttributeValues: Record<string, unknown> };
    expect(Object.values(input.ExpressionAttributeValues)).toEqual(expect.arrayContaining(Object.values(expected)));
    expect(input).not.toHaveProperty('IndexName');
  });
});
