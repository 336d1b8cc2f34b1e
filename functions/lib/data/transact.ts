/** DynamoDB transactions where an invariant spans items (uniqueness, memberships, moves). */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../aws';

export type TransactItems = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>;

/** Runs a transaction; on a cancelled one, answers the index of each failed condition. */
export async function transact(items: TransactItems): Promise<number[]> {
  try {
    await dynamo().send(new TransactWriteCommand({ TransactItems: items }));
    return [];
  } catch (e) {
    const err = e as { name?: string; CancellationReasons?: { Code?: string }[] };
    if (err.name !== 'TransactionCanceledException') throw e;
    const failed = (err.CancellationReasons ?? []).flatMap((r, i) => (r.Code === 'ConditionalCheckFailed' ? [i] : []));
    if (failed.length === 0) throw e;
    return failed;
  }
}
