/**
 * Checks a worker's register against its key and its anchors, naming every record that breaks:
 * - each record's MAC (KMS VerifyMac under the key the record names; a key KMS does not know breaks it),
 * - each record's link to the one before (prevMac), its number and its place (worker, key),
 * - the head against the last record (a record removed from the end),
 * - the entries against what their records say (replay),
 * - every past day with records against its anchor in the WORM store (anchors.ts): present, not
 *   older than the day's last record, and holding the MAC the record still has.
 * Each break is placed on the Madrid days whose figures it touches, so a month (or an export) says
 * whether its own figures are the register's as written (periodIntegrity).
 */
import { createHash } from 'node:crypto';
import { madridParts } from '../../../shared/time/madrid';
import type { ChainStatus, IntegrityBreak, IntegrityReason, PeriodIntegrity } from '../../../shared/working-time/views';
import { anchorsOf, recordDate, type Anchor } from './anchors';
import { canonicalJson, GENESIS, macMessage } from './chain';
import { verifyMac, type MacCheck } from './mac';
import {
  allEntries,
  allRecords,
  getHead,
  recordSk,
  userPk,
  type EntryItem,
  type HeadItem,
  type RecordContent,
  type RecordItem,
  type Times,
} from './store';

/**
 * Why a record breaks its user's chain, first reason first, or null when it holds: not where its
 * user's records are (moved), without a MAC (legacy), signed with a key KMS does not know (key),
 * a MAC that does not match (mac), or not linked to the record before it (link).
 */
export function chainBreak(r: RecordItem, userId: number, check: MacCheck, prevMac: string): IntegrityReason | null {
  if (r.userId !== userId || r.sk !== recordSk(r.seq) || r.pk !== userPk(userId)) return 'moved';
  if (!r.mac || !r.keyId) return 'legacy';
  if (check === 'unknown_key') return 'key';
  if (check === 'invalid') return 'mac';
  if (r.prevMac !== prevMac) return 'link';
  return null;
}

export interface Break {
  seq: number;
  reason: IntegrityReason;
  entryId: number | null;
  /** Madrid days whose figures it touches; empty: the whole register. */
  dates: string[];
}

export interface RegisterCheck {
  userId: number;
  records: number;
  head: { seq: number; mac: string; keyId: string } | null;
  /** Every break, by record number. */
  breaks: Break[];
  anchoredUntil: string | null;
  checkedAt: string;
}

export function contentOf(r: RecordItem): RecordContent {
  const { pk: _pk, sk: _sk, mac: _mac, ...content } = r;
  return content;
}

const dayOf = (iso: string | null | undefined) => (iso ? madridParts(iso).date : null);

/** KMS checks a few at a time (each is a call; a register checked once per container). */
async function macChecks(records: RecordItem[]): Promise<MacCheck[]> {
  const out: MacCheck[] = new Array(records.length);
  let next = 0;
  const worker = async () => {
    while (next < records.length) {
      const i = next++;
      const r = records[i]!;
      out[i] = r.mac && r.keyId ? await verifyMac(r.keyId, macMessage(contentOf(r)), r.mac) : 'invalid';
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return out;
}

interface Replayed {
  times: Times;
  deleted: boolean;
  amendments: number[];
}

export interface CheckOptions {
  /** Check the anchors too (default): off only where the caller has no access to the bucket. */
  anchors?: boolean;
  /**
   * Records 1..seq a previous check found valid (summary.ts), with the digest of their stored text:
   * when the records still hash to it, their MACs are not asked of KMS again.
   */
  verifiedUpTo?: { seq: number; digest: string };
  /** The worker's records, when the caller already read them. */
  records?: RecordItem[];
}

/** SHA-256 of records as stored (content and MAC), in seq order: what a summary pins. */
export const recordsDigest = (records: RecordItem[]) => createHash('sha256').update(canonicalJson(records)).digest('hex');

export async function checkRegister(userId: number, now: Date = new Date(), opts: CheckOptions = {}): Promise<RegisterCheck> {
  const [records, entries, head, anchors] = await Promise.all([
    opts.records ? Promise.resolve(opts.records) : allRecords(userId),
    allEntries(userId),
    getHead(userId),
    opts.anchors === false ? Promise.resolve([] as Anchor[]) : anchorsOf(userId),
  ]);
  const entryById = new Map(entries.map((e) => [e.entryId, e]));
  /** The days a record's figures touch: its entry as stored, and the times it says. */
  const datesOf = (r: Pick<RecordItem, 'entryId' | 'before' | 'after'> | undefined): string[] => {
    if (!r || typeof r.entryId !== 'number') return [];
    const e = entryById.get(r.entryId);
    return [dayOf(e?.start), dayOf(r.before?.start), dayOf(r.after?.start)].filter((d): d is string => d !== null);
  };
  const breaks: Break[] = [];
  const add = (seq: number, reason: IntegrityReason, r?: RecordItem, dates?: string[]) =>
    breaks.push({
      seq,
      reason,
      entryId: r && typeof r.entryId === 'number' ? r.entryId : null,
      dates: [...new Set(dates ?? datesOf(r))],
    });

  const trusted = opts.verifiedUpTo;
  const known = trusted && recordsDigest(records.filter((r) => r.seq <= trusted.seq)) === trusted.digest ? trusted.seq : 0;
  const checks = [
    ...records.filter((r) => r.seq <= known).map((): MacCheck => 'valid'),
    ...(await macChecks(records.filter((r) => r.seq > known))),
  ];
  let prev = GENESIS;
  let expected = 1;
  const bySeq = new Map<number, RecordItem>();
  for (const [i, r] of records.entries()) {
    if (r.seq > expected) add(expected, 'missing'); // cannot be placed: the whole register
    expected = r.seq + 1;
    bySeq.set(r.seq, r);
    const reason = chainBreak(r, userId, checks[i]!, prev);
    if (reason) add(r.seq, reason, r);
    prev = r.mac;
  }
  const last = records.at(-1);
  const lastSeq = last?.seq ?? 0;
  if (head && (head.seq > lastSeq || (head.seq === lastSeq && headMac(head) !== prev))) add(lastSeq + 1, 'missing');

  for (const b of entryBreaks(records, entries, dayOf)) breaks.push(b);
  if (opts.anchors !== false) for (const b of anchorBreaks(records, bySeq, anchors, now, datesOf)) breaks.push(b);
  // The chain's own evidence first (a record's MAC, key, link, place), then the anchors, then the
  // entries' projections (often a consequence: a record removed leaves its entry unexplained).
  breaks.sort((a, b) => CLASS[a.reason] - CLASS[b.reason] || a.seq - b.seq);
  return {
    userId,
    records: records.length,
    head: last ? { seq: last.seq, mac: last.mac, keyId: last.keyId } : null,
    breaks,
    anchoredUntil: anchors.reduce<string | null>((m, a) => (m === null || a.date > m ? a.date : m), null),
    checkedAt: now.toISOString(),
  };
}

const headMac = (head: HeadItem) => head.mac ?? head.hash;

const CLASS: Record<IntegrityReason, number> = {
  mac: 0,
  key: 0,
  link: 0,
  missing: 0,
  moved: 0,
  legacy: 0,
  anchor_missing: 1,
  anchor_stale: 1,
  anchor_mismatch: 1,
  anchor_conflict: 1,
  entry: 2,
};

/** Entries must be what their records say (start, end, deleted, amendments and their acknowledgements). */
function entryBreaks(records: RecordItem[], entries: EntryItem[], dayOf: (iso: string | null) => string | null): Break[] {
  const replay = new Map<number, Replayed>();
  const ackOf = new Set<number>();
  const firstSeqOf = new Map<number, number>();
  for (const r of records) {
    if (r.kind === 'ack') {
      for (const s of r.seqs ?? []) ackOf.add(s);
      continue;
    }
    if (typeof r.entryId !== 'number') continue;
    if (!firstSeqOf.has(r.entryId)) firstSeqOf.set(r.entryId, r.seq);
    const state = replay.get(r.entryId) ?? { times: { start: '', end: null }, deleted: false, amendments: [] };
    if (r.after) state.times = r.after;
    if (r.kind === 'delete') state.deleted = true;
    if (r.kind === 'create' || r.kind === 'edit' || r.kind === 'delete') state.amendments.push(r.seq);
    replay.set(r.entryId, state);
  }
  const out: Break[] = [];
  const seen = new Set<number>();
  for (const e of entries) {
    seen.add(e.entryId);
    const expected = replay.get(e.entryId);
    const stored = {
      times: { start: e.start, end: e.end },
      deleted: e.deleted,
      amendments: e.amendments.map((a) => a.seq),
      acknowledged: e.amendments.filter((a) => a.acknowledgedAt).map((a) => a.seq),
    };
    const wanted = expected && {
      times: expected.times,
      deleted: expected.deleted,
      amendments: expected.amendments,
      acknowledged: expected.amendments.filter((s) => ackOf.has(s)),
    };
    if (!wanted || canonicalJson(stored) !== canonicalJson(wanted))
      out.push({
        seq: firstSeqOf.get(e.entryId) ?? 0,
        reason: 'entry',
        entryId: e.entryId,
        dates: [dayOf(e.start), dayOf(expected?.times.start ?? null)].filter((d): d is string => d !== null),
      });
  }
  for (const [id, state] of replay)
    if (!seen.has(id))
      out.push({
        seq: firstSeqOf.get(id)!,
        reason: 'entry',
        entryId: id,
        dates: [dayOf(state.times.start)].filter((d): d is string => d !== null),
      });
  return out;
}

/**
 * Every day before yesterday (Madrid) with records has its anchor (yesterday's is written in the
 * night: until then its records rest on their MACs), not older than its last record; every anchor
 * holds the MAC its record still has.
 */
function anchorBreaks(
  records: RecordItem[],
  bySeq: Map<number, RecordItem>,
  anchors: Anchor[],
  now: Date,
  datesOf: (r: RecordItem | undefined) => string[],
): Break[] {
  const out: Break[] = [];
  const yesterday = madridParts(new Date(now.getTime() - 86_400_000)).date;
  const byDate = new Map<string, RecordItem[]>();
  for (const r of records) {
    const d = recordDate(r);
    byDate.set(d, [...(byDate.get(d) ?? []), r]);
  }
  const anchorsByDate = new Map<string, Anchor[]>();
  for (const a of anchors) anchorsByDate.set(a.date, [...(anchorsByDate.get(a.date) ?? []), a]);

  for (const [date, list] of byDate) {
    if (date >= yesterday && !anchorsByDate.has(date)) continue;
    const dayAnchors = anchorsByDate.get(date) ?? [];
    const lastOfDay = list.at(-1)!;
    const dates = list.flatMap((r) => datesOf(r));
    if (dayAnchors.length === 0) {
      out.push({ seq: lastOfDay.seq, reason: 'anchor_missing', entryId: entryOf(lastOfDay), dates: [...new Set(dates)] });
      continue;
    }
    const a = dayAnchors[0]!;
    if (dayAnchors.some((x) => x.seq !== a.seq || x.mac !== a.mac)) {
      out.push({ seq: Math.min(...dayAnchors.map((x) => x.seq)), reason: 'anchor_conflict', entryId: null, dates: [] });
      continue;
    }
    const after = list.filter((r) => r.seq > a.seq);
    if (after.length)
      out.push({
        seq: after[0]!.seq,
        reason: 'anchor_stale',
        entryId: entryOf(after[0]!),
        dates: [...new Set(after.flatMap((r) => datesOf(r)))],
      });
  }
  for (const a of anchors) {
    const r = bySeq.get(a.seq);
    if (!r) out.push({ seq: a.seq, reason: 'missing', entryId: null, dates: [] });
    else if (r.mac !== a.mac || recordDate(r) > a.date)
      out.push({ seq: a.seq, reason: 'anchor_mismatch', entryId: entryOf(r), dates: [...new Set(datesOf(r))] });
  }
  return out;
}

const entryOf = (r: RecordItem) => (typeof r.entryId === 'number' ? r.entryId : null);

const breakView = (b: Break): IntegrityBreak => ({
  seq: b.seq,
  reason: b.reason,
  entry_id: b.entryId,
  date: b.dates.length ? [...b.dates].sort()[0]! : null,
});

/** The whole register's status (the chain endpoint, wtc:verify). */
export function chainStatus(check: RegisterCheck): ChainStatus {
  const first = check.breaks[0];
  return {
    user_id: check.userId,
    records: check.records,
    valid: !first,
    broken: first ? breakView(first) : null,
    head: check.head && { seq: check.head.seq, mac: check.head.mac, key_id: check.head.keyId },
    anchored_until: check.anchoredUntil,
    checked_at: check.checkedAt,
  };
}

export async function verifyChain(userId: number, now: Date = new Date()): Promise<ChainStatus> {
  return chainStatus(await checkRegister(userId, now));
}

/** Whether the days [from, to] (Madrid dates, inclusive) are the register as written. */
export function periodIntegrity(check: RegisterCheck, from: string, to: string): PeriodIntegrity {
  const touching = check.breaks.filter((b) => b.dates.length === 0 || b.dates.some((d) => d >= from && d <= to));
  const whole = touching.some((b) => b.dates.length === 0);
  const brokenDates = [...new Set(touching.flatMap((b) => b.dates.filter((d) => d >= from && d <= to)))].sort();
  const first = touching[0];
  return {
    state: first ? 'broken' : 'verified',
    checked_at: check.checkedAt,
    head: check.head && { seq: check.head.seq, mac: check.head.mac, key_id: check.head.keyId },
    anchored_until: check.anchoredUntil,
    first_break: first ? breakView(first) : null,
    whole_register: whole,
    broken_dates: brokenDates,
  };
}

/** Whether a day's figures are in doubt under a period's integrity. */
export const dayBroken = (integrity: PeriodIntegrity, date: string) =>
  integrity.whole_register || integrity.broken_dates.includes(date);
