/**
 * The operations area's calls (docs/api/operations.md), through the one typed client. Query keys
 * live here so every screen refreshes the same entries: a table's key is its route name split on
 * dots, so invalidating ['operations', 'pharmacies'] refreshes the list and the records alike.
 */
import { useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { DatatableAnswer } from '../../../../shared/api/datatable';
import type { LaboratoryRow, OpcWebinar, PharmacyRow } from '../../../../shared/operations/views';
import { api, type ValidBody } from '../../lib/http';
import { useGuardedMutation } from '../../lib/use-guarded-mutation';

export type { Category, DeletedRecord, LaboratoryRow, OpcWebinar, PharmacyRow } from '../../../../shared/operations/views';
export type PharmacyBody = ValidBody<'operations.pharmacies.store'>;
export type LaboratoryBody = ValidBody<'operations.laboratories.store'>;
export type WebinarBody = ValidBody<'operations.webinars.store'>;

export const opcKeys = {
  categories: ['operations', 'categories'] as const,
  pharmacies: ['operations', 'pharmacies'] as const,
  pharmacy: (id: number) => ['operations', 'pharmacies', 'show', id] as const,
  laboratories: ['operations', 'laboratories'] as const,
  laboratory: (id: number) => ['operations', 'laboratories', 'show', id] as const,
  webinars: ['operations', 'webinars'] as const,
  webinar: (id: number) => ['operations', 'webinars', 'show', id] as const,
  webinarTrash: ['operations', 'webinars', 'trash'] as const,
};

const data = <T>(answer: { data: T }) => answer.data;
/** Forms show a 422 on their fields (components/validation serverFieldErrors), not as alerts. */
const onForm = { handle: [422] as const };

export const useCategories = () =>
  useQuery({
    queryKey: opcKeys.categories,
    queryFn: ({ signal }) => api.call('operations.categories', { signal }).then(data),
    staleTime: 30 * 60_000,
  });

/** A save answered with the record: it becomes the record's cached copy and the lists refresh. */
function useSave<Body, Row extends { id: number }>(
  save: (id: number | null, body: Body) => Promise<Row>,
  listKey: QueryKey,
  recordKey: (id: number) => QueryKey,
) {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Body }) => save(id, body),
    onSuccess: async (row: Row) => {
      client.setQueryData(recordKey(row.id), row);
      await client.invalidateQueries({ queryKey: listKey });
    },
  });
}

// Pharmacies -------------------------------------------------------------------------------------

export const usePharmacy = (id: number) =>
  useQuery({
    queryKey: opcKeys.pharmacy(id),
    queryFn: ({ signal }) => api.call('operations.pharmacies.show', { params: { id }, signal }).then(data),
    enabled: id > 0,
  });

export const useSavePharmacy = () =>
  useSave<PharmacyBody, PharmacyRow>(
    (id, body) =>
      (id === null
        ? api.call('operations.pharmacies.store', { body, ...onForm })
        : api.call('operations.pharmacies.update', { params: { id }, body, ...onForm })
      ).then(data),
    opcKeys.pharmacies,
    opcKeys.pharmacy,
  );

// Laboratories -----------------------------------------------------------------------------------

export const useLaboratory = (id: number) =>
  useQuery({
    queryKey: opcKeys.laboratory(id),
    queryFn: ({ signal }) => api.call('operations.laboratories.show', { params: { id }, signal }).then(data),
    enabled: id > 0,
  });

export const useSaveLaboratory = () =>
  useSave<LaboratoryBody, LaboratoryRow>(
    (id, body) =>
      (id === null
        ? api.call('operations.laboratories.store', { body, ...onForm })
        : api.call('operations.laboratories.update', { params: { id }, body, ...onForm })
      ).then(data),
    opcKeys.laboratories,
    opcKeys.laboratory,
  );

// Webinars ---------------------------------------------------------------------------------------

export const useWebinarList = () =>
  useQuery({
    queryKey: opcKeys.webinars,
    queryFn: ({ signal }) => api.call('operations.webinars.index', { signal }).then(data),
  });

/** The webinars' recycle bin (deleted ones, last deleted first). */
export const useWebinarTrash = () =>
  useQuery({
    queryKey: opcKeys.webinarTrash,
    queryFn: ({ signal }) => api.call('operations.webinars.trash', { signal }).then(data),
  });

export const useWebinar = (id: number) =>
  useQuery({
    queryKey: opcKeys.webinar(id),
    queryFn: ({ signal }) => api.call('operations.webinars.show', { params: { id }, signal }).then(data),
    enabled: id > 0,
  });

export const useSaveWebinar = () =>
  useSave<WebinarBody, OpcWebinar>(
    (id, body) =>
      (id === null
        ? api.call('operations.webinars.store', { body, ...onForm })
        : api.call('operations.webinars.update', { params: { id }, body, ...onForm })
      ).then(data),
    opcKeys.webinars,
    opcKeys.webinar,
  );

// Soft delete and restore ------------------------------------------------------------------------

export type RecordKind = 'pharmacies' | 'laboratories' | 'webinars';

/** DELETE /api/opc/{kind}/{id}: a soft delete (204), undone by the restore below. */
export function deleteRecord(kind: RecordKind, id: number): Promise<null> {
  if (kind === 'pharmacies') return api.call('operations.pharmacies.delete', { params: { id } });
  if (kind === 'laboratories') return api.call('operations.laboratories.delete', { params: { id } });
  return api.call('operations.webinars.delete', { params: { id } });
}

/** DELETE /api/opc/{kind}/trash/{id}: brings a deleted record back. */
export async function restoreRecord(kind: RecordKind, id: number): Promise<void> {
  if (kind === 'pharmacies') await api.call('operations.pharmacies.restore', { params: { id } });
  else if (kind === 'laboratories') await api.call('operations.laboratories.restore', { params: { id } });
  else await api.call('operations.webinars.restore', { params: { id } });
}

export const listKey = (kind: RecordKind): QueryKey => ['operations', kind];
export const recordKey = (kind: RecordKind, id: number): QueryKey => ['operations', kind, 'show', id];

type Listed = { id: number };
type CachedList = Listed[] | DatatableAnswer<Listed>;

/**
 * Takes a just-deleted record out of every cached active list of its kind (not the recycle bin,
 * not the records). Invalidating alone left the list's stale copy on screen, deleted row
 * included, until its refetch came back ("briefly shows a deleted row").
 */
export function dropFromLists(client: QueryClient, kind: RecordKind, id: number): void {
  client.setQueriesData<CachedList>(
    { queryKey: listKey(kind), predicate: (q) => q.queryKey[2] !== 'trash' && q.queryKey[2] !== 'show' },
    (old) => {
      if (Array.isArray(old)) return old.filter((r) => r.id !== id);
      if (!old || !Array.isArray(old.data) || !old.data.some((r) => r.id === id)) return old;
      const total = old.meta.total === null ? null : Math.max(0, old.meta.total - 1);
      return { ...old, data: old.data.filter((r) => r.id !== id), meta: { ...old.meta, total } };
    },
  );
}
