/**
 * Raw DynamoDB params shared by the ticketing entities on dynamodb-toolbox (ticket, its listing,
 * comments, history, attachments, calls): transaction items and the key-range Queries the datatables
 * walk, in the shapes ElectroDB's `.params()` produced. Plain SDK types only (see warehouse-send.ts).
 */
import { BatchWriteCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../aws';
import { env } from '../../env';
import type { TransactItems } from '../transact';

export type TransactPut = NonNullable<TransactItems[number]['Put']>;
export type TransactDelete = NonNullable<TransactItems[number]['Delete']>;
export type ItemKey = Record<string, unknown>;

/** A toolbox put's params as a transaction's Put (without toolbox's own `ToolboxItem`). */
export function transactPut(params: { TableName?: string | undefined; Item?: Record<string, unknown> | undefined }): TransactPut {
  return { TableName: params.TableName, Item: params.Item! };
}

/** A toolbox delete's params as a transaction's Delete. */
export function transactDelete(params: {
  TableName?: string | undefined;
  Key?: Record<string, unknown> | undefined;
}): TransactDelete {
  return { TableName: params.TableName, Key: params.Key! };
}

/** An index (undefined: the table) with its partition and sort key attributes. */
export interface KeyIndex {
  name?: string;
  pk: string;
  sk: string;
}

/**
 * ElectroDB's `query.<index>(composites)` params: one partition, sort keys beginning with `prefix`
 * (the entity's prefix and the first sort composite's name, e.g. `$ticket_1#updatedat_`).
 */
export function beginsWithQuery(index: KeyIndex, partition: string, prefix: string): QueryCommandInput {
  return {
    KeyConditionExpression: '#pk = :pk and begins_with(#sk1, :sk1)',
    TableName: env.tableName(),
    ExpressionAttributeNames: { '#pk': index.pk, '#sk1': index.sk },
    ExpressionAttributeValues: { ':pk': partition, ':sk1': prefix },
    ...(index.name ? { IndexName: index.name } : {}),
  };
}

/** ElectroDB's `.between(from, to)` params: sort keys from `from` to `to`, both included. */
export function betweenQuery(index: KeyIndex, partition: string, from: string, to: string): QueryCommandInput {
  return {
    TableName: env.tableName(),
    ExpressionAttributeNames: { '#pk': index.pk, '#sk1': index.sk },
    ExpressionAttributeValues: { ':pk': partition, ':sk1': from, ':sk2': to },
    KeyConditionExpression: '#pk = :pk and #sk1 BETWEEN :sk1 AND :sk2',
    ...(index.name ? { IndexName: index.name } : {}),
  };
}

/** Deletes items by key, 25 a request, retrying what DynamoDB leaves unprocessed (ElectroDB's batch delete). */
export async function deleteKeys(keys: ItemKey[]): Promise<void> {
  const table = env.tableName();
  for (let i = 0; i < keys.length; i += 25) {
    let batch = keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; batch.length && attempt < 10; attempt++) {
      const out = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table]: batch } }));
      batch = (out.UnprocessedItems?.[table] ?? []) as typeof batch;
    }
    if (batch.length) throw new Error(`${batch.length} items not deleted`);
  }
}
