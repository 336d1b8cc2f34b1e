/**
 * The guests table's state (page, page size, sort, search) kept in the URL, so the browser's back
 * button returns to the same page of results. Parsing is lenient: anything unknown falls back to
 * the defaults.
 */
import { GUEST_SORTS, type GuestSearch, type GuestSort, type GuestTableQuery } from './api';

export const PAGE_SIZES = [10, 20, 50] as const;
export const SEARCH_FIELDS = ['code', 'name', 'type', 'email', 'party'] as const;

export const DEFAULT_QUERY: GuestTableQuery = {
  page: 1,
  per_page: 10,
  sort_by: 'name',
  sort_desc: false,
  search: { code: '', name: '', type: '', email: '', party: '' },
};

export function parseQuery(params: URLSearchParams): GuestTableQuery {
  const page = Number(params.get('page'));
  const perPage = Number(params.get('per_page'));
  const sort = params.get('sort_by') as GuestSort | null;
  const type = params.get('type');
  const search = { ...DEFAULT_QUERY.search };
  for (const field of SEARCH_FIELDS) search[field] = (params.get(field) ?? '').slice(0, 255) as never;
  search.type = type === '1' || type === '2' ? type : '';
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    per_page: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_QUERY.per_page,
    sort_by: sort && (GUEST_SORTS as readonly string[]).includes(sort) ? sort : DEFAULT_QUERY.sort_by,
    sort_desc: params.get('sort_desc') === '1',
    search,
  };
}

/** Only what differs from the defaults goes into the URL. */
export function toParams(q: GuestTableQuery): Record<string, string> {
  const out: Record<string, string> = {};
  if (q.page !== 1) out.page = String(q.page);
  if (q.per_page !== DEFAULT_QUERY.per_page) out.per_page = String(q.per_page);
  if (q.sort_by !== DEFAULT_QUERY.sort_by) out.sort_by = q.sort_by;
  if (q.sort_desc) out.sort_desc = '1';
  for (const field of SEARCH_FIELDS) {
    const value = q.search[field].trim();
    if (value) out[field] = value;
  }
  return out;
}

/** The API query: search terms trimmed, empty ones left out. */
export function apiQuery(q: GuestTableQuery): GuestTableQuery {
  const search: Partial<Record<keyof GuestSearch, string>> = {};
  for (const field of SEARCH_FIELDS) {
    const value = q.search[field].trim();
    if (value) search[field] = value;
  }
  return { ...q, search: search as GuestSearch };
}

export const pagesCount = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));
