/**
 * The authorizer's account lookup, on the bare DocumentClient: the entity layer and zod would double
 * the authorizer's cold start, and it runs before every uncached request. The key is the one the
 * account entity writes on its login index, gsi1 (a unit test checks it against the entity's put).
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../aws';
import { env } from '../env';
import type { Caller } from './caller';

export function loginIndexKey(login: string): { gsi1pk: string; gsi1sk: string } {
  return { gsi1pk: `$portal#login_${login.toLowerCase()}`, gsi1sk: '$account_1' };
}

type AccountFields = Omit<Caller, 'actor'>;

export async function findAccountForAuth(login: string): Promise<AccountFields | null> {
  const key = loginIndexKey(login);
  const out = await dynamo().send(
    new QueryCommand({
      TableName: env.tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk and gsi1sk = :sk',
      FilterExpression: '#e = :entity',
      ExpressionAttributeNames: { '#e': '__edb_e__' },
      ExpressionAttributeValues: { ':pk': key.gsi1pk, ':sk': key.gsi1sk, ':entity': 'account' },
    }),
  );
  const item = out.Items?.[0];
  if (!item) return null;
  return {
    accountId: Number(item.accountId),
    login: String(item.login),
    model: item.model === 'user' ? 'user' : 'guest',
    typeId: item.typeId === 1 || item.typeId === 2 ? item.typeId : null,
    partyId: typeof item.partyId === 'number' ? item.partyId : null,
    roleIds: Array.isArray(item.roleIds) ? item.roleIds.map(Number) : [],
  };
}
