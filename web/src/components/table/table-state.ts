/**
 * A server table's state as the URL keeps it (page, per_page, sort_by, sort_desc and one plain
 * parameter per filter, as typed), so a page of results survives a reload, can be shared, and
 * the browser's back button returns to it. Parsing is lenient: a value the table does not know
 * falls back to its default instead of reaching the server (which would answer 422).
 */
import { PAGE_SIZES, type DatatableMeta } from '../../../../shared/api/datatable';

/** Typed filters reach the URL (and the server) once typing pauses this long: one value for every table. */
export const FILTER_DEBOUNCE_MS = 350;

/** A filter value longer than this is cut (no search field of the API takes more). */
const MAX_FILTER_LENGTH = 255;

export interface TableState<F extends string = string> {
  page: number;
  perPage: number;
  /** Undefined: the server's default order. */
  sortBy?: string;
  sortDesc: boolean;
  filters: Record<F, string>;
}

export interface TableStateSpec<F extends string = string> {
  /** The screen's filters, each one URL parameter holding the value as typed. */
  filters: readonly F[];
  /** The sort keys the table's columns offer. */
  sortKeys: readonly string[];
  /** The order the table opens in; none: the server's default. */
  defaultSort?: { by: string; desc?: boolean };
  /** The page size when the URL names none (the user's preference, else the smallest). */
  defaultPerPage?: number;
}

const positiveInt = (text: string | null) => (text !== null && /^\d{1,6}$/.test(text) ? Number(text) : 0);
const isPageSize = (n: number) => (PAGE_SIZES as readonly number[]).includes(n);

export const emptyFilters = <F extends string>(names: readonly F[]) =>
  Object.fromEntries(names.map((name) => [name, ''])) as Record<F, string>;

export function perPageDefault(spec: Pick<TableStateSpec, 'defaultPerPage'>): number {
  return spec.defaultPerPage !== undefined && isPageSize(spec.defaultPerPage) ? spec.defaultPerPage : PAGE_SIZES[0];
}

export function parseTableState<F extends string>(params: URLSearchParams, spec: TableStateSpec<F>): TableState<F> {
  const page = positiveInt(params.get('page'));
  const perPage = positiveInt(params.get('per_page'));
  const sortBy = params.get('sort_by');
  const sorted = sortBy !== null && spec.sortKeys.includes(sortBy);
  const filters = emptyFilters(spec.filters);
  for (const name of spec.filters) filters[name] = (params.get(name) ?? '').slice(0, MAX_FILTER_LENGTH);
  return {
    page: page > 0 ? page : 1,
    perPage: isPageSize(perPage) ? perPage : perPageDefault(spec),
    sortBy: sorted ? sortBy : spec.defaultSort?.by,
    sortDesc: sorted ? params.get('sort_desc') === '1' : (spec.defaultSort?.desc ?? false),
    filters,
  };
}

/** The URL parameters of a state: only what differs from the table's defaults, filters trimmed. */
export function tableParams<F extends string>(state: TableState<F>, spec: TableStateSpec<F>): Record<string, string> {
  const out: Record<string, string> = {};
  if (state.page !== 1) out.page = String(state.page);
  if (state.perPage !== perPageDefault(spec)) out.per_page = String(state.perPage);
  const defaultOrder = state.sortBy === spec.defaultSort?.by && state.sortDesc === (spec.defaultSort?.desc ?? false);
  if (state.sortBy && !defaultOrder) {
    out.sort_by = state.sortBy;
    if (state.sortDesc) out.sort_desc = '1';
  }
  for (const name of spec.filters) {
    const value = state.filters[name].trim();
    if (value) out[name] = value;
  }
  return out;
}

export interface Paging {
  pagesCount: number;
  /** The total is not known: the pagination lets the user go on while the server has more. */
  openEnd: boolean;
  /** The header's counter: "(123)", or "(20+)" while the end is not known. */
  counter: string;
}

/** Paging from the answer's meta: counted tables page to their end; uncounted ones page on has_more. */
export function paging(meta: DatatableMeta, page: number, perPage: number, rowsOnPage: number): Paging {
  if (meta.total !== null) {
    return { pagesCount: Math.max(1, Math.ceil(meta.total / Math.max(1, perPage))), openEnd: false, counter: `(${meta.total})` };
  }
  const seen = (page - 1) * perPage + rowsOnPage;
  if (meta.has_more) return { pagesCount: page, openEnd: true, counter: `(${seen}+)` };
  // A search that stopped at its walk limit: rows past it may match too, but cannot be paged to.
  return { pagesCount: page, openEnd: false, counter: meta.stopped_after ? `(${seen}+)` : `(${seen})` };
}
