/**
 * The shapes of the one server datatable (define.ts) that its read strategies (bounded.ts,
 * indexed.ts) share: the query, a table's spec, a key range, what a read cost, and the filters a
 * query sets. Kept apart from define.ts, which runs the strategies, so no strategy imports back
 * the module that imports it.
 */
import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';

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

export interface IndexRange<Row> {
  /** Which index and key, for logs and bench:tables. */
  label: string;
  /** The Query (table, index, key condition), e.g. an entity module's range (ticket.ts `ticketsByUpdatedQuery`). */
  query: QueryCommandInput;
  /** The key's natural direction when the query names no sort (e.g. newest first). */
  defaultDesc?: boolean;
  /** Search fields the key already applies: their predicates are not re-checked. */
  covers?: readonly string[];
  /** The table row a raw item of this range becomes. */
  row(item: Record<string, unknown>): Row;
  /** Items of the range that are not rows of the table (e.g. rows of a file not staged yet): skipped. */
  keep?(item: Record<string, unknown>): boolean;
}

export interface ReadStats {
  strategy: 'bounded' | 'indexed';
  /** The range read (index and key), or 'whole' for a bounded table. */
  range: string;
  /** Items DynamoDB read (ScannedCount), before any filter. */
  itemsRead: number;
  /** Read capacity units consumed, when the database reports them. */
  capacity: number | null;
  queries: number;
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
