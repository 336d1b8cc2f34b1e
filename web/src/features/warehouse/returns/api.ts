/**
 * Returns' calls (docs/api/warehouse.md): pending lines, processing into a tracking batch, the
 * tracking board and detail, the split (a Step Functions job polled until done) and the product
 * lookup that fills the dialogs. Query keys live here so every screen refreshes the same entries.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SplitJob } from '../../../../../shared/warehouse/returns';
import { api, type ValidBody } from '../../../lib/http';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';

export const returnKeys = {
  all: ['warehouse', 'returns'] as const,
  pending: ['warehouse', 'returns', 'pending'] as const,
  trackings: ['warehouse', 'returns', 'trackings'] as const,
  tracking: (id: number) => ['warehouse', 'returns', 'trackings', 'show', id] as const,
  statuses: ['warehouse', 'returns', 'statuses'] as const,
  resolutions: ['warehouse', 'returns', 'resolutions'] as const,
};

const data = <T>(answer: { data: T }) => answer.data;

// Product lookup ---------------------------------------------------------------------------------

export type LookupBy = 'cn' | 'barcode';

/** A product by national code or barcode; 404 is the field's to say (spec §8). */
export const lookupProduct = (by: LookupBy, code: string) =>
  by === 'cn'
    ? api.call('products.by_cn', { params: { cn: code }, handle: [404, 422] }).then(data)
    : api.call('products.by_barcode', { params: { barcode: code }, handle: [404, 422] }).then(data);

// Pending returns --------------------------------------------------------------------------------

export const usePendingReturns = () =>
  useQuery({
    queryKey: returnKeys.pending,
    queryFn: ({ signal }) => api.call('warehouse.returns.index', { signal }).then(data),
  });

export function useCreateReturn() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: ValidBody<'warehouse.returns.store'>) =>
      api.call('warehouse.returns.store', { body, handle: [422] }).then(data),
    onSuccess: () => client.invalidateQueries({ queryKey: returnKeys.pending }),
  });
}

/** Corrects a pending line; a 422 is the dialog's, a 404 (processed meanwhile) the shared handler's. */
export function useUpdateReturn() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ id, body }: { id: number; body: ValidBody<'warehouse.returns.update'> }) =>
      api.call('warehouse.returns.update', { params: { id }, body, handle: [422] }).then(data),
    onSettled: () => client.invalidateQueries({ queryKey: returnKeys.pending }),
  });
}

/** Deletes a pending line (after the screen's confirmation). */
export function useDeleteReturn() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: (id: number) => api.call('warehouse.returns.delete', { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: returnKeys.pending }),
  });
}

/** Processes one laboratory's selected lines into a tracking batch. */
export function useProcessReturns() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: ValidBody<'warehouse.returns.trackings.store'>) =>
      api.call('warehouse.returns.trackings.store', { body }).then(data),
    onSuccess: () => client.invalidateQueries({ queryKey: returnKeys.all }),
  });
}

// Tracking ---------------------------------------------------------------------------------------

export const useTrackings = () =>
  useQuery({
    queryKey: returnKeys.trackings,
    queryFn: ({ signal }) => api.call('warehouse.returns.trackings.index', { signal }).then(data),
  });

/** A tracking; 404 is the page's to say (spec §8: the not-found alert). */
export const useTracking = (id: number) =>
  useQuery({
    queryKey: returnKeys.tracking(id),
    queryFn: ({ signal }) => api.call('warehouse.returns.trackings.show', { params: { id }, signal, handle: [404] }).then(data),
    enabled: id > 0,
    retry: false,
  });

export const useTrackingStatuses = () =>
  useQuery({
    queryKey: returnKeys.statuses,
    queryFn: ({ signal }) => api.call('warehouse.returns.trackings.status', { signal }).then(data),
    staleTime: 10 * 60_000,
  });

export const useTrackingResolutions = () =>
  useQuery({
    queryKey: returnKeys.resolutions,
    queryFn: ({ signal }) => api.call('warehouse.returns.trackings.resolutions', { signal }).then(data),
    staleTime: 10 * 60_000,
  });

/** Saves in place; 422 (a rule of §4, named) and 409 (changed meanwhile) are the page's to say. */
export function useSaveTracking(id: number) {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: ValidBody<'warehouse.returns.trackings.update'>) =>
      api.call('warehouse.returns.trackings.update', { params: { id }, body, handle: [409, 422] }).then(data),
    onSuccess: (tracking) => {
      client.setQueryData(returnKeys.tracking(id), tracking);
      void client.invalidateQueries({ queryKey: returnKeys.trackings, exact: true });
    },
  });
}

const SPLIT_POLL_MS = 500;
const SPLIT_POLL_LIMIT = 120;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Splits a batch: starts the returns-split workflow and polls its job until it is done (the clone's
 * id) or failed. A 409 (the lines changed meanwhile) is the page's to say.
 */
export function useSplitTracking(id: number) {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: async (body: ValidBody<'warehouse.returns.split'>): Promise<SplitJob> => {
      let job = await api.call('warehouse.returns.split', { params: { id }, body, handle: [409, 422] }).then(data);
      for (let i = 0; job.status === 'running' && i < SPLIT_POLL_LIMIT; i++) {
        await pause(SPLIT_POLL_MS);
        job = await api.call('warehouse.returns.split_job', { params: { job: job.job_id } }).then(data);
      }
      return job;
    },
    // Only the board here: the page refreshes the batch itself once it has shown the outcome (a
    // refetch awaited here would replace the page's editor before the outcome reached it).
    onSettled: () => void client.invalidateQueries({ queryKey: returnKeys.trackings, exact: true }),
  });
}

export function useCommentTracking(id: number) {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: (content: string) =>
      api.call('warehouse.returns.trackings.comments.store', { body: { tracking_id: id, content }, handle: [422] }).then(data),
    onSuccess: () => client.invalidateQueries({ queryKey: returnKeys.tracking(id) }),
  });
}
