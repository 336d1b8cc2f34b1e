import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureSent } from '../toolbox.testing';
import {
  createPendingReturn,
  deletePendingReturn,
  getPendingReturn,
  listPendingReturns,
  pendingReturnDelete,
  type PendingReturnItem,
} from './pending-return';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'pendingReturn', version: '1', service: 'portal' },
    attributes: {
      returnId: { type: 'number', required: true },
      productId: { type: 'number', required: true },
      productCode: { type: 'string', required: true },
      nationalCode: { type: 'string' },
      description: { type: 'string', required: true },
      ean13: { type: 'list', items: { type: 'string' }, default: () => [] },
      listingPriceCents: { type: 'number', required: true },
      quantity: { type: 'number', required: true },
      lot: { type: 'string' },
      defect: { type: 'string', required: true },
      expiresAt: { type: 'string' },
      partyId: { type: 'number', required: true },
      partyName: { type: 'string', required: true },
      createdAt: { type: 'string', required: true },
      createdBy: { type: 'string', required: true },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['returnId'] }, sk: { field: 'sk', composite: [] } },
      pending: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['returnId'] } },
    },
  } as const,
  { table: 'portal' },
);

const lines: PendingReturnItem[] = [
  {
    returnId: 41,
    productId: 9001,
    productCode: 'P-9001',
    nationalCode: '712345',
    description: 'Ibuprofè 600 mg',
    ean13: ['8470007123456'],
    listingPriceCents: 1234,
    quantity: 3,
    lot: 'L-22A',
    defect: 'broken',
    expiresAt: '2027-03-31',
    partyId: 2001,
    partyName: 'Laboratori A',
    createdAt: '2026-11-25T10:00:00.000Z',
    createdBy: 'Magatzem',
  },
  {
    returnId: 7,
    productId: 9002,
    productCode: 'P-9002',
    description: 'Sense codi',
    listingPriceCents: 0,
    quantity: 1,
    defect: 'expired',
    partyId: -1,
    partyName: '',
    createdAt: '2026-11-25T10:00:00.000Z',
    createdBy: 'Magatzem',
  },
];

describe('pending returns on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("creates ElectroDB's item, keys (gsi1 too) and markers byte for byte, refusing to overwrite", async () => {
    for (const line of lines) {
      const sent = captureSent();
      await createPendingReturn(line);
      expect(sent[0]!.input.Item).toStrictEqual(electro.create(line).params().Item);
      expect(sent[0]!.input.ConditionExpression).toMatch(/^attribute_not_exists\(/);
      vi.restoreAllMocks();
    }
  });

  it("deletes ElectroDB's key, unconditionally and in a transaction", async () => {
    const sent = captureSent();
    await deletePendingReturn(41);
    const expected = electro.delete({ returnId: 41 }).params();
    expect(sent[0]!.input.Key).toStrictEqual(expected.Key);
    expect(sent[0]!.input.ConditionExpression).toBeUndefined();
    expect(pendingReturnDelete(41)).toStrictEqual(expected);
  });

  it("gets ElectroDB's key and reads its item back; null when absent", async () => {
    const sent = captureSent({ Item: electro.create(lines[1]!).params().Item });
    expect(await getPendingReturn(7)).toStrictEqual({ ...lines[1], ean13: [] });
    expect(sent[0]!.input.Key).toStrictEqual(electro.get({ returnId: 7 }).params().Key);
    vi.restoreAllMocks();
    captureSent({});
    expect(await getPendingReturn(8)).toBeNull();
  });

  it("queries ElectroDB's pending index and reads its items back", async () => {
    const stored = lines.map((l) => electro.create(l).params().Item as Record<string, unknown>);
    const sent = captureSent({ Items: stored });
    const read = await listPendingReturns(5001);
    const expected = electro.query.pending({}).params({ limit: 5001 });
    const input = sent[0]!.input as { ExpressionAttributeValues: Record<string, unknown> };
    expect(Object.values(input.ExpressionAttributeValues)).toEqual(
      expect.arrayContaining(Object.values(expected.ExpressionAttributeValues as object)),
    );
    expect(input).toMatchObject({ IndexName: 'gsi1', Limit: 5001 });
    expect(read).toStrictEqual(stored.map((Item) => electro.parse({ Item }).data));
  });
});
