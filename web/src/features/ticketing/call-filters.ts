/**
 * The call log's filters (spec §2): date range, number, party, party code and language, kept in the
 * address as typed like every server table's.
 */
export const CALL_FILTERS = ['date_from', 'date_to', 'number', 'party', 'code', 'lang'] as const;
export type CallFilter = (typeof CALL_FILTERS)[number];

export const IMMEDIATE_CALL_FILTERS: readonly CallFilter[] = ['date_from', 'date_to', 'lang'];

export interface CallSearch {
  date_from?: string;
  date_to?: string;
  number?: string;
  party?: string;
  code?: string;
  lang?: 'ca' | 'es';
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function callSearch(filters: Record<CallFilter, string>): CallSearch {
  const f = Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, v.trim()])) as Record<CallFilter, string>;
  const out: CallSearch = {};
  if (DAY.test(f.date_from)) out.date_from = f.date_from;
  if (DAY.test(f.date_to)) out.date_to = f.date_to;
  for (const key of ['number', 'party', 'code'] as const) if (f[key]) out[key] = f[key];
  if (f.lang === 'ca' || f.lang === 'es') out.lang = f.lang;
  return out;
}
