/** The pharmacy guest's documents (docs/api/portal.md "Pharmacy guest"): area trees, news, opening files. */
import { useQuery } from '@tanstack/react-query';
import type { Locale } from '../../../../shared/i18n/locale';
import type { SectionKey } from '../../../../shared/portal/sections';
import { download, type OpenOptions } from '../../lib/download';
import { api, type CallOptions } from '../../lib/http';

export type { NewsFile } from '../../../../shared/portal/tree';

/** Each area's routes are named after its section: guest-pharmacy.{name}.treeview and .file. */
const SECTION_ROUTE = {
  'platform/agreements': 'agreements',
  'platform/catalog': 'catalog',
  'platform/promotions': 'promotions',
  bi: 'bi',
  club: 'club',
  networking: 'networking',
  'services/digital': 'services-digital',
  'services/inperson': 'services-inperson',
  administration: 'administration',
  health: 'health',
} as const satisfies Record<SectionKey, string>;

export function useSectionTree(section: SectionKey) {
  return useQuery({
    queryKey: ['guest-pharmacy', 'treeview', section],
    queryFn: ({ signal }) => api.call(`guest-pharmacy.${SECTION_ROUTE[section]}.treeview`, { signal }).then((b) => b.data),
    staleTime: 4 * 60_000,
  });
}

export function useNews() {
  return useQuery({
    queryKey: ['guest-pharmacy', 'news'],
    queryFn: ({ signal }) => api.call('guest-pharmacy.news', { query: { limit: 50 }, signal }).then((b) => b.data),
  });
}

/** Opens a file of an area, in the reader's language. */
export const openSectionFile = (section: SectionKey, id: number, lang: Locale) =>
  download(`guest-pharmacy.${SECTION_ROUTE[section]}.file`, { params: { id }, query: { lang } });

/** Opens a file by its portal link (/file/{top}/{id}): the roles of its real top directory are checked. */
export const openPortalFile = (top: number, id: number, lang: Locale, options: Pick<CallOptions, 'handle'> & OpenOptions = {}) =>
  download('guest-pharmacy.file', { params: { top_directory_id: top, id }, query: { lang }, ...options });
