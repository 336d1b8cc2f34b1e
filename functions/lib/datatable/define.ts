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
import { readIndexed, type IndexRange, type ReadStats } from './indexed';

export type { IndexRange, ReadStats };

/** The parsed query of a datatable route. */
export interface TableQuery {
  page: number;
  per_page: number;
  sort_by?: string;
  sort_desc: boolean;
  search: Record<string, unknown>;
}

type SearchOf<Q> = Q extends { search: infer S } ? S : never;
type SortKeyOf<Q> = Q extends { sort_by?: infer K } ? Extract<NonNullable<K>, string> : never;

/** A value a column sorts by: text compares as Catalan, numbers as numbers, blanks last. */
export type SortValue = string | number | null | undefined;

/** One predicate per declared search field; called only when the field has a non-blank value. */
export type Filters<Q, Row> = {
  [K in keyof SearchOf<Q>]-?: (row: Row, value: Exclude<SearchOf<Q>[K], undefined | null>) => boolean;
};

export interface BoundedSpec<Q, Row, Ctx> {
  read: 'bounded';
  /** The most rows the collection may hold; more is a server error (the table needs an index). */
  cap: number;
  load(ctx: Ctx): Promise<Row[]>;
  /** One value per declared sort key. */
  sorts: Record<SortKeyOf<Q>, (row: Row) => SortValue>;
  /** Order when the query names none (the rows as loaded otherwise). */
  defaultOrder?: (a: Row, b: Row) => number;
  filters: Filters<Q, Row>;
}

export interface IndexedSpec<Q, Row, Ctx> {
  read: 'indexed';
  /**
   * One key range per declared sort key, giving the rows in that order (ascending; the executor
   * reverses it for sort_desc). Key `default` is the order when the query names none.
   */
  sorts: Record<SortKeyOf<Q> | 'default', (ctx: Ctx) => IndexRange<Row>>;
  /**
   * Ranges narrowed by a filter an index serves, tried in order before the plain sort range: each
   * returns a range when it can answer this query's filters and order, else undefined.
   */
  narrow?: readonly ((q: Q, ctx: Ctx) => IndexRange<Row> | undefined)[];
  filters: Filters<Q, Row>;
  /** The total for a query when counters hold it (no filter, or one counted filter), else null. */
  count?(q: Q, ctx: Ctx): Promise<number | null>;
  /**
   * The most rows one request reads while checking filters in memory (a free-text search): past
   * it the answer holds what was found and says where it stopped (meta.stopped_after), so a rare
   * word answers in bounded time instead of walking the whole table.
   */
  walkLimit?: number;
}

export type DatatableSpec<Q, Row, Ctx> = BoundedSpec<Q, Row, Ctx> | IndexedSpec<Q, Row, Ctx>;

export interface Datatable<Q, Row, Ctx> {
  /** Answers a query; `stats` says what the read cost (for logs and bench:tables). */
  run(query: Q, ctx: Ctx): Promise<{ answer: DatatableAnswer<Row>; stats: ReadStats }>;
  /** The route handler's body: the answer alone, its cost logged. */
  answer(query: Q, ctx: Ctx): Promise<DatatableAnswer<Row>>;
  /** The rows a query gives when counters know it (an indexed table's `count`), without reading any; else null. */
  count(query: Q, ctx: Ctx): Promise<number | null>;
}

/** Blank filter values (empty text, a range with no ends) are not filters. */
export function isBlank(v: unknown): boolean {
  if (v === undefined || v === null || v === '') return true;
  if (typeof v === 'object') return Object.values(v as object).every(isBlank);
  return false;
}

/** The filters of a query that have a value, with their predicates. */
export function activePredicates<Row>(filters: Record<string, (row: Row, value: never) => boolean>, search: object) {
  return Object.entries(search)
    .filter(([, value]) => !isBlank(value))
    .map(([field, value]) => {
      const test = filters[field];
      // The route's schema refuses undeclared fields, and the spec's type requires every declared one.
      if (!test) throw new Error(`datatable: no implementation for filter ${field}`);
      return (row: Row) => test(row, value as never);
    });
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
