/** The register as the screens and documents see it: entries, days and months (shared/working-time/views.ts). */
import type { Amendment, ClockStatus, MonthRegister, UserOption, WorkDay, WorkEntry } from '../../../shared/working-time/views';
import { dayBounds, madridParts, monthBounds, secondsBetween } from '../../../shared/working-time/time';
import { isForgotten } from './register';
import { entriesStartingBetween, getEntry, getHead, type EntryItem } from './store';

const timesView = (t: { start: string; end: string | null } | null) => (t ? { time_start: t.start, time_end: t.end } : null);

export function entryView(e: EntryItem, now: Date): WorkEntry {
  const amendments: Amendment[] = e.amendments.map((a) => ({
    seq: a.seq,
    kind: a.kind,
    author: { id: a.authorId, name: a.authorName },
    at: a.at,
    reason: a.reason,
    before: timesView(a.before),
    after: timesView(a.after),
    acknowledged_at: a.acknowledgedAt,
  }));
  return {
    id: e.entryId,
    user_id: e.userId,
    time_start: e.start,
    time_end: e.end,
    seconds: e.end ? secondsBetween(e.start, e.end) : e.deleted ? 0 : secondsBetween(e.start, now),
    origin: e.origin,
    amended: e.amendments.some((a) => a.kind === 'edit'),
    deleted: e.deleted,
    forgotten: isForgotten(e, now),
    version: e.version,
    amendments,
  };
}

/** Groups entries by the Madrid day they start on; deleted entries are shown but counted in no total. */
export function daysOf(entries: EntryItem[], now: Date): WorkDay[] {
  const byDate = new Map<string, WorkEntry[]>();
  for (const e of [...entries].sort((a, b) => (a.start < b.start ? -1 : 1))) {
    const date = madridParts(e.start).date;
    const list = byDate.get(date) ?? [];
    list.push(entryView(e, now));
    byDate.set(date, list);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([date, list]) => ({ date, entries: list, seconds: list.reduce((s, e) => s + (e.deleted ? 0 : e.seconds), 0) }));
}

export async function monthRegister(user: UserOption, month: string, now: Date): Promise<MonthRegister> {
  const { from, to } = monthBounds(month);
  const entries = await entriesStartingBetween(user.id, from.toISOString(), to.toISOString());
  const days = daysOf(entries, now);
  return {
    user,
    month,
    seconds: days.reduce((s, d) => s + d.seconds, 0),
    days,
    forgotten: days.some((d) => d.entries.some((e) => e.forgotten)),
    pending_acknowledgements: days.reduce(
      (n, d) => n + d.entries.reduce((m, e) => m + e.amendments.filter((a) => !a.acknowledged_at).length, 0),
      0,
    ),
    now: now.toISOString(),
  };
}

export async function clockStatus(userId: number, now: Date): Promise<ClockStatus> {
  const today = madridParts(now).date;
  const { from, to } = dayBounds(today);
  const [head, entries] = await Promise.all([
    getHead(userId),
    entriesStartingBetween(userId, from.toISOString(), to.toISOString()),
  ]);
  const open = head?.openEntryId ? await getEntry(head.openEntryId) : null;
  const openView = open && open.end === null && !open.deleted ? entryView(open, now) : null;
  const day = daysOf(entries, now)[0] ?? { date: today, seconds: 0, entries: [] };
  return {
    working: openView !== null,
    open_entry: openView,
    today: day,
    forgotten: openView?.forgotten ?? false,
    pending_acknowledgements: head?.pendingAcknowledgements ?? 0,
    now: now.toISOString(),
  };
}
