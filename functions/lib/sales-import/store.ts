/**
 * Storage of the sales import (bare DocumentClient, explicit keys; docs/api/sales-import.md):
 *
 *   $si#distributor / <id>            a distributor and its reading profile (tens: read whole)
 *   $si#brand / <id>                  a brand
 *   $si#cnconv / <cn>                 a product conversion; key = cn makes cn unique;
 *                                     gsi1 $si#cnconv#id / <id> finds it by id
 *   $si#pfconv / <customer_code>      a customer conversion, the same way
 *   $si#catalog#<YYYY-MM> / <cn>      a catalog entry of a month; $si#catalog-months / <month> its count
 *   $si#stage#<gen>#<shard> / <job>#<file>#<row>   a staged sale row (8 shards: 100,000 rows a
 *                                     month would overrun one partition's write rate); deterministic
 *                                     keys, so a retried step overwrites instead of duplicating. Finish
 *                                     moves to the next generation at once; old rows expire (TTL)
 *   $si#job#<id> / job | file#<n> | rej#<n>#<row>   an upload job, its files' progress, rejected rows
 *   $si#loaded#<distributor>#<month>#<sha256> / loaded   a file already staged (idempotency)
 *   $si#state / state                 the staging area: generation, running job, staged rows count
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../aws';
import { env } from '../env';
import { queryPages } from '../data/raw-params';
import { getItems, writeItems } from '../data/batch';

export const K = {
  distributors: '$si#distributor',
  brands: '$si#brand',
  cnConversions: '$si#cnconv',
  cnById: '$si#cnconv#id',
  pfConversions: '$si#pfconv',
  pfById: '$si#pfconv#id',
  catalog: (month: string) => `$si#catalog#${month}`,
  catalogMonths: '$si#catalog-months',
  stage: (generation: number, shard: number) => `$si#stage#${generation}#${shard}`,
  job: (id: string) => `$si#job#${id}`,
  loaded: (distributor: number, month: string, hash: string) => `$si#loaded#${distributor}#${month}#${hash}`,
  state: '$si#state',
} as const;

export const STAGE_SHARDS = 8;
export const idKey = (id: number) => String(id).padStart(10, '0');

const table = () => env.tableName();

export async function getItem<T>(pk: string, sk: string): Promise<T | null> {
  const out = await dynamo().send(new GetCommand({ TableName: table(), Key: { pk, sk } }));
  return (out.Item as T | undefined) ?? null;
}

export async function putItem(
  item: Record<string, unknown>,
  condition?: { expression: string; values?: Record<string, unknown>; names?: Record<string, string> },
): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: item,
      ...(condition
        ? {
            ConditionExpression: condition.expression,
            ...(condition.values ? { ExpressionAttributeValues: condition.values } : {}),
            ...(condition.names ? { ExpressionAttributeNames: condition.names } : {}),
          }
        : {}),
    }),
  );
}

export async function deleteItem(pk: string, sk: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: table(), Key: { pk, sk } }));
}

/** Every item of a partition (optionally a sort-key prefix), in key order. */
export async function queryAll<T>(pk: string, prefix?: string, extra: Partial<QueryCommandInput> = {}): Promise<T[]> {
  const { items } = await queryPages(
    {
      TableName: table(),
      KeyConditionExpression: prefix === undefined ? 'pk = :pk' : 'pk = :pk AND begins_with(sk, :p)',
      ExpressionAttributeValues: { ':pk': pk, ...(prefix === undefined ? {} : { ':p': prefix }) },
      ...extra,
    },
    { maxPages: Infinity },
  );
  return items as T[];
}

/** Puts (or deletes) many items, 25 a request, `parallel` requests at once (see `writeItems`). */
export function writeMany(
  requests: ({ put: Record<string, unknown> } | { del: { pk: string; sk: string } })[],
  parallel = 4,
): Promise<void> {
  return writeItems(
    requests.map((r) => ('put' in r ? { PutRequest: { Item: r.put } } : { DeleteRequest: { Key: r.del } })),
    { concurrency: parallel },
  );
}

/** Items by key, 100 a request. Missing ones are left out. */
export function getMany<T>(keys: { pk: string; sk: string }[]): Promise<T[]> {
  return getItems<T>(keys);
}

export async function update(
  pk: string,
  sk: string,
  expression: string,
  values: Record<string, unknown>,
  names?: Record<string, string>,
  condition?: string,
) {
  await dynamo().send(
    new UpdateCommand({
      TableName: table(),
      Key: { pk, sk },
      UpdateExpression: expression,
      ExpressionAttributeValues: values,
      ...(names ? { ExpressionAttributeNames: names } : {}),
      ...(condition ? { ConditionExpression: condition } : {}),
    }),
  );
}

export const isConditionFailure = (e: unknown) =>
  (e as Error).name === 'ConditionalCheckFailedException' || (e as Error).name === 'TransactionCanceledException';
