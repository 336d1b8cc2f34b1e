import { Entity } from 'electrodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureSent } from '../toolbox.testing';
import { conditionOf } from '../params.testing';
import { createOpcImportBatch, deleteOpcImportBatch, listOpcImportBatches, type NewOpcImportBatch } from './opc-import-batch';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'opcImportBatch', version: '1', service: 'portal' },
    attributes: {
      batchId: { type: 'number', required: true },
      kind: { type: ['stock', 'target', 'sell_in_fede', 'sell_in_platform'] as const, required: true },
      accountId: { type: 'number', required: true },
      files: { type: 'list', items: { type: 'string' }, default: () => [] },
      rows: { type: 'number', required: true },
      chunks: { type: 'number', required: true },
      laboratoryId: { type: 'number' },
      createdAt: { type: 'string', required: true, default: () => new Date().toISOString() },
    },
    indexes: { byKind: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['kind', 'batchId'] } } },
  } as const,
  { table: 'portal' },
);

const batches: NewOpcImportBatch[] = [
  { batchId: 3, kind: 'stock', accountId: 51, files: ['Stock.XLSX'], rows: 2, chunks: 1, laboratoryId: undefined },
  { batchId: 1200, kind: 'sell_in_platform', accountId: 5, rows: 0, chunks: 0, laboratoryId: 4 },
  { batchId: 7, kind: 'target', accountId: 5, files: [], rows: 9, chunks: 1, createdAt: '2026-01-01T00:00:00.000Z' },
];

describe('operations import batches on dynamodb-toolbox', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00.000Z'), toFake: ['Date'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("creates ElectroDB's item, keys and markers byte for byte, refusing an existing batch", async () => {
    for (const batch of batches) {
      const sent = captureSent();
      await createOpcImportBatch(batch);
      const expected = electro.create(batch).params();
      expect(sent[0]!.input.Item).toStrictEqual(expected.Item);
      expect(conditionOf(sent[0]!.input, 'batchId')).toEqual(conditionOf(expected, 'batchId'));
    }
  });

  it("deletes ElectroDB's key only when the batch exists", async () => {
    const sent = captureSent();
    await deleteOpcImportBatch('sell_in_fede', 31);
    const expected = electro
      .delete({ kind: 'sell_in_fede', batchId: 31 })
      .where((a, op) => op.exists(a.batchId))
      .params();
    expect(sent[0]!.input.Key).toStrictEqual(expected.Key);
    expect(conditionOf(sent[0]!.input, 'batchId')).toEqual(['attribute_exists(item)']);
    expect(conditionOf(expected, 'batchId')).toEqual(['attribute_exists(item)']);
  });

  it("queries ElectroDB's byKind keys and reads its items back", async () => {
    const stored = batches.map((b) => electro.create(b).params().Item as Record<string, unknown>);
    const sent = captureSent({ Items: stored });
    expect(await listOpcImportBatches('sell_in_fede')).toStrictEqual(stored.map((Item) => electro.parse({ Item }).data));
    const expected = electro.query.byKind({ kind: 'sell_in_fede' }).params().ExpressionAttributeValues as object;
    const input = sent[0]!.input as { ExpressionAttributeValues: Record<string, unknown> };
    expect(Object.values(input.ExpressionAttributeValues)).toEqual(expect.arrayContaining(Object.values(expected)));
  });
});
