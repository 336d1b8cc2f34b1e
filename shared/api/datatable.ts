/**
 * The spec's server-side table, on the wire: page, per_page, sort_by, sort_desc, search{...};
 * answer `{ data, meta: { total, has_more } }`. Zod-free, so the web can import it.
 *
 * `total` is null when the table cannot count the rows cheaply (a free-text search over a big
 * table): the screen then pages open-ended and `has_more` says whether a next page exists.
 * The query schema builder is in ./datatable-query.ts (server side).
 */

/** The page sizes the screens offer (spec §9). */
export const PAGE_SIZES = [10, 20, 50] as const;

/** The largest per_page a table accepts unless it states its own (bounded tables may allow -1, "all"). */
export const MAX_PER_PAGE = 1000;

export interface DatatableMeta {
  /** Rows matching the query, or null when not counted (open-ended paging). */
  total: number | null;
  /** A page follows this one. */
  has_more: boolean;
  /**
   * Set when a search checked on the rows read stopped after this many rows (the table's walk
   * limit) before filling the page: rows further along the table's order were not searched.
   */
  stopped_after?: number;
}

export interface DatatableAnswer<T> {
  data: T[];
  meta: DatatableMeta;
}
