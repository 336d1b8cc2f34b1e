/**
 * Storage of the working-time register (bare DocumentClient, one partition per worker):
 *
 *   $wtc#<user> / head          the chain head: last seq and MAC, the open entry (if working)
 *   $wtc#<user> / rec#<seq>     records, append-only: clock in/out, amendments, acknowledgements,
 *                               the one-off re-link under the MAC key (rekey)
 *   $wtc#entry#<id> / entry     an entry's current state (a projection of its records), versioned;
 *                               gsi1 `$wtc#<user>` / `<start ISO>#<id>` lists a worker's entries by start
 *
 * Nothing here deletes an item and no item carries the TTL attribute: the register is kept (art.
 * 34.9 ET asks four years; it is kept for ever).
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../aws';
import { env } from '../env';
import { getItems } from '../data/batch';
import { queryPages } from '../data/raw-params';

export type RecordKind = 'clock_in' | 'clock_out' | 'create' | 'edit' | 'delete' | 'ack' | 'rekey';
export const AMENDMENT_KINDS = ['create', 'edit', 'delete'] as const;
export type AmendmentKind = (typeof AMENDMENT_KINDS)[number];

export interface Times {
  start: string;
  end: string | null;
}

/** What a record says (MACed): everything but its keys and MAC. */
export interface RecordContent {
  userId: number;
  seq: number;
  kind: RecordKind;
  /** The entry it concerns (null for an acknowledgement). */
  entryId: number | null;
  /** When it was written (instant). */
  at: string;
  /** Who wrote it: the worker, or the administrator amending. */
  actorId: number;
  actorName: string;
  reason: string | null;
  before: Times | null;
  after: Times | null;
  /** Acknowledgements: the amendments acknowledged. */
  seqs: number[] | null;
  /** The previous record's MAC (chain.ts GENESIS before the first). */
  prevMac: string;
  /** The KMS key that made this record's MAC. */
  keyId: string;
  /** Legacy SHA-256 link, on records written before the key: kept as written, covered by the MAC. */
  prevHash?: string;
  hash?: string;
}

export interface RecordItem extends RecordContent {
  pk: string;
  sk: string;
  mac: string;
}

/** A record as stored before the MAC key: what migrate.ts re-links. */
export type LegacyRecordItem = Omit<RecordItem, 'mac' | 'prevMac' | 'keyId'> & { mac?: string; prevMac?: string; keyId?: string };

export interface HeadItem {
  pk: string;
  sk: 'head';
  userId: number;
  seq: number;
  /** The last record's MAC (legacy heads: `hash`, until migrated). */
  mac?: string;
  hash?: string;
  /** The entry clocked in and not yet out: the worker is working. */
  openEntryId: number | null;
  /** Amendments the worker has not acknowledged yet. */
  pendingAcknowledgements?: number;
}

export interface EntryAmendmentState {
  seq: number;
  kind: AmendmentKind;
  at: string;
  authorId: number;
  authorName: string;
  reason: string;
  before: Times | null;
  after: Times | null;
  acknowledgedAt: string | null;
}

export interface EntryItem {
  pk: string;
  sk: 'entry';
  gsi1pk: string;
  gsi1sk: string;
  entryId: number;
  userId: number;
  start: string;
  end: string | null;
  origin: 'clock' | 'admin';
  deleted: boolean;
  version: number;
  amendments: EntryAmendmentState[];
}

export const userPk = (userId: number) => `$wtc#${userId}`;
export const entryPk = (entryId: number) => `$wtc#entry#${entryId}`;
export const recordSk = (seq: number) => `rec#${String(seq).padStart(10, '0')}`;
export const entryIndexSk = (start: string, entryId: number) => `${start}#${String(entryId).padStart(12, '0')}`;

const table = () => env.tableName();

export async function getHead(userId: number): Promise<HeadItem | null> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: { pk: userPk(userId), sk: 'head' }, ConsistentRead: true }),
  );
  return (out.Item as HeadItem | undefined) ?? null;
}

export async function getEntry(entryId: number): Promise<EntryItem | null> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: { pk: entryPk(entryId), sk: 'entry' }, ConsistentRead: true }),
  );
  return (out.Item as EntryItem | undefined) ?? null;
}

/** A worker's entries whose start lies in [from, to), oldest first. */
export async function entriesStartingBetween(userId: number, from: string, to: string): Promise<EntryItem[]> {
  const { items } = await queryPages(
    {
      TableName: table(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': userPk(userId), ':from': from, ':to': `${to}` },
    },
    { maxPages: Infinity },
  );
  return (items as unknown as EntryItem[]).filter((item) => item.start >= from && item.start < to);
}

/**
 * A worker's entries starting before `before`, newest first, one page at a time: the overlap
 * check walks them until an entry ends before the new one starts (entries never overlap, so
 * earlier ones end earlier still).
 */
export async function* entriesBefore(userId: number, before: string): AsyncGenerator<EntryItem> {
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk < :before',
        ExpressionAttributeValues: { ':pk': userPk(userId), ':before': before },
        ScanIndexForward: false,
        Limit: 20,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of (page.Items ?? []) as EntryItem[]) yield item;
    start = page.LastEvaluatedKey;
  } while (start);
}

/** Every record of a worker, in seq order (the chain check and replay). */
export async function allRecords(userId: number): Promise<RecordItem[]> {
  const { items } = await queryPages(
    {
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :rec)',
      ExpressionAttributeValues: { ':pk': userPk(userId), ':rec': 'rec#' },
      ConsistentRead: true,
    },
    { maxPages: Infinity },
  );
  return items as unknown as RecordItem[];
}

/** Some records of a worker by seq. */
export function recordsBySeq(userId: number, seqs: number[]): Promise<RecordItem[]> {
  return getItems<RecordItem>(seqs.map((seq) => ({ pk: userPk(userId), sk: recordSk(seq) })));
}

/** Every entry of a worker (the chain check compares them with the records' replay). */
export async function allEntries(userId: number): Promise<EntryItem[]> {
  return entriesStartingBetween(userId, '0', '9');
}
