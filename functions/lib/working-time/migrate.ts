/**
 * Registers written before the MAC key (the first, bare SHA-256 chain) are re-linked once: the
 * SHA-256 chain is checked first (a register already broken is left as it is and stays reported
 * as 'legacy' by the verifier: re-linking would launder the tampering); then each record gets its
 * key id, the previous record's MAC and its own MAC (its old hash fields stay, covered by the new
 * MAC), the head takes the last MAC, a 'rekey' record says it was done, and the days are anchored.
 * From then on the legacy rule proves nothing (anyone can recompute a SHA-256 chain): a record
 * without a MAC is a break.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../aws';
import { env } from '../env';
import { GENESIS, GENESIS_HASH, macMessage, recordHash } from './chain';
import { generateMac } from './mac';
import { appendRekey } from './register';
import { allRecords, getHead, userPk, type LegacyRecordItem, type RecordContent } from './store';

export type MigrationResult = 'none' | 'relinked' | 'refused';

function legacyValid(records: LegacyRecordItem[], headHash: string | undefined): boolean {
  let prev = GENESIS_HASH;
  for (const [i, r] of records.entries()) {
    const { pk: _pk, sk: _sk, hash, mac: _m, prevMac: _p, keyId: _k, ...content } = r;
    if (r.seq !== i + 1 || r.prevHash !== prev || recordHash(prev, content) !== hash) return false;
    prev = hash;
  }
  return headHash === undefined || headHash === prev;
}

export async function migrateRegister(userId: number, now: Date): Promise<MigrationResult> {
  const head = await getHead(userId);
  if (!head || head.mac) return 'none';
  const records = (await allRecords(userId)) as unknown as LegacyRecordItem[];
  if (!legacyValid(records, head.hash)) return 'refused';
  let prevMac = GENESIS;
  let keyId = env.wtcMacKey();
  for (const r of records) {
    const { pk: _pk, sk: _sk, mac: _m, prevMac: _p, keyId: _k, ...rest } = r;
    let content = { ...rest, prevMac, keyId } as RecordContent;
    let made = await generateMac(macMessage(content), keyId);
    if (made.keyId !== keyId) {
      keyId = made.keyId; // the record names the key itself, not its alias
      content = { ...content, keyId };
      made = await generateMac(macMessage(content), keyId);
    }
    await dynamo().send(
      new UpdateCommand({
        TableName: env.tableName(),
        Key: { pk: r.pk, sk: r.sk },
        UpdateExpression: 'SET prevMac = :p, keyId = :k, mac = :m',
        ConditionExpression: 'attribute_not_exists(mac) AND #h = :h',
        ExpressionAttributeNames: { '#h': 'hash' },
        ExpressionAttributeValues: { ':p': prevMac, ':k': keyId, ':m': made.mac, ':h': r.hash },
      }),
    );
    prevMac = made.mac;
  }
  await dynamo().send(
    new UpdateCommand({
      TableName: env.tableName(),
      Key: { pk: userPk(userId), sk: 'head' },
      UpdateExpression: 'SET mac = :m',
      ConditionExpression: '#seq = :seq AND attribute_not_exists(mac)',
      ExpressionAttributeNames: { '#seq': 'seq' },
      ExpressionAttributeValues: { ':m': prevMac, ':seq': head.seq },
    }),
  );
  await appendRekey(userId, records.length, now);
  return 'relinked';
}
