/**
 * Row counts of a big table, kept by its writes in the same transaction as the row (so a total
 * never drifts from the rows): one item per table, one number per counted key, e.g. `all`,
 * `status#3`, `assignee#7`. A table counts the filters its screen uses alone; a query combining
 * filters has no counter and pages open-ended.
 */
import { GetCommand, PutCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../aws';
import { env } from '../env';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const key = (table: string) => ({ pk: `$count#${table}`, sk: '$count' });

/** The transaction item that moves counters by the given amounts (+1 on create, -1/+1 on a move). */
export function countChange(table: string, deltas: Record<string, number>): TransactItem {
  const entries = Object.entries(deltas).filter(([, d]) => d !== 0);
  if (!entries.length) throw new Error('countChange: nothing to count');
  return {
    Update: {
      TableName: env.tableName(),
      Key: key(table),
      UpdateExpression: `ADD ${entries.map((_, i) => `#k${i} :d${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([k], i) => [`#k${i}`, k])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, d], i) => [`:d${i}`, d])),
    },
  };
}

/** The counters to move when a row changes from `before` to `after` (either absent on create/delete). */
export function countDeltas(before: readonly string[] | null, after: readonly string[] | null): Record<string, number> {
  const deltas: Record<string, number> = {};
  for (const k of before ?? []) deltas[k] = (deltas[k] ?? 0) - 1;
  for (const k of after ?? []) deltas[k] = (deltas[k] ?? 0) + 1;
  return Object.fromEntries(Object.entries(deltas).filter(([, d]) => d !== 0));
}

/** One counter's value; 0 when the table has no rows of that key yet. */
export async function readCount(table: string, counter: string): Promise<number> {
  const out = await dynamo().send(
    new GetCommand({
      TableName: env.tableName(),
      Key: key(table),
      ProjectionExpression: '#c',
      ExpressionAttributeNames: { '#c': counter },
    }),
  );
  return Number(out.Item?.[counter] ?? 0);
}

/** Writes every counter at once: after a bulk load that bypassed the per-row transactions. */
export async function replaceCounts(table: string, counts: Record<string, number>): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: env.tableName(), Item: { ...key(table), ...counts } }));
}

/**
 * Writes a row (an entity module's raw Put, e.g. ticket.ts `ticketPut`) and moves its table's counters in one
 * transaction: the total can never disagree with the rows.
 */
export async function putCounted(
  put: { TableName?: string; Item?: Record<string, unknown>; ConditionExpression?: string } & Record<string, unknown>,
  table: string,
  deltas: Record<string, number>,
): Promise<void> {
  const items: TransactItem[] = [{ Put: put as NonNullable<TransactItem['Put']> }];
  if (Object.keys(deltas).length) items.push(countChange(table, deltas));
  await dynamo().send(new TransactWriteCommand({ TransactItems: items }));
}
