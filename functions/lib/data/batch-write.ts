/** BatchWriteItem of whole items: 25 a request, unprocessed ones retried with backoff. */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../aws';
import { env } from '../env';

/** Puts these raw items (keys and markers included), unconditionally, `concurrency` requests at once. */
export async function putItems(items: readonly Record<string, unknown>[], concurrency = 1): Promise<void> {
  const table = env.tableName();
  const chunks: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += 25) chunks.push(items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })));
  const worker = async () => {
    for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) {
      let pending = chunk;
      for (let attempt = 0; pending.length > 0; attempt++) {
        if (attempt > 8) throw new Error('BatchWrite: items left unprocessed');
        if (attempt) await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** attempt)));
        const out = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
        pending = (out.UnprocessedItems?.[table] ?? []) as Record<string, unknown>[];
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, chunks.length)) }, worker));
}
