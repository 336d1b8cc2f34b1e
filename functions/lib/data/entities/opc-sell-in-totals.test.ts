import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureSent } from '../toolbox.testing';
import { deleteOpcSellInTotals, listOpcSellInTotals, putOpcSellInTotals } from './opc-sell-in-totals';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'opcSellInTotals', version: '1', service: 'portal' },
    attributes: {
      batchId: { type: 'number', required: true },
      laboratory: { type: 'string', required: true },
      clients: { type: 'string', required: true },
    },
    indexes: { byBatch: { pk: { field: 'pk', composite: ['batchId'] }, sk: { field: 'sk', composite: ['laboratory'] } } },
  } as const,
  { table: 'portal' },
);

// Laboratory codes as imported: mixed case (ElectroDB keyed them lower-cased, stored them as given).
const totals = [
  { batchId: 12, laboratory: 'LAB001', clients: '{"F4000":{"fede":[1,2]}}' },
  { batchId: 12, laboratory: 'Lab-x 2', clients: '{}' },
];
const keys = totals.map(({ batchId, laboratory }) => ({ batchId, laboratory }));

describe('operations sell-in totals on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("batch-writes and batch-deletes ElectroDB's items and keys byte for byte", async () => {
    const sent = captureSent();
    expect(await putOpcSellInTotals(totals)).toBe(0);
    expect(await deleteOpcSellInTotals(keys)).toBe(0);
    const expected = [
      ...electro.put(totals).params<{ RequestItems: object }[]>(),
      ...electro.delete(keys).params<{ RequestItems: object }[]>(),
    ];
    expect(sent.map((s) => s.input.RequestItems)).toStrictEqual(expected.map((e) => e.RequestItems));
  });

  it("queries ElectroDB's byBatch keys and reads its items back", async () => {
    const stored = totals.map((t) => electro.put(t).params().Item as Record<string, unknown>);
    const sent = captureSent({ Items: stored });
    expect(await listOpcSellInTotals(12)).toStrictEqual(stored.map((Item) => electro.parse({ Item }).data));
    const expected = electro.query.byBatch({ batchId: 12 }).params().ExpressionAttributeValues as object;
    const input = sent[0]!.input as { ExpressionAttributeValues: Record<string, unknown> };
    expect(Object.values(input.ExpressionAttributeValues)).toEqual(expect.arrayContaining(Object.values(expected)));
  });
});
