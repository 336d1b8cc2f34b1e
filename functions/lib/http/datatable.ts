/**
 * Answers the spec's server-side tables over rows already loaded: search, sort, page.
 * Suits the product's lists (thousands of rows); a list that grows past that pages in DynamoDB
 * itself and uses `pageOf` only for the final slice.
 */
import type { DatatableAnswer } from '../../../shared/api/datatable';

export interface DatatableQuery {
  page: number;
  per_page: number;
  sort_by?: string;
  sort_desc: boolean;
  search: Record<string, unknown>;
}

export interface DatatableSpec<T> {
  /** Sort key → value to compare. */
  sorters: Record<string, (row: T) => string | number | null | undefined>;
  /** Search field → predicate; fields with an empty value are skipped. */
  filters: Record<string, (row: T, value: never) => boolean>;
}

const collator = new Intl.Collator('ca', { sensitivity: 'base', numeric: true });

function compare(a: string | number | null | undefined, b: string | number | null | undefined): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
}

export function isBlank(v: unknown): boolean {
  if (v === undefined || v === null || v === '') return true;
  if (typeof v === 'object') return Object.values(v as object).every(isBlank);
  return false;
}

export function pageOf<T>(rows: T[], page: number, perPage: number): T[] {
  return perPage === -1 ? rows : rows.slice((page - 1) * perPage, page * perPage);
}

export function answerDatatable<T, V>(
  rows: T[],
  q: DatatableQuery,
  spec: DatatableSpec<T>,
  view: (row: T) => V,
): DatatableAnswer<V> {
  let out = rows;
  for (const [field, value] of Object.entries(q.search)) {
    const filter = spec.filters[field];
    if (filter && !isBlank(value)) out = out.filter((row) => filter(row, value as never));
  }
  const sorter = q.sort_by ? spec.sorters[q.sort_by] : undefined;
  if (sorter) {
    const dir = q.sort_desc ? -1 : 1;
    out = [...out].sort((a, b) => dir * compare(sorter(a), sorter(b)));
  }
  const end = q.per_page === -1 ? out.length : q.page * q.per_page;
  return { data: pageOf(out, q.page, q.per_page).map(view), meta: { total: out.length, has_more: end < out.length } };
}
