/**
 * Writes to the working-time register. Every change appends one record to the worker's hash chain
 * and updates the entry's projection in the same transaction, conditioned on the chain head's seq:
 * writes to one worker's register are serialised, so two clock-ins racing (two tabs, a double
 * click) cannot both win: the loser re-reads, finds the worker working, and gets the rule's 422.
 */
import { FORGOTTEN_AFTER_MS } from '../../../shared/working-time/time';
import { madridParts } from '../../../shared/time/madrid';
import { env } from '../env';
import { nextId } from '../data/counters';
import { transact, type TransactItems } from '../data/transact';
import { staffMember } from './staff';
import { conflict, HttpError, invalid, notFound } from '../http/errors';
import { GENESIS, macMessage } from './chain';
import { generateMac } from './mac';
import {
  entriesBefore,
  entryIndexSk,
  entryPk,
  getEntry,
  getHead,
  recordSk,
  recordsBySeq,
  userPk,
  AMENDMENT_KINDS,
  type AmendmentKind,
  type EntryItem,
  type HeadItem,
  type RecordContent,
  type RecordItem,
  type Times,
} from './store';

export interface Actor {
  id: number;
  name: string;
}

const ATTEMPTS = 6;

/** Runs `attempt` until its transaction goes through (another write to the register moved the head: re-read, re-check). */
async function withRetry<T>(attempt: () => Promise<{ items: TransactItems; result: T }>): Promise<T> {
  for (let i = 0; i < ATTEMPTS; i++) {
    const { items, result } = await attempt();
    if (items.length === 0) return result;
    const failed = await transact(items).catch((e: Error) => {
      // Two transactions on the same head at once: DynamoDB cancels one as TransactionConflict. Retry it too.
      if (e.name === 'TransactionCanceledException') return [-1];
      throw e;
    });
    if (failed.length === 0) return result;
    await new Promise((r) => setTimeout(r, 10 + Math.random() * 40 * (i + 1)));
  }
  throw new HttpError(409, 'errors.wtc_busy');
}

type NewRecord = Omit<RecordContent, 'seq' | 'prevMac' | 'keyId' | 'userId' | 'prevHash' | 'hash'>;

interface Step {
  userId: number;
  head: HeadItem | null;
  record: NewRecord;
  /** The worker's open entry after this write. */
  openEntryId: number | null;
  /** Change of the amendments awaiting the worker's acknowledgement. */
  pendingDelta: number;
  /** Entry projections to write, each with the version it must still have (null: new). */
  entries: { next: EntryItem; expected: number | null }[];
}

/** The key the register writes under: KMS answers its ARN with the first MAC, then it is named. */
let writingKey: string | undefined;

/**
 * The transaction of one step: the record, the head, the entry projections. The record's MAC is
 * asked of KMS (mac.ts); the content names the key, so the MAC covers which key made it.
 */
async function stepItems(step: Step): Promise<{ items: TransactItems; record: RecordItem }> {
  const table = env.tableName();
  if (step.head && !step.head.mac) throw new HttpError(409, 'errors.wtc_busy'); // a legacy register: migrate.ts first
  const prevMac = step.head?.mac ?? GENESIS;
  const make = async (keyId: string) => {
    const content: RecordContent = { ...step.record, userId: step.userId, seq: (step.head?.seq ?? 0) + 1, prevMac, keyId };
    return { content, made: await generateMac(macMessage(content), keyId) };
  };
  let { content, made } = await make(writingKey ?? env.wtcMacKey());
  // The first write of a container names the key by its alias: KMS answers the key's ARN, which
  // the record must carry (an alias can move to another key), so the MAC is made again under it.
  if (made.keyId !== content.keyId) ({ content, made } = await make((writingKey = made.keyId)));
  const record: RecordItem = { pk: userPk(step.userId), sk: recordSk(content.seq), ...content, mac: made.mac };
  const head = {
    pk: userPk(step.userId),
    sk: 'head',
    userId: step.userId,
    seq: content.seq,
    mac: record.mac,
    openEntryId: step.openEntryId,
    pendingAcknowledgements: Math.max(0, (step.head?.pendingAcknowledgements ?? 0) + step.pendingDelta),
  };
  const items: TransactItems = [
    { Put: { TableName: table, Item: record, ConditionExpression: 'attribute_not_exists(pk)' } },
    step.head
      ? {
          Put: {
            TableName: table,
            Item: head,
            ConditionExpression: '#seq = :seq',
            ExpressionAttributeNames: { '#seq': 'seq' },
            ExpressionAttributeValues: { ':seq': step.head.seq },
          },
        }
      : { Put: { TableName: table, Item: head, ConditionExpression: 'attribute_not_exists(pk)' } },
    ...step.entries.map(({ next, expected }) =>
      expected === null
        ? { Put: { TableName: table, Item: next, ConditionExpression: 'attribute_not_exists(pk)' } }
        : {
            Put: {
              TableName: table,
              Item: next,
              ConditionExpression: '#v = :v',
              ExpressionAttributeNames: { '#v': 'version' },
              ExpressionAttributeValues: { ':v': expected },
            },
          },
    ),
  ];
  return { items, record };
}

function newEntry(entryId: number, userId: number, times: Times, origin: EntryItem['origin']): EntryItem {
  return {
    pk: entryPk(entryId),
    sk: 'entry',
    gsi1pk: userPk(userId),
    gsi1sk: entryIndexSk(times.start, entryId),
    entryId,
    userId,
    start: times.start,
    end: times.end,
    origin,
    deleted: false,
    version: 1,
    amendments: [],
  };
}

const nowIso = (now: Date) => now.toISOString();

/** The worker clocks in: only when not working. */
export async function clockIn(userId: number, actor: Actor, now: Date): Promise<EntryItem> {
  const entryId = await nextId('wtc-entry');
  return withRetry(async () => {
    const head = await getHead(userId);
    if (head?.openEntryId) throw invalid('working', 'validation.wtc_already_working');
    const start = nowIso(now);
    const entry = newEntry(entryId, userId, { start, end: null }, 'clock');
    const { items } = await stepItems({
      userId,
      head,
      record: base('clock_in', entryId, actor, now, { after: { start, end: null } }),
      openEntryId: entryId,
      pendingDelta: 0,
      entries: [{ next: entry, expected: null }],
    });
    return { items, result: entry };
  });
}

/** The worker clocks out: only when working. */
export async function clockOut(userId: number, actor: Actor, now: Date): Promise<EntryItem> {
  return withRetry(async () => {
    const head = await getHead(userId);
    const open = head?.openEntryId ? await getEntry(head.openEntryId) : null;
    if (!head || !open || open.end !== null || open.deleted) throw invalid('working', 'validation.wtc_not_working');
    // A clock that jumped back never makes an entry end before it starts.
    const end = nowIso(new Date(Math.max(now.getTime(), new Date(open.start).getTime())));
    const next: EntryItem = { ...open, end, version: open.version + 1 };
    const { items } = await stepItems({
      userId,
      head,
      record: base('clock_out', open.entryId, actor, now, { before: times(open), after: times(next) }),
      openEntryId: null,
      pendingDelta: 0,
      entries: [{ next, expected: open.version }],
    });
    return { items, result: next };
  });
}

function base(
  kind: RecordContent['kind'],
  entryId: number | null,
  actor: Actor,
  now: Date,
  extra: Partial<NewRecord> = {},
): NewRecord {
  return {
    kind,
    entryId,
    at: nowIso(now),
    actorId: actor.id,
    actorName: actor.name,
    reason: null,
    before: null,
    after: null,
    seqs: null,
    ...extra,
  };
}

const times = (e: { start: string; end: string | null }): Times => ({ start: e.start, end: e.end });

/** The worker the administrator names must be internal staff (role 2). */
async function requireWorker(userId: number): Promise<void> {
  if (!(await staffMember(userId))) throw invalid('user_id', 'validation.wtc_user');
}

/** Start before end, nothing in the future. */
function checkTimes(t: { start: string; end: string }, now: Date): void {
  if (t.end <= t.start) throw invalid('time_end', 'validation.wtc_end_after_start');
  if (new Date(t.end).getTime() > now.getTime()) throw invalid('time_end', 'validation.wtc_future');
}

const display = (iso: string | null) => {
  if (!iso) return '…';
  const p = madridParts(iso);
  return `${p.date.split('-').reverse().join('/')} ${p.time}`;
};

/** One user's entries never overlap: an open entry reaches into the future. Walks back from the new end. */
async function checkNoOverlap(userId: number, t: { start: string; end: string }, exceptId: number | null): Promise<void> {
  for await (const other of entriesBefore(userId, entryIndexSk(t.end, 0))) {
    if (other.entryId === exceptId || other.deleted) continue;
    if (other.start >= t.end) continue;
    if (other.end === null || other.end > t.start)
      throw invalid('time_start', 'validation.wtc_overlap', { start: display(other.start), end: display(other.end) });
    // Entries never overlap: this one ends before the new one starts, so every earlier one does too.
    return;
  }
}

function amendment(
  kind: AmendmentKind,
  seq: number,
  actor: Actor,
  now: Date,
  reason: string,
  before: Times | null,
  after: Times | null,
) {
  return { seq, kind, at: nowIso(now), authorId: actor.id, authorName: actor.name, reason, before, after, acknowledgedAt: null };
}

export interface EntryInput {
  userId: number;
  start: string;
  end: string;
  reason: string;
}

/** An administrator adds an entry: an amendment with its reason. */
export async function adminCreate(input: EntryInput, actor: Actor, now: Date): Promise<EntryItem> {
  await requireWorker(input.userId);
  checkTimes(input, now);
  const entryId = await nextId('wtc-entry');
  return withRetry(async () => {
    const head = await getHead(input.userId);
    await checkNoOverlap(input.userId, input, null);
    const after = { start: input.start, end: input.end };
    const seq = (head?.seq ?? 0) + 1;
    const entry: EntryItem = {
      ...newEntry(entryId, input.userId, after, 'admin'),
      amendments: [amendment('create', seq, actor, now, input.reason, null, after)],
    };
    const { items } = await stepItems({
      userId: input.userId,
      head,
      record: base('create', entryId, actor, now, { reason: input.reason, after }),
      openEntryId: head?.openEntryId ?? null,
      pendingDelta: 1,
      entries: [{ next: entry, expected: null }],
    });
    return { items, result: entry };
  });
}

async function loadForAmendment(entryId: number, version: number): Promise<EntryItem> {
  const entry = await getEntry(entryId);
  if (!entry) throw notFound();
  if (entry.deleted) throw invalid('id', 'validation.wtc_deleted');
  if (entry.version !== version) throw conflict();
  return entry;
}

/** An administrator amends an entry: previous values kept in the record, reason required; a stale version is a 409. */
export async function adminUpdate(
  entryId: number,
  input: EntryInput & { version: number },
  actor: Actor,
  now: Date,
): Promise<EntryItem> {
  const first = await getEntry(entryId);
  if (!first) throw notFound();
  if (first.userId !== input.userId) throw invalid('user_id', 'validation.wtc_user_fixed');
  checkTimes(input, now);
  return withRetry(async () => {
    const entry = await loadForAmendment(entryId, input.version);
    const head = await getHead(entry.userId);
    await checkNoOverlap(entry.userId, input, entryId);
    const before = times(entry);
    const after = { start: input.start, end: input.end };
    const seq = (head?.seq ?? 0) + 1;
    const next: EntryItem = {
      ...entry,
      ...after,
      gsi1sk: entryIndexSk(after.start, entryId),
      version: entry.version + 1,
      amendments: [...entry.amendments, amendment('edit', seq, actor, now, input.reason, before, after)],
    };
    const { items } = await stepItems({
      userId: entry.userId,
      head,
      record: base('edit', entryId, actor, now, { reason: input.reason, before, after }),
      openEntryId: head?.openEntryId === entryId ? null : (head?.openEntryId ?? null),
      pendingDelta: 1,
      entries: [{ next, expected: entry.version }],
    });
    return { items, result: next };
  });
}

/** An administrator deletes an entry: it stays in the record, marked, and leaves the totals. */
export async function adminDelete(
  entryId: number,
  input: { reason: string; version: number },
  actor: Actor,
  now: Date,
): Promise<EntryItem> {
  return withRetry(async () => {
    const entry = await loadForAmendment(entryId, input.version);
    const head = await getHead(entry.userId);
    const before = times(entry);
    const seq = (head?.seq ?? 0) + 1;
    const next: EntryItem = {
      ...entry,
      deleted: true,
      version: entry.version + 1,
      amendments: [...entry.amendments, amendment('delete', seq, actor, now, input.reason, before, null)],
    };
    const { items } = await stepItems({
      userId: entry.userId,
      head,
      record: base('delete', entryId, actor, now, { reason: input.reason, before }),
      openEntryId: head?.openEntryId === entryId ? null : (head?.openEntryId ?? null),
      pendingDelta: 1,
      entries: [{ next, expected: entry.version }],
    });
    return { items, result: next };
  });
}

/** The worker acknowledges amendments of their register; already acknowledged ones are left as they are. */
export async function acknowledge(userId: number, seqs: number[], actor: Actor, now: Date): Promise<number[]> {
  const wanted = [...new Set(seqs)].sort((a, b) => a - b);
  const records = await recordsBySeq(userId, wanted);
  const bySeq = new Map(records.map((r) => [r.seq, r]));
  for (const seq of wanted) {
    const r = bySeq.get(seq);
    if (!r || !(AMENDMENT_KINDS as readonly string[]).includes(r.kind) || r.entryId === null)
      throw invalid('seqs', 'validation.wtc_amendment');
  }
  const entryIds = [...new Set(wanted.map((s) => bySeq.get(s)!.entryId!))];
  if (entryIds.length > 90) throw invalid('seqs', 'validation.max_array', { max: 90 });
  return withRetry(async () => {
    const head = await getHead(userId);
    const entries = await Promise.all(entryIds.map((id) => getEntry(id)));
    const at = nowIso(now);
    const done: number[] = [];
    const changed: { next: EntryItem; expected: number }[] = [];
    for (const entry of entries) {
      if (!entry) continue;
      let touched = false;
      const amendments = entry.amendments.map((a) => {
        if (!wanted.includes(a.seq) || a.acknowledgedAt) return a;
        touched = true;
        done.push(a.seq);
        return { ...a, acknowledgedAt: at };
      });
      if (touched) changed.push({ next: { ...entry, amendments, version: entry.version + 1 }, expected: entry.version });
    }
    if (done.length === 0) return { items: [], result: [] as number[] };
    done.sort((a, b) => a - b);
    const { items } = await stepItems({
      userId,
      head,
      record: base('ack', null, actor, now, { seqs: done }),
      openEntryId: head?.openEntryId ?? null,
      pendingDelta: -done.length,
      entries: changed,
    });
    return { items, result: done };
  });
}

/** Whether an entry is a forgotten clock-out at `now`. */
export const isForgotten = (e: Pick<EntryItem, 'end' | 'deleted' | 'start'>, now: Date) =>
  !e.deleted && e.end === null && now.getTime() - new Date(e.start).getTime() > FORGOTTEN_AFTER_MS;

/** The system as the author of the one-off re-link (migrate.ts). */
export const SYSTEM_ACTOR: Actor = { id: 0, name: 'system' };

/**
 * Records, after a legacy register was re-linked under the key (migrate.ts), that it was: one
 * 'rekey' record naming how many records were re-linked. The head must already carry the last MAC.
 */
export async function appendRekey(userId: number, relinked: number, now: Date): Promise<void> {
  await withRetry(async () => {
    const head = await getHead(userId);
    const { items } = await stepItems({
      userId,
      head,
      record: base('rekey', null, SYSTEM_ACTOR, now, {
        reason: `${relinked} records written under the first SHA-256 chain, checked and re-linked under the MAC key`,
        seqs: head ? [1, head.seq] : null,
      }),
      openEntryId: head?.openEntryId ?? null,
      pendingDelta: 0,
      entries: [],
    });
    return { items, result: undefined };
  });
}
