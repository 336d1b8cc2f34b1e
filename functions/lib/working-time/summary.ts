/**
 * The register's verified state, kept so that the screens do not re-verify the whole register
 * (one KMS call per record) on every call: a cold container would make thousands of calls.
 *
 *   $wtc#<user> / verified            what the last full check (checkRegister) found: the records it
 *                                     covered (up to `seq`, ending in `mac`), every break, the anchors,
 *                                     and each month's entry digests' hash; MACed by KMS, so whoever
 *                                     can write the table cannot forge it
 *   $wtc#<user> / verified#YYYY-MM    that month's entries as the check found them: id → day and
 *                                     SHA-256 of the stored item (pinned by the summary's hash)
 *
 * The full check runs every night after the anchors (jobs.ts; locally at start and hourly) and
 * writes both. A read then costs one VerifyMac (remembered per container: a summary does not
 * change until the next run) plus the records written since, each verified by KMS and linked onto
 * the summary's head, and the month's entries compared with their digests: an entry edited in the
 * table (the figures) shows as broken at once, whatever the records say; a record edited without
 * touching the figures is found by the next full check. A missing or forged summary, or records
 * back-dated into days that should have anchors, fall back to the full check.
 */
import { createHash } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { madridParts } from '../../../shared/time/madrid';
import { dynamo } from '../aws';
import { queryPages } from '../data/raw-params';
import { env } from '../env';
import { recordDate } from './anchors';
import { canonicalJson, GENESIS, macMessage } from './chain';
import { generateMac, verifyMac } from './mac';
import { allEntries, allRecords, getHead, recordSk, userPk, type EntryItem, type HeadItem, type RecordItem } from './store';
import type { ChainStatus } from '../../../shared/working-time/views';
import { chainBreak, chainStatus, checkRegister, contentOf, recordsDigest, type Break, type RegisterCheck } from './verify';

interface SummaryContent {
  userId: number;
  /** The last record the check covered (0: none) and its MAC. */
  seq: number;
  mac: string | null;
  keyId: string | null;
  records: number;
  /** SHA-256 of records 1..seq as stored: the next run asks KMS only about records after them, if they still hash to it. */
  recordsDigest: string;
  breaks: Break[];
  anchoredUntil: string | null;
  checkedAt: string;
  /** Month → SHA-256 of that month's digests (its item's entries and records, canonical JSON). */
  months: Record<string, string>;
}

interface SummaryItem extends SummaryContent {
  pk: string;
  sk: 'verified';
  sumKeyId: string;
  sumMac: string;
}

interface MonthDigests {
  pk: string;
  sk: string;
  userId: number;
  month: string;
  /** entry id → "<Madrid day>:<sha256 of the stored entry>", for the entries starting that month */
  entries: Record<string, string>;
  /** record seq → sha256 of the stored record, for the records written that month */
  records: Record<string, string>;
}

const table = () => env.tableName();
const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const monthSk = (month: string) => `verified#${month}`;
/** What KMS MACs for a summary: distinct from a record's message, so one never passes for the other. */
const summaryMessage = (c: SummaryContent) => `wtc-summary-v1\n${sha(canonicalJson(c))}`;
const entryDigest = (e: EntryItem) => `${madridParts(e.start).date}:${sha(canonicalJson(e))}`;
const recordDigest = (r: RecordItem) => sha(canonicalJson(r));
const monthOf = (e: EntryItem) => madridParts(e.start).date.slice(0, 7);

function contentOfSummary(item: SummaryItem): SummaryContent {
  const { pk: _pk, sk: _sk, sumKeyId: _k, sumMac: _m, ...content } = item;
  return content;
}

async function getSummary(userId: number): Promise<SummaryItem | null> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: { pk: userPk(userId), sk: 'verified' }, ConsistentRead: true }),
  );
  return (out.Item as SummaryItem | undefined) ?? null;
}

async function getMonthDigests(userId: number, month: string): Promise<MonthDigests | null> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: { pk: userPk(userId), sk: monthSk(month) }, ConsistentRead: true }),
  );
  return (out.Item as MonthDigests | undefined) ?? null;
}

async function recordsAfter(userId: number, seq: number): Promise<RecordItem[]> {
  const { items } = await queryPages(
    {
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': userPk(userId), ':from': recordSk(seq + 1), ':to': 'rec#~' },
      ConsistentRead: true,
    },
    { maxPages: Infinity },
  );
  return items as unknown as RecordItem[];
}

/**
 * The full check, written down: the summary and each month's digests (only the months that
 * changed). Run by the nightly job after the anchors, and by `npm run wtc:anchor`.
 */
export async function summarizeRegister(userId: number, now: Date = new Date()): Promise<RegisterCheck> {
  const previous = await getSummary(userId);
  const vouched =
    previous && (await verifyMac(previous.sumKeyId, summaryMessage(contentOfSummary(previous)), previous.sumMac)) === 'valid'
      ? { seq: previous.seq, digest: previous.recordsDigest }
      : undefined;
  const [records, entries] = await Promise.all([allRecords(userId), allEntries(userId)]);
  const check = await checkRegister(userId, now, { verifiedUpTo: vouched, records });
  const byMonth = new Map<string, Pick<MonthDigests, 'entries' | 'records'>>();
  const of = (month: string) => byMonth.get(month) ?? byMonth.set(month, { entries: {}, records: {} }).get(month)!;
  for (const e of entries) of(monthOf(e)).entries[String(e.entryId)] = entryDigest(e);
  for (const r of records)
    if (r.seq <= (check.head?.seq ?? 0)) of(recordDate(r).slice(0, 7)).records[String(r.seq)] = recordDigest(r);
  const months: Record<string, string> = {};
  for (const [month, digests] of byMonth) {
    months[month] = sha(canonicalJson(digests));
    const stored = await getMonthDigests(userId, month);
    if (!stored || sha(canonicalJson({ entries: stored.entries, records: stored.records })) !== months[month])
      await dynamo().send(
        new PutCommand({
          TableName: table(),
          Item: { pk: userPk(userId), sk: monthSk(month), userId, month, ...digests } satisfies MonthDigests,
        }),
      );
  }
  const content: SummaryContent = {
    userId,
    seq: check.head?.seq ?? 0,
    mac: check.head?.mac ?? null,
    keyId: check.head?.keyId ?? null,
    records: check.records,
    recordsDigest: recordsDigest(records.filter((r) => r.seq <= (check.head?.seq ?? 0))),
    breaks: check.breaks,
    anchoredUntil: check.anchoredUntil,
    checkedAt: check.checkedAt,
    months,
  };
  const { keyId, mac } = await generateMac(summaryMessage(content));
  const item: SummaryItem = { pk: userPk(userId), sk: 'verified', ...content, sumKeyId: keyId, sumMac: mac };
  await dynamo().send(new PutCommand({ TableName: table(), Item: item }));
  return check;
}

/** What the records after the summary say about their entries: times and whether deleted. */
function replayNewer(records: RecordItem[]): Map<number, { start: string; end: string | null; deleted: boolean }> {
  const out = new Map<number, { start: string; end: string | null; deleted: boolean }>();
  for (const r of records) {
    if (typeof r.entryId !== 'number') continue;
    const prev = out.get(r.entryId);
    const times = r.after ?? (prev ? { start: prev.start, end: prev.end } : null);
    if (times) out.set(r.entryId, { ...times, deleted: (prev?.deleted ?? false) || r.kind === 'delete' });
  }
  return out;
}

async function recordsBetween(userId: number, from: number, to: number): Promise<RecordItem[]> {
  const { items } = await queryPages(
    {
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': userPk(userId), ':from': recordSk(from), ':to': recordSk(to) },
      ConsistentRead: true,
    },
    { maxPages: Infinity },
  );
  return items as unknown as RecordItem[];
}

/**
 * The register's check for a period's figures, from the summary (one VerifyMac, remembered per
 * container): the summary's breaks plus the records written since (each asked of KMS and linked
 * onto the summary's head). The period's months are compared with their digests: their entries
 * (or, where a newer record touched one, what that record says) and the records written in them.
 * Anything that differs, a missing or forged summary, or newer records dated into days that should
 * be anchored, and the whole register is checked in full (which names the record that breaks).
 * `entries` are the period's entries as the caller read them.
 */
export async function checkSince(userId: number, months: string[], entries: EntryItem[], now: Date): Promise<RegisterCheck> {
  const full = () => checkRegister(userId, now);
  const [summary, head] = await Promise.all([getSummary(userId), getHead(userId)]);
  if (!summary) return full();
  const content = contentOfSummary(summary);
  if ((await verifyMac(summary.sumKeyId, summaryMessage(content), summary.sumMac)) !== 'valid') return full();
  const [monthItems, newer] = await Promise.all([
    Promise.all(months.map((m) => getMonthDigests(userId, m))),
    recordsAfter(userId, content.seq),
  ]);
  const yesterday = madridParts(new Date(now.getTime() - 86_400_000)).date;
  if (newer.some((r) => recordDate(r) < yesterday)) return full();

  // The period's months as the summary pinned them.
  const entryDigests = new Map<number, string>();
  for (const [i, m] of months.entries()) {
    const item = monthItems[i];
    const digests = item ? { entries: item.entries, records: item.records } : null;
    if ((digests ? sha(canonicalJson(digests)) : undefined) !== content.months[m]) return full();
    for (const [id, d] of Object.entries(item?.entries ?? {})) entryDigests.set(Number(id), d);
    const seqs = Object.keys(item?.records ?? {}).map(Number);
    if (seqs.length) {
      const stored = await recordsBetween(userId, Math.min(...seqs), Math.max(...seqs));
      if (stored.length !== seqs.length || stored.some((r) => item!.records[String(r.seq)] !== recordDigest(r))) return full();
    }
  }
  const replayed = replayNewer(newer);
  const inPeriod = new Set(entries.map((e) => e.entryId));
  for (const e of entries) {
    const wanted = replayed.get(e.entryId);
    if (
      wanted
        ? wanted.start !== e.start || wanted.end !== e.end || wanted.deleted !== e.deleted
        : entryDigests.get(e.entryId) !== entryDigest(e)
    )
      return full();
  }
  for (const id of entryDigests.keys()) if (!inPeriod.has(id) && !replayed.has(id)) return full();

  // The records since the summary, as the full check reads them (a few: today's clocking).
  const breaks: Break[] = [...content.breaks];
  const dayOf = (iso: string | null | undefined) => (iso ? madridParts(iso).date : null);
  const add = (seq: number, reason: Break['reason'], r?: RecordItem) =>
    breaks.push({
      seq,
      reason,
      entryId: r && typeof r.entryId === 'number' ? r.entryId : null,
      dates: r ? [...new Set([dayOf(r.before?.start), dayOf(r.after?.start)].filter((d): d is string => d !== null))] : [],
    });
  const checks = await Promise.all(
    newer.map((r) =>
      r.mac && r.keyId ? verifyMac(r.keyId, macMessage(contentOf(r)), r.mac) : Promise.resolve('invalid' as const),
    ),
  );
  let prev = content.mac ?? GENESIS;
  let expected = content.seq + 1;
  for (const [i, r] of newer.entries()) {
    if (r.seq > expected) add(expected, 'missing');
    expected = r.seq + 1;
    const reason = chainBreak(r, userId, checks[i]!, prev);
    if (reason) add(r.seq, reason, r);
    prev = r.mac;
  }
  const last = newer.at(-1);
  const lastSeq = last?.seq ?? content.seq;
  const headMac = (h: HeadItem) => h.mac ?? h.hash;
  // A register with no records has no head; one whose head moved back lost records from its end.
  const headSeq = head?.seq ?? 0;
  if (headSeq < content.seq || headSeq > lastSeq || (head && headSeq === lastSeq && lastSeq > 0 && headMac(head) !== prev))
    add(lastSeq + 1, 'missing');

  return {
    userId,
    records: content.records + newer.length,
    head: last
      ? { seq: last.seq, mac: last.mac, keyId: last.keyId }
      : content.seq
        ? { seq: content.seq, mac: content.mac!, keyId: content.keyId! }
        : null,
    breaks,
    anchoredUntil: content.anchoredUntil,
    // When the register was last checked in full (what was written since is checked now).
    checkedAt: content.checkedAt,
  };
}

/**
 * The whole register's status (the chain endpoint, shown beside every month view): the summary and
 * the records written since; the months' digests are compared where their figures are shown.
 */
export async function registerStatus(userId: number, now: Date = new Date()): Promise<ChainStatus> {
  return chainStatus(await checkSince(userId, [], [], now));
}
