/**
 * The one hook behind every server-paged table: given a datatable route's name, its columns and
 * its filters, it keeps page, page size, sort and filters in the URL (see ./table-state.ts),
 * debounces typed filters, remembers the user's rows per page, fetches the page through the typed
 * client and works out the paging (open-ended when the server did not count). <ServerTable>
 * renders what it returns.
 */
import type { TableProps } from '@cloudscape-design/components/table';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { UNSAFE_NavigationContext, useLocation, useSearchParams } from 'react-router';
import type { DatatableAnswer } from '../../../../shared/api/datatable';
import { api, type CallAnswer, type CallInput, type RouteId } from '../../lib/http';
import { readJson, STORAGE_KEYS, writeJson } from '../../lib/storage';
import {
  emptyFilters,
  FILTER_DEBOUNCE_MS,
  paging,
  parseTableState,
  tableParams,
  type TableState,
  type TableStateSpec,
} from './table-state';

type QueryOf<K extends RouteId> = NonNullable<CallInput<K>['query']>;

/** The routes that answer a datatable (their query has page, per_page, sort and search). */
export type TableRoute = {
  [K in RouteId]: [QueryOf<K>] extends [never] ? never : QueryOf<K> extends { per_page?: unknown; search?: unknown } ? K : never;
}[RouteId];

/** A table route's row, search and sort keys, as the route table declares them. */
export type RowOf<K extends TableRoute> = CallAnswer<K> extends { data: (infer T)[] } ? T : never;
export type SearchOf<K extends TableRoute> = NonNullable<QueryOf<K>['search']>;
export type SortOf<K extends TableRoute> = NonNullable<QueryOf<K>['sort_by']> & string;

/** A column whose sortingField can only be one of the route's sort keys. */
export type ServerColumn<Row, Sort extends string = string> = Omit<TableProps.ColumnDefinition<Row>, 'sortingField'> & {
  sortingField?: Sort;
  /** The column's name in the table's preferences, when its header is no plain text. */
  label?: string;
};

export interface ServerTableOptions<K extends TableRoute, F extends string> {
  columns: readonly ServerColumn<RowOf<K>, SortOf<K>>[];
  /** The screen's filters: URL parameters holding the values as typed (text waits for typing to pause). */
  filters?: readonly F[];
  /** Filters applied at once (selects, dates picked), not debounced. */
  immediate?: readonly F[];
  /** The route's search from the filters as typed (what is empty or unreadable left out). */
  search?: (filters: Record<F, string>) => SearchOf<K>;
  /** The order the table opens in; none: the server's default. */
  defaultSort?: { by: SortOf<K>; desc?: boolean };
}

const NO_FILTERS: readonly never[] = [];
const trimmedKey = (filters: Record<string, string>) =>
  JSON.stringify(Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, v.trim()])));

function preferredPerPage(route: string): number | undefined {
  return readJson<Record<string, number>>(STORAGE_KEYS.tablePageSizes)?.[route];
}

function rememberPerPage(route: string, perPage: number): void {
  writeJson(STORAGE_KEYS.tablePageSizes, { ...readJson<Record<string, number>>(STORAGE_KEYS.tablePageSizes), [route]: perPage });
}

export function useServerTable<K extends TableRoute, F extends string = never>(route: K, options: ServerTableOptions<K, F>) {
  const { columns, filters: names = NO_FILTERS as readonly F[], immediate = NO_FILTERS, search, defaultSort } = options;
  const [params, setParams] = useSearchParams();
  const sortKeys = columns.flatMap((c) => (c.sortingField ? [c.sortingField] : []));
  const specKey = JSON.stringify([names, sortKeys, defaultSort]);
  // The spec is rebuilt only when what it holds changes (columns are new objects on every render).
  const spec = useMemo<TableStateSpec<F>>(
    () => ({ filters: names, sortKeys, defaultSort, defaultPerPage: preferredPerPage(route) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [specKey, route],
  );
  const state = useMemo(() => parseTableState(params, spec), [params, spec]);

  // Two changes can come before the first one reaches the URL (clear the filters, then pick a page
  // size): each builds on the last one written, not on the URL of the last render, or it undoes it.
  const written = useRef({ seen: params, latest: params });
  const go = useCallback(
    (update: (current: TableState<F>) => TableState<F>, replace = false) => {
      if (written.current.seen !== params) written.current = { seen: params, latest: params };
      const out = new URLSearchParams(written.current.latest);
      const next = update(parseTableState(out, spec));
      for (const key of ['page', 'per_page', 'sort_by', 'sort_desc', ...spec.filters]) out.delete(key);
      for (const [key, value] of Object.entries(tableParams(next, spec))) out.set(key, value);
      written.current.latest = out;
      setParams(out, { replace });
    },
    [params, setParams, spec],
  );

  // The inputs show the filters as typed at once; the URL follows once typing pauses. A change of
  // the URL from elsewhere (back/forward, a link) replaces what the inputs show.
  // Only the filters the URL changed are replaced: text typed in another filter meanwhile (a select
  // picked, then a word typed before the select reached the URL) is kept.
  const urlKey = trimmedKey(state.filters);
  const [draft, setDraft] = useState(state.filters);
  const [seenUrl, setSeenUrl] = useState(state.filters);
  if (trimmedKey(seenUrl) !== urlKey) {
    setSeenUrl(state.filters);
    const changed = names.filter((n) => seenUrl[n].trim() !== state.filters[n].trim());
    if (changed.some((n) => draft[n].trim() !== state.filters[n].trim()))
      setDraft({ ...draft, ...Object.fromEntries(changed.map((n) => [n, state.filters[n]])) });
  }
  const draftKey = trimmedKey(draft);
  // Where the user typed. Opening a row within the pause leaves this page mounted while the next
  // screen's chunk loads (a transition): the pending write must not bring them back to the list.
  // The router's own history knows the address already; the rendered location does not yet.
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { pathname } = useLocation();
  const currentPath = useCallback(
    () => (navigator as { location?: { pathname: string } }).location?.pathname ?? pathname,
    [navigator, pathname],
  );
  const typedAt = useRef(pathname);
  useEffect(() => {
    if (draftKey === urlKey) return;
    const timer = setTimeout(() => {
      if (currentPath() === typedAt.current) go((s) => ({ ...s, page: 1, filters: draft }), true);
    }, FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draftKey, urlKey, draft, go, currentPath]);

  const setFilter = (name: F, value: string) => {
    typedAt.current = currentPath();
    const next = { ...draft, [name]: value };
    setDraft(next);
    if (immediate.includes(name)) go((s) => ({ ...s, page: 1, filters: next }), true);
  };
  const clearFilters = () => {
    setDraft(emptyFilters(names));
    go((s) => ({ ...s, page: 1, filters: emptyFilters(names) }), true);
  };

  const query = {
    page: state.page,
    per_page: state.perPage,
    ...(state.sortBy ? { sort_by: state.sortBy, sort_desc: state.sortDesc } : {}),
    search: search ? search(state.filters) : {},
  };
  const result = useQuery({
    // Under the route's name parts, so a feature invalidating e.g. ['acl', 'guests'] refreshes it.
    queryKey: [...route.split('.'), query],
    queryFn: ({ signal }) =>
      api.call(route, { query, signal } as unknown as Parameters<typeof api.call<K>>[1]) as Promise<DatatableAnswer<RowOf<K>>>,
    placeholderData: keepPreviousData,
  });
  const answer = result.isError ? undefined : result.data;
  const items = answer?.data ?? [];

  return {
    route,
    columns,
    state,
    /** The filters as the inputs show them (typed text before the debounce settles). */
    filters: draft,
    filtering: urlKey !== trimmedKey(emptyFilters(names)),
    setFilter,
    clearFilters,
    /** Applies the filters as typed now, without waiting for the pause (Enter in a filter). */
    applyFilters: () => {
      if (trimmedKey(draft) !== urlKey) go((s) => ({ ...s, page: 1, filters: draft }), true);
    },
    setPage: (page: number) => go((s) => ({ ...s, page })),
    setPerPage: (perPage: number) => {
      rememberPerPage(route, perPage);
      go((s) => ({ ...s, perPage, page: 1 }));
    },
    setSort: (sortBy: string | undefined, sortDesc: boolean) => go((s) => ({ ...s, sortBy, sortDesc, page: 1 })),
    result,
    items,
    paging: answer ? paging(answer.meta, state.page, state.perPage, items.length) : undefined,
  };
}

/** A table model of route K, whatever its filters (what <ServerTable> takes). */
export type ServerTableModel<K extends TableRoute> = ReturnType<typeof useServerTable<K, never>>;
