/**
 * npm run bench:tables — a big table through the real datatable code: seeds 100,000 items (the
 * synthetic ticket-like table, scripts/bench-tables/ticket-like.ts) with the real entity into a
 * DynamoDB Local of its own, then runs the list's queries through `defineDatatable(...).indexed`
 * and prints, per query, the items DynamoDB read, the read capacity and the median latency over
 * 10 calls.
 *
 * Budget (issue 8): the default page, the default filter and an indexed filter read at most
 * 3 x per_page items plus a constant; page 50 and the free-text search read only the compact
 * projection (gsi4). Options: --items N (default 100000), --runs N (10), --base-port N (47800).
 */
import { benchEnvironment, flag, option, withBenchTable } from './lib/bench-table';

const ITEMS = option('--items', 100_000);
const RUNS = option('--runs', 10);
const BASE_PORT = option('--base-port', 47800);
const PER_PAGE = 10;
const BUDGET = 3 * PER_PAGE + 5;

benchEnvironment(BASE_PORT);

const { BenchTicket, countedKeys, RARE_WORD, syntheticTickets, TABLE, ticketItem, ticketsRoute, ticketsTable } =
  await import('./bench-tables/ticket-like');
const { replaceCounts } = await import('../functions/lib/datatable/counts');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function seed() {
  const t = performance.now();
  const counts: Record<string, number> = {};
  let batch: ReturnType<typeof ticketItem>[] = [];
  const flush = async () => {
    if (!batch.length) return;
    const { unprocessed } = await BenchTicket().put(batch).go({ concurrency: 4 });
    if (unprocessed.length) throw new Error(`${unprocessed.length} items not written`);
    batch = [];
  };
  for (const row of syntheticTickets(ITEMS)) {
    for (const k of countedKeys(row)) counts[k] = (counts[k] ?? 0) + 1;
    batch.push(ticketItem(row));
    if (batch.length === 500) await flush();
  }
  await flush();
  // Rows bulk-loaded outside the per-row transactions: the counters are written once, from the load.
  await replaceCounts(TABLE, counts);
  const seconds = (performance.now() - t) / 1000;
  console.log(`seeded ${ITEMS.toLocaleString('en')} items in ${seconds.toFixed(1)} s (${Math.round(ITEMS / seconds)} items/s)`);
}

interface Case {
  label: string;
  query: Record<string, unknown>;
  /** The most items it may read, or 'compact' when it may read many but only from gsi4. */
  budget: number | 'compact';
}

const CASES: Case[] = [
  { label: 'default first page (updated_at desc)', query: {}, budget: BUDGET },
  { label: 'page 50', query: { page: 50 }, budget: 'compact' },
  { label: 'default filter: assigned to me', query: { search: { assigned: 7 } }, budget: BUDGET },
  {
    label: 'indexed filter status=4, created_at desc',
    query: { search: { status: 4 }, sort_by: 'created_at', sort_desc: true },
    budget: BUDGET,
  },
  { label: `free text "${RARE_WORD}"`, query: { search: { text: RARE_WORD } }, budget: 'compact' },
];

let failed = false;
await withBenchTable('bench-tables', BASE_PORT, { inMemory: !flag('--on-disk') }, async () => {
  await seed();
  console.log(`\n${RUNS} calls each, per_page ${PER_PAGE}; budget ${BUDGET} items where not compact`);
  console.log('query'.padEnd(46), 'range'.padEnd(30), 'items', ' RCU ', 'rows', 'total ', 'median ms', ' ok');
  for (const c of CASES) {
    const query = ticketsRoute.query!.parse({ per_page: PER_PAGE, ...c.query });
    const times: number[] = [];
    let last: Awaited<ReturnType<typeof ticketsTable.run>> | undefined;
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      last = await ticketsTable.run(query, undefined);
      times.push(performance.now() - t);
    }
    const { answer, stats } = last!;
    const ok = answer.data.length > 0 && (c.budget === 'compact' ? stats.range.startsWith('gsi4') : stats.itemsRead <= c.budget);
    failed ||= !ok;
    console.log(
      c.label.padEnd(46),
      stats.range.padEnd(30),
      String(stats.itemsRead).padStart(5),
      (stats.capacity === null ? '-' : stats.capacity.toFixed(1)).padStart(5),
      String(answer.data.length).padStart(4),
      String(answer.meta.total ?? 'open').padStart(6),
      median(times).toFixed(1).padStart(9),
      ok ? ' yes' : ' NO',
    );
  }
});
console.log(failed ? '\nBudget MISSED' : '\nBudget met');
process.exit(failed ? 1 : 0);
