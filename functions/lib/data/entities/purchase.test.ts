import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureSent } from '../toolbox.testing';
import { purchasesOfYear, putPurchase } from './purchase';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'purchase', version: '1', service: 'portal' },
    attributes: {
      partyId: { type: 'number', required: true },
      purchaseId: { type: 'number', required: true },
      purchaseDate: { type: 'string', required: true },
      amountCents: { type: 'number', required: true },
    },
    indexes: {
      byParty: {
        pk: { field: 'pk', composite: ['partyId'] },
        sk: { field: 'sk', composite: ['purchaseDate', 'purchaseId'] },
      },
    },
  } as const,
  { table: 'portal' },
);

const purchase = { partyId: 101, purchaseId: 7, purchaseDate: '2026-04-10', amountCents: 12_345 };

describe('purchases on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes ElectroDB's item, keys and markers byte for byte", async () => {
    const sent = captureSent();
    await putPurchase(purchase);
    expect(sent[0]!.input.Item).toStrictEqual(electro.put(purchase).params().Item);
    expect(sent[0]!.input.ConditionExpression).toBeUndefined();
  });

  it("queries ElectroDB's keys for a year and reads its items back", async () => {
    const raw = electro.put(purchase).params().Item;
    const sent = captureSent({ Items: [raw] });
    expect(await purchasesOfYear(101, 2026)).toStrictEqual([electro.parse({ Item: raw }).data]);
    const expected = electro.query.byParty({ partyId: 101 }).begins({ purchaseDate: '2026-' }).params();
    const input = sent[0]!.input as { ExpressionAttributeValues: Record<string, unknown>; KeyConditionExpression: string };
    expect(input.KeyConditionExpression).toMatch(/begins_with/);
    expect(Object.values(input.ExpressionAttributeValues)).toEqual(
      expect.arrayContaining(Object.values(expected.ExpressionAttributeValues as object)),
    );
  });
});
