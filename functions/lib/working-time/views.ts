/** The register as the screens and documents see it: entries, days and months (shared/working-time/views.ts). */
import type { Amendment, ClockStatus, MonthRegister, UserOption, WorkDay, WorkEntry } from '../../../shared/working-time/views';
import { secondsBetween } from '../../../shared/working-time/time';
import { dayBounds, madridParts, monthBounds } from '../../../shared/time/madrid';
import { isForgotten } from './register';
import { entriesStartingBetween, getEntry, getHead, type EntryItem } from './store';
import { checkSince } from './summary';
import { dayBroken, periodIntegrity, type RegisterCheck } from './verify';

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

/**
 * Groups entries by the Madrid day they start on; deleted entries are shown but counted in no total.
 * `broken` says which days the integrity check could not vouch for.
 */
export function daysOf(entries: EntryItem[], now: Date, broken: (date: string) => boolean = () => false): WorkDay[] {
  const byDate = new Map<string, WorkEntry[]>();
  for (const e of [...entries].sort((a, b) => (a.start < b.start ? -1 : 1))) {
    const date = madridParts(e.start).date;
    const list = byDate.get(date) ?? [];
    list.push(entryView(e, now));
    byDate.set(date, list);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([date, list]) => ({
      date,
      entries: list,
      seconds: list.reduce((s, e) => s + (e.deleted ? 0 : e.seconds), 0),
      broken: broken(date),
    }));
}

/**
 * A worker's month with the integrity of its figures: the register's verified summary plus what was
 * written since (summary.ts), and the month's days a break touches are marked. `check` lets a caller
 * that already checked the register pass it.
 */
export async function monthRegister(user: UserOption, month: string, now: Date, check?: RegisterCheck): Promise<MonthRegister> {
  const { from, to } = monthBounds(month);
  const entries = await entriesStartingBetween(user.id, from.toISOString(), to.toISOString());
  const checked = check ?? (await checkSince(user.id, [month], entries, now));
  const integrity = periodIntegrity(checked, `${month}-01`, `${month}-31`);
  const days = daysOf(entries, now, (date) => dayBroken(integrity, date));
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
    integrity,
  };
}

export async function clockStatus(userId: number, now: Date): Promise<ClockStatus> {
  const today = madridParts(now).date;
  const { from, to } = dayBounds(today);
  const [head, entries] = await Promise.all([
    getHead(userId),
    entriesStartingBetween(userId, from.toISOString(), to.toISOString()),
  ]);
  const check = await checkSince(userId, [today.slice(0, 7)], entries, now);
  const integrity = periodIntegrity(check, today, today);
  const open = head?.openEntryId ? await getEntry(head.openEntryId) : null;
  const openView = open && open.end === null && !open.deleted ? entryView(open, now) : null;
  const day = daysOf(entries, now, (date) => dayBroken(integrity, date))[0] ?? {
    date: today,
    seconds: 0,
    entries: [],
    broken: integrity.whole_register,
  };
  return {
    working: openView !== null,
    open_entry: openView,
    today: day,
    forgotten: openView?.forgotten ?? false,
    pending_acknowledgements: head?.pendingAcknowledgements ?? 0,
    now: now.toISOString(),
  };
}
