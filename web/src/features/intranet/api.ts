/**
 * The intranet tree's calls (docs/api/portal.md "Intranet administration", role 48): the tree,
 * directories and files, two-step uploads (an upload ticket, then a presigned PUT), and the
 * pharmacy home carousel. All through the typed client by route name.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '../../../../shared/i18n/locale';
import type { FileDetail, TreeDirectory } from '../../../../shared/portal/tree';
import { download } from '../../lib/download';
import { api, type CallInput } from '../../lib/http';
import { putPresigned, type UploadProgress } from '../../lib/upload';
import { useGuardedMutation } from '../../lib/use-guarded-mutation';

export type { Slider } from '../../../../shared/portal/sliders';

export const intranetKeys = {
  tree: ['intranet', 'treeview'] as const,
  sliders: ['intranet', 'sliders'] as const,
};

export function useIntranetTree() {
  return useQuery({
    queryKey: intranetKeys.tree,
    queryFn: ({ signal }) => api.call('intranet.treeview', { signal }).then((b) => b.data),
    // Directory images are presigned for 5 minutes.
    staleTime: 4 * 60_000,
  });
}

// Uploads ----------------------------------------------------------------------------------------

export type UploadPurpose = 'file' | 'image';

/** Asks where to put the file, PUTs it there with progress, answers the upload id to save with. */
export async function uploadToIntranet(
  file: File,
  purpose: UploadPurpose,
  onProgress?: (p: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<string> {
  const { data: ticket } = await api.call('intranet.uploads', {
    body: { file_name: file.name, size: file.size, purpose },
    handle: [422],
  });
  await putPresigned(ticket, file, { onProgress, signal });
  return ticket.upload_id;
}

// Directories and files --------------------------------------------------------------------------

type CreateDirectory = CallInput<'intranet.directories.create'>['body'];
type CreateFile = CallInput<'intranet.files.create'>['body'];
/**
 * What the dialogs fill in: a create's body but its directory (chosen apart, and not sent on an
 * edit), so the same values serve both routes.
 */
export type DirectoryBody = Omit<CreateDirectory, 'directory_id'> &
  Pick<CallInput<'intranet.directories.update'>['body'], 'img_remove'>;
export type FileBody = Omit<CreateFile, 'directory_id'>;

export type TreeChange =
  | { kind: 'directory-create'; body: CreateDirectory }
  | { kind: 'directory-update'; id: number; body: CallInput<'intranet.directories.update'>['body'] }
  | { kind: 'directory-delete'; id: number }
  | { kind: 'file-create'; body: CreateFile }
  | { kind: 'file-update'; id: number; body: CallInput<'intranet.files.update'>['body'] }
  | { kind: 'file-delete'; id: number };

export type TreeChangeResult =
  { kind: 'directory'; directory: TreeDirectory } | { kind: 'file'; file: FileDetail } | { kind: 'deleted' };

/** Validation answers (422) are shown on the dialog's fields, so the caller handles them. */
const onForm = { handle: [422] as const };

export async function applyTreeChange(change: TreeChange): Promise<TreeChangeResult> {
  switch (change.kind) {
    case 'directory-create': {
      const { data } = await api.call('intranet.directories.create', { body: change.body, ...onForm });
      return { kind: 'directory', directory: data };
    }
    case 'directory-update': {
      const { data } = await api.call('intranet.directories.update', { params: { id: change.id }, body: change.body, ...onForm });
      return { kind: 'directory', directory: data };
    }
    case 'directory-delete':
      await api.call('intranet.directories.delete', { params: { id: change.id } });
      return { kind: 'deleted' };
    case 'file-create':
      return { kind: 'file', file: (await api.call('intranet.files.create', { body: change.body, ...onForm })).data };
    case 'file-update': {
      const { data } = await api.call('intranet.files.update', { params: { id: change.id }, body: change.body, ...onForm });
      return { kind: 'file', file: data };
    }
    case 'file-delete':
      await api.call('intranet.files.delete', { params: { id: change.id } });
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
export const openIntranetFile = (id: number, lang: Locale) =>
  download('intranet.files.show', { params: { id }, query: { lang } });

// Home carousel ----------------------------------------------------------------------------------

export function useSliders() {
  return useQuery({
    queryKey: intranetKeys.sliders,
    queryFn: ({ signal }) => api.call('intranet.sliders.index', { signal }).then((b) => b.data),
    staleTime: 4 * 60_000,
  });
}

export function useAddSlider() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ locale, uploadId }: { locale: Locale; uploadId: string }) =>
      api.call('intranet.sliders.create', { body: { locale, upload_id: uploadId } }).then((b) => b.data),
    onSuccess: () => client.invalidateQueries({ queryKey: intranetKeys.sliders }),
  });
}

export function useRemoveSlider() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ locale, position }: { locale: Locale; position: number }) =>
      api.call('intranet.sliders.delete', { params: { locale, position } }),
    onSuccess: () => client.invalidateQueries({ queryKey: intranetKeys.sliders }),
  });
}
