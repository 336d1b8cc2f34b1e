import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateOf } from '../params.testing';
import { captureSent } from '../toolbox.testing';
import { patchErpBatch, putErpBatch, recentErpBatches, type ErpBatchItem } from './erp-batch';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'erpBatch', version: '1', service: 'portal' },
    attributes: {
      batchId: { type: 'string', required: true },
      source: { type: 'string', required: true },
      startedAt: { type: 'string', required: true },
      finishedAt: { type: 'string' },
      status: { type: ['running', 'done', 'failed'] as const, required: true },
      received: { type: 'number', required: true },
      upserted: { type: 'number', required: true },
      skipped: { type: 'number', required: true },
      rejected: { type: 'number', required: true },
      byEntity: { type: 'any' },
      rejectsKey: { type: 'string' },
      error: { type: 'string' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['batchId'] }, sk: { field: 'sk', composite: [] } },
      byTime: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['startedAt'] } },
    },
  } as const,
  { table: 'portal' },
);

const batch: ErpBatchItem = {
  batchId: '0F6B2C1E-AAAA-4BBB-8CCC-1234567890AB',
  source: 'erp-inbox/Feed-2026.jsonl',
  startedAt: '2026-11-25T14:30:00.000Z',
  status: 'running',
  received: 0,
  upserted: 0,
  skipped: 0,
  rejected: 0,
};

type UpdateInput = {
  Key: unknown;
  UpdateExpression: string;
  ConditionExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
};

describe('ERP batch reports on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes ElectroDB's item, keys and markers byte for byte", async () => {
    const sent = captureSent();
    await putErpBatch(batch);
    expect(sent[0]!.input.Item).toStrictEqual(electro.put(batch).params().Item);
    expect(sent[0]!.input.ConditionExpression).toBeUndefined();
  });

  it("patches ElectroDB's key with the same values, only an existing report", async () => {
    const sent = captureSent();
    const changes = {
      status: 'done',
      finishedAt: '2026-11-25T14:31:00.000Z',
      received: 9,
      upserted: 5,
      skipped: 0,
      rejected: 4,
      byEntity: { product: { received: 2, upserted: 1, skipped: 0, rejected: 1 } },
      rejectsKey: 'erp-rejects/x.jsonl',
    } as const;
    await patchErpBatch(batch.batchId, changes);
    const expected = electro.patch({ batchId: batch.batchId }).set(changes).params() as unknown as UpdateInput;
    const input = sent[0]!.input as UpdateInput;
    expect(input.Key).toStrictEqual(expected.Key);
    const { __edb_v__: _version, ...electroSets } = updateOf(expected).set;
    expect(updateOf(input)).toStrictEqual({ set: electroSets, add: {}, remove: [] });
    expect(input.ConditionExpression).toMatch(/^attribute_exists\(#c\w*\)$/);
  });

  it("queries ElectroDB's byTime keys, newest first, and reads its items back", async () => {
    const stored = electro.put(batch).params().Item;
    const sent = captureSent({ Items: [stored] });
    expect(await recentErpBatches(20)).toStrictEqual([electro.parse({ Item: stored }).data]);
    const expected = electro.query.byTime({}).params({ order: 'desc', limit: 20 });
    const input = sent[0]!.input as { ExpressionAttributeValues: Record<string, unknown> };
    expect(input).toMatchObject({ TableName: 'portal', IndexName: 'gsi1', ScanIndexForward: false, Limit: 20 });
    expect(Object.values(input.ExpressionAttributeValues)).toEqual(
      expect.arrayContaining(Object.values(expected.ExpressionAttributeValues as object)),
    );
  });
});
