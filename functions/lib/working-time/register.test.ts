/**
 * The register's write loop in isolation: a write that loses to another one on the same register
 * (a failed condition, or AWS's TransactionConflict cancellation) re-reads and tries again, so two
 * clock-ins racing give one entry and one rule error, never a 500.
 */
import { GenerateMacCommand, KMSClient } from '@aws-sdk/client-kms';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { clockIn } from './register';

const ddb = mockClient(DynamoDBDocumentClient);
const kms = mockClient(KMSClient);
const KEY = 'arn:aws:kms:eu-west-1:000000000000:key/test';
const actor = { id: 7, name: 'Treballador' };
const cancelled = (code: string) =>
  Object.assign(new Error('Transaction cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: [{ Code: code }, { Code: 'None' }, { Code: 'None' }],
  });

beforeEach(() => {
  Object.assign(process.env, { TABLE_NAME: 'portal', AWS_ACCESS_KEY_ID: 'x', AWS_SECRET_ACCESS_KEY: 'y' });
  ddb.reset();
  ddb.on(UpdateCommand).resolves({ Attributes: { value: 41 } });
  kms.reset();
  kms.on(GenerateMacCommand).resolves({ KeyId: KEY, Mac: new Uint8Array(32).fill(7), MacAlgorithm: 'HMAC_SHA_256' });
});

describe('clock in', () => {
  it('retries after a TransactionConflict and writes the record, the head and the entry in one transaction', async () => {
    ddb.on(GetCommand).resolves({});
    ddb.on(TransactWriteCommand).rejectsOnce(cancelled('TransactionConflict')).resolves({});
    const entry = await clockIn(7, actor, new Date('2026-11-24T08:00:00Z'));
    expect(entry).toMatchObject({ entryId: 41, userId: 7, start: '2026-11-24T08:00:00.000Z', end: null, version: 1 });
    const writes = ddb.commandCalls(TransactWriteCommand);
    expect(writes).toHaveLength(2);
    const items = writes[1]!.args[0].input.TransactItems!;
    expect(items.map((i) => i.Put?.Item?.sk)).toEqual(['rec#0000000001', 'head', 'entry']);
    // The record's MAC is KMS's (never computed here), under the key it names; the head carries it.
    expect(items[0]!.Put!.Item).toMatchObject({ keyId: KEY, prevMac: '0'.repeat(64), mac: '07'.repeat(32) });
    expect(items[1]!.Put!.Item).toMatchObject({ seq: 1, openEntryId: 41, mac: items[0]!.Put!.Item!.mac });
  });

  it('after losing to another clock-in, finds the worker working and answers the rule (422 on working)', async () => {
    ddb
      .on(GetCommand)
      .resolvesOnce({})
      .resolves({ Item: { pk: '$wtc#7', sk: 'head', seq: 1, hash: 'h', openEntryId: 40 } });
    ddb.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed'));
    await expect(clockIn(7, actor, new Date())).rejects.toMatchObject({
      status: 422,
      fields: { working: [{ key: 'validation.wtc_already_working' }] },
    });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('other DynamoDB failures are not swallowed', async () => {
    ddb.on(GetCommand).resolves({});
    ddb
      .on(TransactWriteCommand)
      .rejects(Object.assign(new Error('throttled'), { name: 'ProvisionedThroughputExceededException' }));
    await expect(clockIn(7, actor, new Date())).rejects.toThrow('throttled');
  });
});
