/** The bounded strategy: one small collection read whole (up to its cap), then searched in memory. */
import { compareValues } from './compare';
import { activePredicates, type BoundedSpec, type ReadStats, type TableQuery } from './spec';

export async function readBounded<Row, Ctx>(spec: BoundedSpec<TableQuery, Row, Ctx>, q: TableQuery, ctx: Ctx) {
  const rows = await spec.load(ctx);
  // Past the cap the table has outgrown this strategy: fail loudly rather than slow down quietly.
  if (rows.length > spec.cap) throw new Error(`datatable: ${rows.length} rows exceed the bounded cap of ${spec.cap}`);
  const tests = activePredicates(spec.filters as Record<string, (row: Row, value: never) => boolean>, q.search);
  let out = tests.length ? rows.filter((row) => tests.every((t) => t(row))) : rows;
  const sorter = q.sort_by
    ? (spec.sorts as Record<string, (row: Row) => string | number | null | undefined>)[q.sort_by]
    : undefined;
  if (sorter) {
    const dir = q.sort_desc ? -1 : 1;
    out = [...out].sort((a, b) => dir * compareValues(sorter(a), sorter(b)));
  } else if (spec.defaultOrder) out = [...out].sort(spec.defaultOrder);
  const start = q.per_page === -1 ? 0 : (q.page - 1) * q.per_page;
  const end = q.per_page === -1 ? out.length : start + q.per_page;
  const stats: ReadStats = { strategy: 'bounded', range: 'whole', itemsRead: rows.length, capacity: null, queries: 1 };
  return {
    answer: { data: out.slice(start, end), meta: { total: out.length, has_more: end < out.length } },
    stats,
  };
}
