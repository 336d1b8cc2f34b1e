/**
 * The working-time calls of the screens (issue 16), by route name through the one typed client.
 * Keys start with 'working-time' so a clock change or an amendment refreshes every view of it.
 */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ExportFormat } from '../../../../shared/working-time/views';
import { api, type ValidBody } from '../../lib/http';
import { download } from '../../lib/download';
import { useGuardedMutation } from '../../lib/use-guarded-mutation';

export type {
  Amendment,
  ChainStatus,
  ClockStatus,
  EntryTimes,
  ExportFormat,
  MonthRegister,
  UserOption,
  WorkDay,
  WorkEntry,
} from '../../../../shared/working-time/views';

export type EntryBody = ValidBody<'working-time.admin.create'>;

export const wtcKeys = {
  all: ['working-time'] as const,
  clock: ['working-time', 'clock'] as const,
  history: (month: string) => ['working-time', 'history', month] as const,
  users: ['working-time', 'admin', 'users'] as const,
  month: (user: number, month: string) => ['working-time', 'admin', 'month', user, month] as const,
  chain: (user: number) => ['working-time', 'admin', 'chain', user] as const,
};

const data = <T>(answer: { data: T }) => answer.data;

/**
 * After a change: every view of the register reads again, in the background (not awaited: the
 * dialog closes at once; the chain re-check can take a while on a long register).
 */
const refreshAll = (client: QueryClient) => () => {
  void client.invalidateQueries({ queryKey: wtcKeys.all });
};

/** Statuses the screens show where they belong (on a field, in the dialog), not as global alerts. */
const onForm = { handle: [409, 422] as const };

// The worker ----------------------------------------------------------------------------------------

export const useClockStatus = () =>
  useQuery({
    queryKey: wtcKeys.clock,
    queryFn: ({ signal }) => api.call('working-time.clock.status', { signal }).then(data),
  });

/** Clock in (true) or out (false). A refusal (already working, two tabs) is a 422 the client announces. */
export function useSetWorking() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: (working: boolean) => api.call('working-time.clock.set', { body: { working } }).then(data),
    onSuccess: (status) => client.setQueryData(wtcKeys.clock, status),
    // Whatever happened, the register changed or the screen was stale: read it again.
    onSettled: refreshAll(client),
  });
}

export const useHistory = (month: string) =>
  useQuery({
    queryKey: wtcKeys.history(month),
    queryFn: ({ signal }) => api.call('working-time.history', { params: { month }, signal }).then(data),
  });

/** The most seqs one acknowledge call takes (the route's limit); more go in several calls. */
const ACKNOWLEDGE_BATCH = 50;

export function useAcknowledge() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: async (seqs: number[]) => {
      for (let i = 0; i < seqs.length; i += ACKNOWLEDGE_BATCH)
        await api.call('working-time.acknowledge', { body: { seqs: seqs.slice(i, i + ACKNOWLEDGE_BATCH) } });
    },
    onSuccess: refreshAll(client),
  });
}

export const downloadOwnMonth = (month: string, format: ExportFormat) =>
  download('working-time.export', { params: { month }, query: { format } });

// Every register -----------------------------------------------------------------------------------

export const useUserOptions = () =>
  useQuery({
    queryKey: wtcKeys.users,
    queryFn: ({ signal }) => api.call('working-time.admin.users', { signal }).then(data),
    staleTime: 5 * 60_000,
  });

export const useWorkerMonth = (user: number | null, month: string) =>
  useQuery({
    queryKey: wtcKeys.month(user ?? 0, month),
    queryFn: ({ signal }) => api.call('working-time.admin.month', { params: { user: user ?? 0, month }, signal }).then(data),
    enabled: user !== null,
  });

export const useChainStatus = (user: number | null) =>
  useQuery({
    queryKey: wtcKeys.chain(user ?? 0),
    queryFn: ({ signal }) => api.call('working-time.admin.chain', { params: { user: user ?? 0 }, signal }).then(data),
    enabled: user !== null,
  });

export type EntrySave = { id: null; body: EntryBody } | { id: number; body: EntryBody & { version: number } };

export function useSaveEntry() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: (save: EntrySave) =>
      (save.id === null
        ? api.call('working-time.admin.create', { body: save.body, ...onForm })
        : api.call('working-time.admin.update', { params: { id: save.id }, body: save.body, ...onForm })
      ).then(data),
    onSuccess: refreshAll(client),
  });
}

export function useDeleteEntry() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ id, reason, version }: { id: number; reason: string; version: number }) =>
      api.call('working-time.admin.delete', { params: { id }, body: { reason, version }, ...onForm }),
    onSuccess: refreshAll(client),
  });
}

/** One worker's month (user) or the whole staff's (no user). */
export const downloadRegister = (month: string, format: ExportFormat, user?: number) =>
  download('working-time.admin.export', {
    params: { month },
    query: user === undefined ? { format } : { format, user_id: user },
  });
