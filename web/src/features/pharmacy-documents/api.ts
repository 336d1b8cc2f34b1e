/** The pharmacy guest's documents (docs/api/portal.md "Pharmacy guest"): area trees, news, opening files. */
import { useQuery } from '@tanstack/react-query';
import type { Locale } from '../../../../shared/i18n/locale';
import type { FileDetail, TreeDirectory } from '../../../../shared/portal/tree';
import { download } from '../../lib/download';
import { http, type RequestOptions } from '../../lib/http';

type Data<T> = { data: T };

export interface NewsFile extends FileDetail {
  /** The API section of its area (e.g. platform/agreements). */
  section: string;
}

export function useSectionTree(section: string) {
  return useQuery({
    queryKey: ['guest-pharmacy', 'treeview', section],
    queryFn: ({ signal }) => http.get<Data<TreeDirectory>>(`/guest/pharmacy/${section}/treeview`, { signal }).then((b) => b.data),
    staleTime: 4 * 60_000,
  });
}

export function useNews() {
  return useQuery({
    queryKey: ['guest-pharmacy', 'news'],
    queryFn: ({ signal }) =>
      http.get<Data<NewsFile[]>>('/guest/pharmacy/news/files', { signal, query: { limit: 50 } }).then((b) => b.data),
  });
}

/** Opens a file of an area, in the reader's language. */
export const openSectionFile = (section: string, id: number, lang: Locale) =>
  download(`/guest/pharmacy/${section}/files/${id}`, { query: { lang } });

/** Opens a file by its portal link (/file/{top}/{id}): the roles of its real top directory are checked. */
export const openPortalFile = (
  top: number,
  id: number,
  lang: Locale,
  options: Pick<RequestOptions, 'handle'> & { sameTab?: boolean } = {},
) => download(`/guest/pharmacy/file/${top}/${id}`, { query: { lang }, ...options });
