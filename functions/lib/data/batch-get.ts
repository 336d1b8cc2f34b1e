/** BatchGetItem over any number of keys: 100 keys a request, unprocessed keys retried with backoff. */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../aws';
import { env } from '../env';

export interface GetItemsOptions {
  /** Top-level attributes to read (a projection); all when absent. */
  attributes?: readonly string[];
  /** Requests in flight at once (default 1). */
  concurrency?: number;
}

/** The stored items of these keys, raw (keys and markers included); missing ones are left out. */
export async function getItems<T = Record<string, unknown>>(
  keys: readonly Record<string, unknown>[],
  options: GetItemsOptions = {},
): Promise<T[]> {
  const table = env.tableName();
  const projection = options.attributes?.length
    ? {
        ProjectionExpression: options.attributes.map((_, i) => `#a${i}`).join(', '),
        ExpressionAttributeNames: Object.fromEntries(options.attributes.map((name, i) => [`#a${i}`, name])),
      }
    : {};
  const chunks: Record<string, unknown>[][] = [];
  for (let i = 0; i < keys.length; i += 100) chunks.push(keys.slice(i, i + 100));
  const found: T[] = [];
  const worker = async () => {
    for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) {
      let pending = chunk;
      for (let attempt = 0; pending.length > 0; attempt++) {
        if (attempt > 8) throw new Error('BatchGet: keys left unprocessed');
        if (attempt) await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** attempt)));
        const out = await dynamo().send(new BatchGetCommand({ RequestItems: { [table]: { Keys: pending, ...projection } } }));
        found.push(...((out.Responses?.[table] ?? []) as T[]));
        pending = (out.UnprocessedKeys?.[table]?.Keys ?? []) as Record<string, unknown>[];
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 1, chunks.length)) }, worker));
  return found;
}
