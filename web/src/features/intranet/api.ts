/**
 * The intranet tree's calls (docs/api/portal.md "Intranet administration", role 48): the tree,
 * directories and files, two-step uploads (POST /api/intranet/uploads, then a presigned PUT), and
 * the pharmacy home carousel.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '../../../../shared/i18n/locale';
import type { FileDetail, TreeDirectory } from '../../../../shared/portal/tree';
import { download } from '../../lib/download';
import { http } from '../../lib/http';
import { putPresigned, type UploadProgress } from '../../lib/upload';
import { useGuardedMutation } from '../../lib/use-guarded-mutation';

type Data<T> = { data: T };

export const intranetKeys = {
  tree: ['intranet', 'treeview'] as const,
  sliders: ['intranet', 'sliders'] as const,
};

export function useIntranetTree() {
  return useQuery({
    queryKey: intranetKeys.tree,
    queryFn: ({ signal }) => http.get<Data<TreeDirectory[]>>('/intranet/treeview', { signal }).then((b) => b.data),
    // Directory images are presigned for 5 minutes.
    staleTime: 4 * 60_000,
  });
}

// Uploads ----------------------------------------------------------------------------------------

export type UploadPurpose = 'file' | 'image';

interface UploadTicket {
  upload_id: string;
  method: 'PUT';
  url: string;
  headers: Record<string, string>;
  expires_in: number;
}

/** Asks where to put the file, PUTs it there with progress, answers the upload id to save with. */
export async function uploadToIntranet(
  file: File,
  purpose: UploadPurpose,
  onProgress?: (p: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<string> {
  const { data: ticket } = await http.post<Data<UploadTicket>>(
    '/intranet/uploads',
    { file_name: file.name, size: file.size, purpose },
    { handle: [422] },
  );
  await putPresigned(ticket, file, { onProgress, signal });
  return ticket.upload_id;
}

// Directories ------------------------------------------------------------------------------------

export interface DirectoryBody {
  directory_id?: number;
  name_ca?: string;
  name_es?: string;
  order?: number;
  img_upload_id?: string | null;
  img_remove?: boolean;
}

export interface FileBody {
  directory_id?: number;
  name_ca?: string;
  name_es?: string;
  url_ca?: string | null;
  url_es?: string | null;
  upload_ca?: string | null;
  upload_es?: string | null;
  tooltip_ca?: string | null;
  tooltip_es?: string | null;
  novelty_start?: string | null;
  novelty_end?: string | null;
}

export type TreeChange =
  | { kind: 'directory-create'; body: DirectoryBody }
  | { kind: 'directory-update'; id: number; body: DirectoryBody }
  | { kind: 'directory-delete'; id: number }
  | { kind: 'file-create'; body: FileBody }
  | { kind: 'file-update'; id: number; body: FileBody }
  | { kind: 'file-delete'; id: number };

export type TreeChangeResult =
  { kind: 'directory'; directory: TreeDirectory } | { kind: 'file'; file: FileDetail } | { kind: 'deleted' };

/** Validation answers (422) are shown on the dialog's fields, so the caller handles them. */
const onForm = { handle: [422] as const };

export async function applyTreeChange(change: TreeChange): Promise<TreeChangeResult> {
  switch (change.kind) {
    case 'directory-create':
      return {
        kind: 'directory',
        directory: (await http.post<Data<TreeDirectory>>('/intranet/directories', change.body, onForm)).data,
      };
    case 'directory-update':
      return {
        kind: 'directory',
        directory: (await http.put<Data<TreeDirectory>>(`/intranet/directories/${change.id}`, change.body, onForm)).data,
      };
    case 'directory-delete':
      await http.delete(`/intranet/directories/${change.id}`);
      return { kind: 'deleted' };
    case 'file-create':
      return { kind: 'file', file: (await http.post<Data<FileDetail>>('/intranet/files', change.body, onForm)).data };
    case 'file-update':
      return { kind: 'file', file: (await http.put<Data<FileDetail>>(`/intranet/files/${change.id}`, change.body, onForm)).data };
    case 'file-delete':
      await http.delete(`/intranet/files/${change.id}`);
      return { kind: 'deleted' };
  }
}

/** Any change to the tree, then the tree again. */
export function useTreeChange() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: applyTreeChange,
    onSuccess: () => client.invalidateQueries({ queryKey: intranetKeys.tree }),
  });
}

/** Opens a file as the administrator sees it, in the given language. */
export const openIntranetFile = (id: number, lang: Locale) => download(`/intranet/files/${id}`, { query: { lang } });

// Home carousel ----------------------------------------------------------------------------------

export interface Slider {
  locale: Locale;
  position: number;
  name: string;
  url: string;
}

export function useSliders() {
  return useQuery({
    queryKey: intranetKeys.sliders,
    queryFn: ({ signal }) => http.get<Data<Record<Locale, Slider[]>>>('/intranet/sliders', { signal }).then((b) => b.data),
    staleTime: 4 * 60_000,
  });
}

export function useAddSlider() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ locale, uploadId }: { locale: Locale; uploadId: string }) =>
      http.post<Data<Slider>>('/intranet/sliders', { locale, upload_id: uploadId }).then((b) => b.data),
    onSuccess: () => client.invalidateQueries({ queryKey: intranetKeys.sliders }),
  });
}

export function useRemoveSlider() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ locale, position }: { locale: Locale; position: number }) =>
      http.delete(`/intranet/sliders/${locale}/${position}`),
    onSuccess: () => client.invalidateQueries({ queryKey: intranetKeys.sliders }),
  });
}
