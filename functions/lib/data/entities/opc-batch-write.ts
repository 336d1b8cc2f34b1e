/**
 * BatchWriteItem over any number of raw requests, for the operations entities' multi-item puts and
 * deletes (ElectroDB's `put([...])` / `delete([...])`): 25 a request, one request at a time (ElectroDB's
 * default concurrency), what DynamoDB leaves unprocessed retried with backoff.
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../aws';
import { env } from '../../env';

export type WriteRequest =
  { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Record<string, unknown> } };

/** Answers how many requests are still unprocessed after the retries (as ElectroDB's `unprocessed`). */
export async function batchWrite(requests: readonly WriteRequest[], attempts = 8): Promise<number> {
  const table = env.tableName();
  let left = 0;
  for (let i = 0; i < requests.length; i += 25) {
    let pending = requests.slice(i, i + 25);
    for (let attempt = 0; pending.length && attempt < attempts; attempt++) {
      if (attempt) await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** attempt)));
      const out = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table]: [...pending] } }));
      pending = (out.UnprocessedItems?.[table] ?? []) as WriteRequest[];
    }
    left += pending.length;
  }
  return left;
}
