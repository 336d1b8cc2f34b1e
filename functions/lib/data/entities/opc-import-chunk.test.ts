import { Entity } from 'electrodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureSent } from '../toolbox.testing';
import { deleteOpcImportChunks, listOpcImportChunks, putOpcImportChunks } from './opc-import-chunk';

// The ElectroDB model this entity had before dynamodb-toolbox: stored items must stay byte-identical.
const electro = new Entity(
  {
    model: { entity: 'opcImportChunk', version: '1', service: 'portal' },
    attributes: {
      batchId: { type: 'number', required: true },
      chunk: { type: 'number', required: true },
      rows: { type: 'string', required: true },
    },
    indexes: { byBatch: { pk: { field: 'pk', composite: ['batchId'] }, sk: { field: 'sk', composite: ['chunk'] } } },
  } as const,
  { table: 'portal' },
);

// 30 chunks: two BatchWriteItem requests (25 + 5), as ElectroDB split them.
const chunks = Array.from({ length: 30 }, (_, chunk) => ({ batchId: 41, chunk, rows: `[{"Code":"A${chunk}"}]` }));

describe('operations import chunks on dynamodb-toolbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("batch-writes and batch-deletes ElectroDB's items and keys byte for byte", async () => {
    const sent = captureSent();
    expect(await putOpcImportChunks(chunks)).toBe(0);
    expect(await deleteOpcImportChunks(chunks.map(({ batchId, chunk }) => ({ batchId, chunk })))).toBe(0);
    const expected = [
      ...electro.put(chunks).params<{ RequestItems: object }[]>(),
      ...electro.delete(chunks.map(({ batchId, chunk }) => ({ batchId, chunk }))).params<{ RequestItems: object }[]>(),
    ];
    expect(sent.map((s) => s.input.RequestItems)).toStrictEqual(expected.map((e) => e.RequestItems));
  });

  it('retries what DynamoDB leaves unprocessed and answers what is left', async () => {
    const unprocessed = [{ DeleteRequest: { Key: { pk: 'x', sk: 'y' } } }];
    const sent = captureSent({ UnprocessedItems: { portal: unprocessed } });
    vi.useFakeTimers();
    const left = deleteOpcImportChunks([{ batchId: 1, chunk: 0 }]);
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    expect(await left).toBe(1);
    expect(sent).toHaveLength(9);
    expect(sent.at(-1)!.input.RequestItems).toStrictEqual({ portal: unprocessed });
  });

  it("queries ElectroDB's byBatch keys and reads its items back", async () => {
    const stored = electro.put(chunks[3]!).params().Item as Record<string, unknown>;
    const sent = captureSent({ Items: [stored] });
    expect(await listOpcImportChunks(41)).toStrictEqual([electro.parse({ Item: stored }).data]);
    const expected = electro.query.byBatch({ batchId: 41 }).params().ExpressionAttributeValues as object;
    const input = sent[0]!.input as { ExpressionAttributeValues: Record<string, unknown> };
    expect(Object.values(input.ExpressionAttributeValues)).toEqual(expect.arrayContaining(Object.values(expected)));
  });
});
