/**
 * Checks a worker's register: recomputes the hash chain from the first record and replays the
 * records onto the entries, naming the first broken link (a record edited, removed or reordered,
 * or an entry whose stored state differs from what its records say).
 */
import type { ChainStatus } from '../../../shared/working-time/views';
import { canonicalJson, GENESIS_HASH, recordHash } from './chain';
import { allEntries, allRecords, getHead, type RecordContent, type RecordItem, type Times } from './store';

function contentOf(r: RecordItem): RecordContent {
  const { pk: _pk, sk: _sk, hash: _hash, ...content } = r;
  return content;
}

interface Replayed {
  times: Times;
  deleted: boolean;
  amendments: number[];
  acknowledged: Set<number>;
}

export async function verifyChain(userId: number, now: Date = new Date()): Promise<ChainStatus> {
  const [records, entries, head] = await Promise.all([allRecords(userId), allEntries(userId), getHead(userId)]);
  const status = (broken: ChainStatus['broken']): ChainStatus => ({
    user_id: userId,
    records: records.length,
    valid: broken === null,
    broken,
    checked_at: now.toISOString(),
  });

  let prev = GENESIS_HASH;
  const replay = new Map<number, Replayed>();
  const ackOf = new Map<number, number>();
  for (let i = 0; i < records.length; i++) {
    const r = records[i]!;
    const entryId = typeof r.entryId === 'number' ? r.entryId : null;
    if (r.seq !== i + 1) return status({ seq: i + 1, reason: 'missing', entry_id: null });
    if (r.prevHash !== prev) return status({ seq: r.seq, reason: 'link', entry_id: entryId });
    if (recordHash(prev, contentOf(r)) !== r.hash) return status({ seq: r.seq, reason: 'hash', entry_id: entryId });
    prev = r.hash;
    if (r.kind === 'ack') {
      for (const s of r.seqs ?? []) ackOf.set(s, r.seq);
      continue;
    }
    if (entryId === null) continue;
    const state = replay.get(entryId) ?? {
      times: { start: '', end: null },
      deleted: false,
      amendments: [],
      acknowledged: new Set(),
    };
    if (r.after) state.times = r.after;
    if (r.kind === 'delete') state.deleted = true;
    if (r.kind === 'create' || r.kind === 'edit' || r.kind === 'delete') state.amendments.push(r.seq);
    replay.set(entryId, state);
  }
  // The head names the last record: one removed from the end is missing too.
  if (head && (head.seq !== records.length || head.hash !== prev))
    return status({ seq: records.length + 1, reason: 'missing', entry_id: null });

  // Entries must be what their records say (start, end, deleted, amendments and their acknowledgements).
  const firstSeqOf = new Map<number, number>();
  for (const r of records) if (typeof r.entryId === 'number' && !firstSeqOf.has(r.entryId)) firstSeqOf.set(r.entryId, r.seq);
  const mismatches: { seq: number; entryId: number }[] = [];
  for (const e of entries) {
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
      mismatches.push({ seq: firstSeqOf.get(e.entryId) ?? 0, entryId: e.entryId });
  }
  for (const id of replay.keys())
    if (!entries.some((e) => e.entryId === id)) mismatches.push({ seq: firstSeqOf.get(id) ?? 0, entryId: id });
  mismatches.sort((a, b) => a.seq - b.seq);
  const first = mismatches[0];
  return status(first ? { seq: first.seq, reason: 'entry', entry_id: first.entryId } : null);
}
