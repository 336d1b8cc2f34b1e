/** Numeric ids (the spec's ids are numbers): one atomic counter item per sequence. */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../aws';
import { env } from '../env';

export async function nextId(sequence: string): Promise<number> {
  const out = await dynamo().send(
    new UpdateCommand({
      TableName: env.tableName(),
      Key: { pk: `$counter#${sequence}`, sk: '$counter' },
      UpdateExpression: 'ADD #v :one',
      ExpressionAttributeNames: { '#v': 'value' },
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.value);
}

/** Moves a counter forward so seeded ids are never handed out again. */
export async function ensureCounterAtLeast(sequence: string, value: number): Promise<void> {
  await dynamo()
    .send(
      new UpdateCommand({
        TableName: env.tableName(),
        Key: { pk: `$counter#${sequence}`, sk: '$counter' },
        UpdateExpression: 'SET #v = :v',
        ConditionExpression: 'attribute_not_exists(#v) OR #v < :v',
        ExpressionAttributeNames: { '#v': 'value' },
        ExpressionAttributeValues: { ':v': value },
      }),
    )
    .catch((e: Error) => {
      if (e.name !== 'ConditionalCheckFailedException') throw e;
    });
}
