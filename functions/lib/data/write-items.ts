/** BatchWriteItem over any number of raw items: 25 a request, unprocessed ones retried with backoff. */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../aws';
import { env } from '../env';

type WriteRequest = { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Record<string, unknown> } };

async function batchWrite(requests: WriteRequest[], concurrency = 1): Promise<void> {
  const table = env.tableName();
  const chunks: WriteRequest[][] = [];
  for (let i = 0; i < requests.length; i += 25) chunks.push(requests.slice(i, i + 25));
  const worker = async () => {
    for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) {
      let pending = chunk;
      for (let attempt = 0; pending.length > 0; attempt++) {
        if (attempt > 8) throw new Error(`BatchWrite: ${pending.length} items left unprocessed`);
        if (attempt) await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** attempt)));
        const out = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
        pending = (out.UnprocessedItems?.[table] ?? []) as WriteRequest[];
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, chunks.length)) }, worker));
}

/** Puts whole raw items (keys and markers included), unconditionally. */
export const putItems = (items: readonly Record<string, unknown>[], concurrency?: number) =>
  batchWrite(
    items.map((Item) => ({ PutRequest: { Item } })),
    concurrency,
  );

/** Deletes items by raw key, unconditionally (a missing one is no error). */
export const deleteItems = (keys: readonly Record<string, unknown>[], concurrency?: number) =>
  batchWrite(
    keys.map((Key) => ({ DeleteRequest: { Key } })),
    concurrency,
  );
