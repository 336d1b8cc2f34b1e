/**
 * Values that must be unique across accounts (e-mail, login). A GSI cannot refuse a duplicate, so
 * each value owns one item `$unique#<kind>#<value>`, written in the same transaction as the account
 * with `attribute_not_exists`: two concurrent writers cannot both win.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../aws';
import { env } from '../env';

export type UniqueKind = 'email' | 'login';

/** E-mails and logins compare lower-cased and trimmed. */
export const normalizeUnique = (value: string) => value.trim().toLowerCase();

export function uniqueKey(kind: UniqueKind, value: string) {
  return { pk: `$unique#${kind}#${normalizeUnique(value)}`, sk: '$unique' };
}

/** Put of a uniqueness item for a transaction: fails if another account holds the value. */
export function putUnique(kind: UniqueKind, value: string, accountId: number) {
  return {
    Put: {
      TableName: env.tableName(),
      Item: { ...uniqueKey(kind, value), kind, accountId },
      ConditionExpression: 'attribute_not_exists(pk) OR accountId = :id',
      ExpressionAttributeValues: { ':id': accountId },
    },
  };
}

/** Delete of a uniqueness item for a transaction: only the owner's (or an absent) item. */
export function deleteUnique(kind: UniqueKind, value: string, accountId: number) {
  return {
    Delete: {
      TableName: env.tableName(),
      Key: uniqueKey(kind, value),
      ConditionExpression: 'attribute_not_exists(pk) OR accountId = :id',
      ExpressionAttributeValues: { ':id': accountId },
    },
  };
}

/** The account holding a value, if any. */
export async function uniqueOwner(kind: UniqueKind, value: string): Promise<number | null> {
  const out = await dynamo().send(new GetCommand({ TableName: env.tableName(), Key: uniqueKey(kind, value) }));
  return typeof out.Item?.accountId === 'number' ? out.Item.accountId : null;
}
