/**
 * Storage of the sales import (bare DocumentClient, explicit keys; docs/api/sales-import.md):
 *
 *   $si#distributor / <id>            a distributor and its reading profile (tens: read whole)
 *   $si#brand / <id>                  a brand
 *   $si#cnconv / <cn>                 a product conversion; key = cn makes cn unique;
 *                                     gsi1 $si#cnconv#id / <id> finds it by id
 *   $si#pfconv / <customer_code>      a customer conversion, the same way
 *   $si#catalog#<YYYY-MM> / <cn>      a catalog entry of a month; $si#catalog-months / <month> its count
 *   $si#stage#<gen>#<job>#<NN> / p<page> | r<row>   a page of 200 staged sale rows, under its file's
 *                                     own partition (r<row>: a rejected row fixed in place); keys
 *                                     follow from the file's rows, so a retried step overwrites.
 *                                     Finish moves to the next generation at once; old rows expire (TTL)
 *   $si#wpi#<gen>#<job>#<NN> / <row id>   a wrong price's copy on the sparse index step 6 pages:
 *                                     gsi1 $si#wp#<gen> / <date>#<id>, gsi2 …#customer, gsi3 …#product
 *   $si#files#<gen> / <job>#<NN>      a staged file and its counts: only registered files count
 *   $si#view#<gen>#<version>#<list> / <sort key>   the step lists, built by the workflow (BuildViews)
 *   $si#job#<id> / job | file#<n> | rej#<n>#<row>   a job, its files' progress, rejected rows
 *   $si#loaded#<distributor>#<sha256> / loaded      a file's bytes already staged (idempotency)
 *   $si#rowsig#<distributor>#<signature> / rows     a file's rows already staged, whatever its format
 *   $si#state / state                 the staging area: generation, running job, counters, views
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
  stage: (generation: number, file: string) => `$si#stage#${generation}#${file}`,
  wrongPriceRows: (generation: number, file: string) => `$si#wpi#${generation}#${file}`,
  stagedFiles: (generation: number) => `$si#files#${generation}`,
  wrongPrices: (generation: number) => `$si#wp#${generation}`,
  view: (generation: number, version: string, list: string) => `$si#view#${generation}#${version}#${list}`,
  job: (id: string) => `$si#job#${id}`,
  loaded: (distributor: number, hash: string) => `$si#loaded#${distributor}#${hash}`,
  rowSignature: (distributor: number, signature: string) => `$si#rowsig#${distributor}#${signature}`,
  state: '$si#state',
} as const;

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

/** The items of a partition, a DynamoDB page (about 1 MB) at a time. */
export async function* partitionPages(pk: string, projection?: string): AsyncGenerator<Record<string, unknown>[]> {
  let start: Record<string, unknown> | undefined;
  do {
    const page = await queryPages(
      {
        TableName: table(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ...(projection ? { ProjectionExpression: projection } : {}),
      },
      { start },
    );
    if (page.items.length) yield page.items;
    start = page.next;
  } while (start);
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

/** Items by key, 100 a request (`concurrency` requests at once). Missing ones are left out. */
export function getMany<T>(keys: { pk: string; sk: string }[], options: { concurrency?: number } = {}): Promise<T[]> {
  return getItems<T>(keys, options);
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
