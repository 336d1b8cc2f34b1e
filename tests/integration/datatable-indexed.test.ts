/**
 * The indexed datatable strategy against the stand-in's DynamoDB: key ranges in order, paging by
 * walking the range, narrowed ranges for indexed filters, in-memory checks for the others, totals
 * from counters written in the row's transaction (bench:tables measures the same code at 100,000).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { TicketRow } from '../../scripts/bench-tables/ticket-like';
import { useStandIn } from './support/api';

beforeAll(useStandIn);

const load = async () => ({
  ...(await import('../../scripts/bench-tables/ticket-like')),
  ...(await import('../../functions/lib/datatable/counts')),
});

type Row = TicketRow;
const N = 45;
let rows: Row[] = [];

const byUpdatedDesc = (a: Row, b: Row) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id;

async function run(query: Record<string, unknown>) {
  const { ticketsRoute, ticketsTable } = await load();
  return ticketsTable.run(ticketsRoute.query!.parse(query), undefined);
}

describe('indexed datatable', () => {
  beforeAll(async () => {
    const { benchTicketPut, createDeltas, putCounted, syntheticTickets, TABLE } = await load();
    // Each row written with its counters in one transaction, as a real write path does.
    rows = [...syntheticTickets(N, 11)];
    for (const row of rows) await putCounted(benchTicketPut(row), TABLE, createDeltas(row));
  });

  it('pages the default order from the compact list index and counts from the counters', async () => {
    const first = await run({ per_page: 10 });
    expect(first.stats.range).toMatch(/^gsi4/);
    expect(first.stats.itemsRead).toBe(11);
    expect(first.answer.data.map((r) => r.id)).toEqual(
      [...rows]
        .sort(byUpdatedDesc)
        .slice(0, 10)
        .map((r) => r.id),
    );
    expect(first.answer.meta).toEqual({ total: N, has_more: true });
    const last = await run({ per_page: 10, page: 5 });
    expect(last.answer.data.map((r) => r.id)).toEqual(
      [...rows]
        .sort(byUpdatedDesc)
        .slice(40)
        .map((r) => r.id),
    );
    expect(last.answer.meta).toEqual({ total: N, has_more: false });
    const ascending = await run({ per_page: 3, sort_by: 'updated_at', sort_desc: false });
    expect(ascending.answer.data.map((r) => r.id)).toEqual(
      [...rows]
        .sort(byUpdatedDesc)
        .reverse()
        .slice(0, 3)
        .map((r) => r.id),
    );
  });

  it('serves the default filter from its own index, with its counter as the total', async () => {
    const assignee = rows[0]!.assigned;
    const mine = rows.filter((r) => r.assigned === assignee).sort(byUpdatedDesc);
    const res = await run({ per_page: 2, search: { assigned: assignee } });
    expect(res.stats.range).toMatch(/^gsi1/);
    expect(res.stats.itemsRead).toBeLessThanOrEqual(3);
    expect(res.answer.data.map((r) => r.id)).toEqual(mine.slice(0, 2).map((r) => r.id));
    expect(res.answer.meta.total).toBe(mine.length);
  });

  it('serves an indexed filter in another order', async () => {
    const status = rows[1]!.status;
    const expected = rows.filter((r) => r.status === status).sort((a, b) => a.created_at.localeCompare(b.created_at));
    const res = await run({ per_page: 50, search: { status }, sort_by: 'created_at' });
    expect(res.stats.range).toMatch(/^gsi2/);
    expect(res.answer.data.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    expect(res.answer.meta).toEqual({ total: expected.length, has_more: false });
  });

  it('checks other filters on the rows it reads: exact total when it reads to the end, open-ended otherwise', async () => {
    const word = rows[2]!.description.split(' ')[0]!;
    const matching = rows.filter((r) => r.description.includes(word)).sort(byUpdatedDesc);
    const all = await run({ per_page: 50, search: { text: word.toLowerCase() } });
    expect(all.answer.data.map((r) => r.id)).toEqual(matching.map((r) => r.id));
    expect(all.answer.meta.total).toBe(matching.length);

    const { status, channel } = rows[3]!;
    const both = rows.filter((r) => r.status === status && r.channel === channel);
    const one = await run({ per_page: 1, search: { status, channel } });
    expect(one.answer.data.map((r) => r.id)).toEqual(
      both
        .sort(byUpdatedDesc)
        .slice(0, 1)
        .map((r) => r.id),
    );
    // Two filters have no counter: the screen pages open-ended.
    if (both.length > 1) expect(one.answer.meta).toEqual({ total: null, has_more: true });
  });

  it('stops a search at its walk limit and says where, instead of walking the whole table', async () => {
    const { ticketsRoute, ticketsTableWith } = await load();
    const limited = ticketsTableWith({ walkLimit: 20 });
    const search = (text: string) => limited.run(ticketsRoute.query!.parse({ per_page: 5, search: { text } }), undefined);

    const nothing = await search('zzqxj');
    expect(nothing.stats.itemsRead).toBe(20);
    expect(nothing.answer).toEqual({ data: [], meta: { total: null, has_more: false, stopped_after: 20 } });

    // A match found, but the page was not filled: more may lie past the limit, and it says so.
    const first = [...rows].sort(byUpdatedDesc)[0]!;
    const found = await search(String(first.id));
    expect(found.answer.data.map((r) => r.id)).toEqual([first.id]);
    expect(found.answer.meta.stopped_after).toBe(20);

    // A page filled within the limit is a normal page.
    const channel = first.channel;
    const filled = await limited.run(ticketsRoute.query!.parse({ per_page: 1, search: { channel } }), undefined);
    expect(filled.answer.data).toHaveLength(1);
    expect(filled.answer.meta.stopped_after).toBeUndefined();

    // Index-served filters are not walks: the limit does not apply.
    const page = await limited.run(ticketsRoute.query!.parse({ per_page: 10, page: 4 }), undefined);
    expect(page.answer.data).toHaveLength(10);
    expect(page.answer.meta.stopped_after).toBeUndefined();
  });

  it('moves the counters with the row in one transaction when a ticket changes status', async () => {
    const { benchTicketPut, countDeltas, countedKeys, putCounted, readCount, TABLE } = await load();
    const before = rows[4]!;
    const after = { ...before, status: before.status === 1 ? 2 : 1, updated_at: '2030-01-01T00:00:00.000Z' };
    const [from, to] = [await readCount(TABLE, `status#${before.status}`), await readCount(TABLE, `status#${after.status}`)];
    await putCounted(benchTicketPut(after), TABLE, countDeltas(countedKeys(before), countedKeys(after)));
    expect(await readCount(TABLE, `status#${before.status}`)).toBe(from - 1);
    expect(await readCount(TABLE, `status#${after.status}`)).toBe(to + 1);
    expect(await readCount(TABLE, 'all')).toBe(N);
    expect((await run({ per_page: 1 })).answer.data[0]).toEqual(after);
  });

  it('refuses "every row" on a big table', async () => {
    const { ticketsRoute } = await load();
    expect(ticketsRoute.query!.safeParse({ per_page: -1 }).success).toBe(false);
    expect(ticketsRoute.query!.safeParse({ per_page: 1001 }).success).toBe(false);
    expect(ticketsRoute.query!.safeParse({ search: { colour: 'red' } }).success).toBe(false);
  });
});
