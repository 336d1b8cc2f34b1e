/**
 * The one server datatable: `defineDatatable(route).bounded(...)` or `.indexed(...)` answers a route declared with
 * `datatableQuery` (shared/api/datatable-query.ts). Every search field and sort key the route
 * declares must have an implementation here: a missing one is a type error (see define.test.ts).
 *
 * The read strategy is explicit per table (DESIGN.md "Tables and reports at real volumes"):
 * - `bounded`: the whole collection is one small partition (a party's invoices, the guests),
 *   read at once up to a stated row cap, then filtered, sorted and paged in memory.
 * - `indexed`: a big collection read by key range in the query's order: the sort key and the
 *   filters an index serves pick the range, paging walks it, the other filters are checked on the
 *   compact rows read, and the total comes from counters kept by the writes (null otherwise).
 */
import type { DatatableAnswer } from '../../../shared/api/datatable';
import type { QueryOf } from '../../../shared/api/route';
import { invalid } from '../http/errors';
import { logger } from '../logger';
import { readBounded } from './bounded';
import { readIndexed } from './indexed';
import type { BoundedSpec, DatatableSpec, IndexedSpec, ReadStats, TableQuery } from './spec';

export type { IndexRange, ReadStats, SortValue } from './spec';
export { isBlank } from './spec';

export interface Datatable<Q, Row, Ctx> {
  /** Answers a query; `stats` says what the read cost (for logs and bench:tables). */
  run(query: Q, ctx: Ctx): Promise<{ answer: DatatableAnswer<Row>; stats: ReadStats }>;
  /** The route handler's body: the answer alone, its cost logged. */
  answer(query: Q, ctx: Ctx): Promise<DatatableAnswer<Row>>;
  /** The rows a query gives when counters know it (an indexed table's `count`), without reading any; else null. */
  count(query: Q, ctx: Ctx): Promise<number | null>;
}

function build<Q, Row, Ctx>(spec: DatatableSpec<Q, Row, Ctx>): Datatable<Q, Row, Ctx> {
  async function run(query: Q, ctx: Ctx) {
    const q = query as unknown as TableQuery;
    if (spec.read === 'bounded') return readBounded(spec as unknown as BoundedSpec<TableQuery, Row, Ctx>, q, ctx);
    // A big table never answers "every row" (its route's schema refuses it too: belt and braces).
    if (q.per_page === -1) throw invalid('per_page', 'validation.in');
    return readIndexed(spec as unknown as IndexedSpec<TableQuery, Row, Ctx>, q, ctx);
  }
  return {
    run,
    async answer(query, ctx) {
      const { answer, stats } = await run(query, ctx);
      logger.debug('datatable read', { ...stats });
      return answer;
    },
    async count(query, ctx) {
      return spec.read === 'indexed' ? ((await spec.count?.(query, ctx)) ?? null) : null;
    },
  };
}

/**
 * A datatable for a route, with its read strategy:
 * `defineDatatable(routes['x.datatable']).bounded({ cap, load, sorts, filters })` or
 * `.indexed({ sorts, narrow, filters, count })`. The route comes first so that its query type is
 * fixed before the spec is checked against it. `Ctx` is what the reads need besides the query
 * (the caller's party, the locale).
 */
export function defineDatatable<R>(_route: R) {
  type Q = QueryOf<R>;
  return {
    bounded: <Row, Ctx = void>(spec: Omit<BoundedSpec<Q, Row, Ctx>, 'read'>) => build<Q, Row, Ctx>({ ...spec, read: 'bounded' }),
    indexed: <Row, Ctx = void>(spec: Omit<IndexedSpec<Q, Row, Ctx>, 'read'>) => build<Q, Row, Ctx>({ ...spec, read: 'indexed' }),
  };
}
