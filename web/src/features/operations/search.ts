/** The list filters of the pharmacy and laboratory tables (spec §7) as the routes' search terms. */
import type { SearchOf } from '../../components/table';

export const PHARMACY_FILTERS = ['code', 'store', 'code_fede', 'date_from', 'date_to', 'party'] as const;
export type PharmacyFilter = (typeof PHARMACY_FILTERS)[number];

export const LABORATORY_FILTERS = ['code', 'date_from', 'date_to', 'party'] as const;
export type LaboratoryFilter = (typeof LABORATORY_FILTERS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Texts trimmed; empty ones, a store that is not a number and dates that are not days left out. */
export function pharmacySearch(filters: Record<PharmacyFilter, string>): SearchOf<'operations.pharmacies.datatable'> {
  const search: SearchOf<'operations.pharmacies.datatable'> = {};
  const text = (name: 'code' | 'code_fede' | 'party') => filters[name].trim();
  if (text('code')) search.code = text('code');
  if (text('code_fede')) search.code_fede = text('code_fede');
  if (text('party')) search.party = text('party');
  if (/^\d+$/.test(filters.store.trim())) search.store = Number(filters.store.trim());
  if (DAY.test(filters.date_from)) search.date_from = filters.date_from;
  if (DAY.test(filters.date_to)) search.date_to = filters.date_to;
  return search;
}

export function laboratorySearch(filters: Record<LaboratoryFilter, string>): SearchOf<'operations.laboratories.datatable'> {
  const search: SearchOf<'operations.laboratories.datatable'> = {};
  if (filters.code.trim()) search.code = filters.code.trim();
  if (filters.party.trim()) search.party = filters.party.trim();
  if (DAY.test(filters.date_from)) search.date_from = filters.date_from;
  if (DAY.test(filters.date_to)) search.date_to = filters.date_to;
  return search;
}

/** A store filter that is typed but is not a number (shown on the field). */
export const storeUnreadable = (store: string): boolean => store.trim() !== '' && !/^\d+$/.test(store.trim());

/** The recycle bins of pharmacies and laboratories are searched by code and party. */
export const TRASH_FILTERS = ['code', 'party'] as const;
export type TrashFilter = (typeof TRASH_FILTERS)[number];

export function trashSearch(filters: Record<TrashFilter, string>) {
  return {
    ...(filters.code.trim() ? { code: filters.code.trim() } : {}),
    ...(filters.party.trim() ? { party: filters.party.trim() } : {}),
  };
}

/** The recycle bin tables' filters and search. */
export const TRASH_SEARCH = { filters: TRASH_FILTERS, search: trashSearch };
