/**
 * npm run bench:tables — the big tables through the real datatable code: seeds 100,000 tickets and
 * 200,000 calls (infra/local/seed/ticketing-volume.ts, the real entities and counters, as
 * `npm run seed:volume` does) into a DynamoDB Local of its own, then runs the ticket list's and the
 * call log's queries through their `defineDatatable(...).indexed` tables and prints, per query, the
 * items DynamoDB read, the read capacity and the median latency over 10 calls.
 *
 * Budget: the default page (assigned to me, updated_at desc), a status filter and the
 * call log's default page read at most 3 x per_page items plus a constant; page 50 and the free-text
 * search read only compact rows, and the free text answers within 2 s. The sales import's tables
 * hold 50,000 product conversions and a 500,000-row price catalog over 12 months
 * (infra/local/seed/sales-import-volume.ts) through their convert_cn and catalog tables. Options:
 * --tickets N (default 100000), --calls N (200000), --conversions N (50000), --catalog-rows N
 * (500000), --temperatures N (20000), --runs N (10), --base-port N (47800), --on-disk.
 */
import { benchEnvironment, flag, option, withBenchTable } from './lib/bench-table';

const TICKETS = option('--tickets', 100_000);
const CALLS = option('--calls', 200_000);
const CONVERSIONS = option('--conversions', 50_000);
const CATALOG_ROWS = option('--catalog-rows', 500_000);
const TEMPERATURES = option('--temperatures', 20_000);
const RUNS = option('--runs', 10);
const BASE_PORT = option('--base-port', 47800);
const PER_PAGE = 10;
const BUDGET = 3 * PER_PAGE + 5;
const TEXT_MS = 2000;

benchEnvironment(BASE_PORT);

const { loadTicketVolume, RARE_WORD, syntheticParties } = await import('../infra/local/seed/ticketing-volume');
const { ticketTable } = await import('../functions/lib/ticketing/ticket-table');
const { callTable } = await import('../functions/lib/ticketing/call-table');
const { ticketListQuery, callListQuery } = await import('../shared/ticketing/search');
const { loadSalesImportVolume, CONVERSION_RARE_WORD, volumeCn } = await import('../infra/local/seed/sales-import-volume');
const { convertCnTable } = await import('../functions/groups/sales-import/conversions');
const { catalogTable, catalogContext } = await import('../functions/groups/sales-import/catalog');
const { convertCnQuery, catalogQuery } = await import('../shared/api/sales-import-fields');
const { loadTemperatureVolume, syntheticLaboratories } = await import('../infra/local/seed/temperature-volume');
const { temperatureTable } = await import('../functions/lib/warehouse/temperature-table');
const { temperatureListQuery } = await import('../shared/api/routes/warehouse-temperatures');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const USERS = Array.from({ length: 40 }, (_, i) => i + 1);
const ME = 7;
/** A word no ticket holds: the search walks every row (the worst case). */
const ABSENT = 'zzqxj';

interface Case {
  label: string;
  table: 'tickets' | 'calls' | 'convert_cn' | 'catalog' | 'temperatures';
  query: Record<string, unknown>;
  /** The most items it may read, or 'compact': compact rows walked, answered within TEXT_MS. */
  budget: number | 'compact';
  /** It finds nothing by design. */
  empty?: boolean;
}

const plain = RARE_WORD.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
const CASES: Case[] = [
  {
    label: 'tickets: default (assigned to me, updated desc)',
    table: 'tickets',
    query: { search: { user_assigned: ME } },
    budget: BUDGET,
  },
  {
    label: 'tickets: assigned to me + status 5',
    table: 'tickets',
    query: { search: { user_assigned: ME, status: 5 } },
    budget: BUDGET,
  },
  { label: 'tickets: status 4 (anyone)', table: 'tickets', query: { search: { status: 4 } }, budget: BUDGET },
  { label: 'tickets: everyone, updated desc', table: 'tickets', query: {}, budget: BUDGET },
  { label: 'tickets: everyone, page 50', table: 'tickets', query: { page: 50 }, budget: 'compact' },
  { label: `tickets: free text "${plain}" (1%)`, table: 'tickets', query: { search: { all: plain } }, budget: 'compact' },
  {
    label: `tickets: free text "${plain}" + mine`,
    table: 'tickets',
    query: { search: { all: plain, user_assigned: ME } },
    budget: 'compact',
  },
  {
    label: `tickets: free text, no match (walk limit)`,
    table: 'tickets',
    query: { search: { all: ABSENT } },
    budget: 'compact',
    empty: true,
  },
  { label: 'calls: default (created desc)', table: 'calls', query: {}, budget: BUDGET },
  { label: 'calls: language es', table: 'calls', query: { search: { lang: 'es' } }, budget: BUDGET },
  { label: 'calls: one number', table: 'calls', query: { search: { number: '+34 931 000 123' } }, budget: 'compact' },
  { label: 'calls: party code contains', table: 'calls', query: { search: { code: 'S0012' } }, budget: 'compact' },
  { label: 'convert_cn: default (cn order)', table: 'convert_cn', query: {}, budget: BUDGET },
  { label: 'convert_cn: page 50', table: 'convert_cn', query: { page: 50 }, budget: 'compact' },
  { label: 'convert_cn: cn prefix', table: 'convert_cn', query: { search: { cn: volumeCn(4321).slice(0, 5) } }, budget: BUDGET },
  {
    label: `convert_cn: description "${CONVERSION_RARE_WORD}" (1%)`,
    table: 'convert_cn',
    query: { search: { description: CONVERSION_RARE_WORD } },
    budget: 'compact',
  },
  { label: 'catalog: default (newest month, cn order)', table: 'catalog', query: {}, budget: BUDGET },
  {
    label: 'catalog: a month, cn prefix',
    table: 'catalog',
    query: { search: { date: '2025-03', cn: volumeCn(777) } },
    budget: BUDGET,
  },
  {
    label: 'catalog: a month, description contains',
    table: 'catalog',
    query: { search: { date: '2025-06', description: 'Producte 123' } },
    budget: 'compact',
  },
  { label: 'temperatures: default (date desc)', table: 'temperatures', query: {}, budget: BUDGET },
  { label: 'temperatures: page 50', table: 'temperatures', query: { page: 50 }, budget: 'compact' },
  { label: 'temperatures: failed readings', table: 'temperatures', query: { search: { result: false } }, budget: BUDGET },
  { label: 'temperatures: one laboratory', table: 'temperatures', query: { search: { laboratory: 2003 } }, budget: BUDGET },
  {
    label: 'temperatures: a month',
    table: 'temperatures',
    query: { search: { date_from: '2025-06-01', date_to: '2025-06-30' } },
    budget: BUDGET,
  },
  {
    label: 'temperatures: by temperature desc',
    table: 'temperatures',
    query: { sort_by: 'temperature', sort_desc: true },
    budget: BUDGET,
  },
  { label: 'temperatures: brand contains', table: 'temperatures', query: { search: { brand: 'Marca 123' } }, budget: 'compact' },
];

let failed = false;
await withBenchTable('bench-tables', BASE_PORT, { inMemory: !flag('--on-disk') }, async () => {
  const started = performance.now();
  const { ticketSeconds, callSeconds } = await loadTicketVolume({
    tickets: TICKETS,
    calls: CALLS,
    idOffset: 0,
    users: USERS,
    parties: syntheticParties(2000),
  });
  console.log(
    `seeded ${TICKETS.toLocaleString('en')} tickets in ${ticketSeconds.toFixed(0)} s and ${CALLS.toLocaleString('en')} calls in ` +
      `${callSeconds.toFixed(0)} s (${((performance.now() - started) / 1000).toFixed(0)} s in all)`,
  );
  const sales = await loadSalesImportVolume({ conversions: CONVERSIONS, catalogRows: CATALOG_ROWS, months: 12 });
  console.log(
    `seeded ${CONVERSIONS.toLocaleString('en')} conversions in ${sales.conversionSeconds.toFixed(0)} s and ` +
      `${CATALOG_ROWS.toLocaleString('en')} catalog rows (12 months) in ${sales.catalogSeconds.toFixed(0)} s`,
  );
  const temperatureSeconds = await loadTemperatureVolume({ readings: TEMPERATURES, laboratories: syntheticLaboratories(40) });
  console.log(`seeded ${TEMPERATURES.toLocaleString('en')} temperature readings in ${temperatureSeconds.toFixed(0)} s`);
  console.log(
    `\n${RUNS} calls each, per_page ${PER_PAGE}; budget ${BUDGET} items where not compact, ${TEXT_MS} ms for compact reads`,
  );
  console.log('query'.padEnd(50), 'range'.padEnd(44), 'items', '  RCU ', 'rows', ' total', 'median ms', ' ok');
  for (const c of CASES) {
    const schema = {
      tickets: ticketListQuery,
      calls: callListQuery,
      convert_cn: convertCnQuery,
      catalog: catalogQuery,
      temperatures: temperatureListQuery,
    }[c.table];
    const query = schema.parse({ per_page: PER_PAGE, ...c.query });
    const run = async () => {
      if (c.table === 'tickets') return ticketTable.run(query as never, undefined);
      if (c.table === 'calls') return callTable.run(query as never, undefined);
      if (c.table === 'convert_cn') return convertCnTable.run(query as never, undefined);
      if (c.table === 'temperatures') return temperatureTable.run(query as never, undefined);
      const q = query as { search: { date?: string } };
      return catalogTable.run(query as never, await catalogContext(q.search.date));
    };
    const times: number[] = [];
    let last: Awaited<ReturnType<typeof run>> | undefined;
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      last = await run();
      times.push(performance.now() - t);
    }
    const { answer, stats } = last!;
    const ms = median(times);
    const ok =
      (answer.data.length > 0 || c.empty === true) && (c.budget === 'compact' ? ms <= TEXT_MS : stats.itemsRead <= c.budget);
    failed ||= !ok;
    console.log(
      c.label.padEnd(50),
      stats.range.padEnd(44),
      String(stats.itemsRead).padStart(6),
      (stats.capacity === null ? '-' : stats.capacity.toFixed(1)).padStart(6),
      String(answer.data.length).padStart(4),
      String(answer.meta.total ?? 'open').padStart(6),
      ms.toFixed(1).padStart(9),
      ok ? ' yes' : ' NO',
    );
  }
});
console.log(failed ? '\nBudget MISSED' : '\nBudget met');
process.exit(failed ? 1 : 0);
