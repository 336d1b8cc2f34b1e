/**
 * Batch reads and writes over any number of items: BatchGetItem 100 keys a request, BatchWriteItem
 * 25 requests a request, what DynamoDB leaves unprocessed retried with backoff (up to 9 attempts,
 * about 5 s in all).
 */
import { BatchGetCommand, BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../aws';
import { env } from '../env';

const ATTEMPTS = 9;
const backoff = (attempt: number) => new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** attempt)));

/** Runs `work` on each chunk of `size`, `concurrency` chunks at a time (default 1). */
async function inChunks<T>(list: readonly T[], size: number, concurrency = 1, work: (chunk: T[]) => Promise<void>) {
  const chunks: T[][] = [];
  for (let i = 0; i < list.length; i += size) chunks.push(list.slice(i, i + size));
  const worker = async () => {
    for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) await work(chunk);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, chunks.length)) }, worker));
}

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
  const found: T[] = [];
  await inChunks(keys, 100, options.concurrency, async (chunk) => {
    let pending = chunk;
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt >= ATTEMPTS) throw new Error('BatchGet: keys left unprocessed');
      if (attempt) await backoff(attempt);
      const out = await dynamo().send(new BatchGetCommand({ RequestItems: { [table]: { Keys: pending, ...projection } } }));
      found.push(...((out.Responses?.[table] ?? []) as T[]));
      pending = (out.UnprocessedKeys?.[table]?.Keys ?? []) as Record<string, unknown>[];
    }
  });
  return found;
}

/** A raw write of a BatchWriteItem: a whole item to put, or a key to delete. */
export type WriteRequest =
  { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Record<string, unknown> } };

export interface WriteItemsOptions {
  /** Requests in flight at once (default 1). */
  concurrency?: number;
  /** Tries per request of 25 before what is left counts as unprocessed (default 9). */
  attempts?: number;
}

/**
 * Puts and deletes, 25 a request; answers how many stayed unprocessed after the retries. Most
 * callers want `writeItems`, which refuses to leave any.
 */
export async function writeItemsLeft(requests: readonly WriteRequest[], options: WriteItemsOptions = {}): Promise<number> {
  const table = env.tableName();
  let left = 0;
  await inChunks(requests, 25, options.concurrency, async (chunk) => {
    let pending = chunk;
    for (let attempt = 0; pending.length && attempt < (options.attempts ?? ATTEMPTS); attempt++) {
      if (attempt) await backoff(attempt);
      const out = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
      pending = (out.UnprocessedItems?.[table] ?? []) as WriteRequest[];
    }
    left += pending.length;
  });
  return left;
}

/** Puts and deletes, 25 a request; an error when some stay unprocessed after the retries. */
export async function writeItems(requests: readonly WriteRequest[], options: WriteItemsOptions = {}): Promise<void> {
  const left = await writeItemsLeft(requests, options);
  if (left) throw new Error(`BatchWrite: ${left} items left unprocessed`);
}
