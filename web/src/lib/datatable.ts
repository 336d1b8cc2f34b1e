/**
 * The one datatable helper: the spec's server-paged tables (page, per_page, sort_by, sort_desc,
 * search{…}; answer `{data, meta: {total}}`; page sizes 10/20/50; label "rows per page").
 * A screen keeps its search filters; this keeps paging and sorting, builds the query and fetches.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { DatatableAnswer } from '../../../shared/api/datatable';
import { http } from './http';

export type { DatatableAnswer };

/**
 * Server table page sizes (spec §9). The API's PAGE_SIZES (shared/api/datatable.ts) are the same
 * (a test checks it); importing that module's values would bring zod into the page (~40 KB gzip).
 */
export const PAGE_SIZES = [10, 20, 50] as const;

export interface DatatablePaging {
  page: number;
  perPage: number;
  sortBy?: string;
  sortDesc: boolean;
}

/** The query a datatable endpoint takes; empty search values are left out. */
export function datatableQuery(paging: DatatablePaging, search: Record<string, unknown>): Record<string, unknown> {
  return {
    page: paging.page,
    per_page: paging.perPage,
    ...(paging.sortBy ? { sort_by: paging.sortBy, sort_desc: paging.sortDesc } : {}),
    search: pruneEmpty(search),
  };
}

/** Removes '', null and undefined values and objects left empty, recursively. */
export function pruneEmpty(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (v === '' || v === null || v === undefined) continue;
    if (typeof v === 'object' && !Array.isArray(v)) {
      const inner = pruneEmpty(v as Record<string, unknown>);
      if (Object.keys(inner).length) out[key] = inner;
      continue;
    }
    out[key] = v;
  }
  return out;
}

export function pagesCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)));
}

export interface UseDatatableOptions {
  /** Query-cache key prefix (the screen's name). */
  key: readonly unknown[];
  /** Datatable endpoint, relative to /api. */
  path: string;
  /** The search part of the query (already mapped to the API's shape). */
  search: Record<string, unknown>;
  initialPerPage?: number;
}

export function useDatatable<T>({ key, path, search, initialPerPage = PAGE_SIZES[0] }: UseDatatableOptions) {
  const [paging, setPaging] = useState<DatatablePaging>({ page: 1, perPage: initialPerPage, sortDesc: false });
  const [lastSearch, setLastSearch] = useState(() => JSON.stringify(pruneEmpty(search)));
  const searchKey = JSON.stringify(pruneEmpty(search));
  // A new search starts again at the first page (adjusting state while rendering: no extra pass).
  if (searchKey !== lastSearch) {
    setLastSearch(searchKey);
    if (paging.page !== 1) setPaging((p) => ({ ...p, page: 1 }));
  }
  const page = searchKey === lastSearch ? paging.page : 1;
  const query = datatableQuery({ ...paging, page }, search);
  const result = useQuery({
    queryKey: [...key, query],
    queryFn: ({ signal }) => http.get<DatatableAnswer<T>>(path, { query, signal }),
    placeholderData: keepPreviousData,
  });
  const total = result.data?.meta.total ?? 0;
  return {
    ...paging,
    page,
    result,
    items: result.data?.data ?? [],
    total,
    pagesCount: pagesCount(total, paging.perPage),
    setPage: useCallback((next: number) => setPaging((p) => ({ ...p, page: next })), []),
    setPerPage: useCallback((perPage: number) => setPaging((p) => ({ ...p, perPage, page: 1 })), []),
    setSort: useCallback(
      (sortBy: string | undefined, sortDesc: boolean) => setPaging((p) => ({ ...p, sortBy, sortDesc, page: 1 })),
      [],
    ),
  };
}
