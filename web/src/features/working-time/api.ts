/**
 * The working-time calls of the screens, by route name through the one typed client.
 * Keys start with 'working-time' so a clock change or an amendment refreshes every view of it.
 */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ExportFormat, ExportJobView } from '../../../../shared/working-time/views';
import { alerts } from '../../lib/alerts';
import { api, type ValidBody } from '../../lib/http';
import { download, openFileUrl } from '../../lib/download';
import { i18n } from '../../lib/i18n';
import { useGuardedMutation } from '../../lib/use-guarded-mutation';

export type {
  Amendment,
  ChainStatus,
  ClockStatus,
  EntryTimes,
  ExportFormat,
  ExportJobView,
  MonthRegister,
  StaffSummary,
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
  summary: (month: string) => ['working-time', 'admin', 'summary', month] as const,
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

/** One worker's month, at once. */
export const downloadRegister = (month: string, format: ExportFormat, user: number) =>
  download('working-time.admin.export', { params: { month }, query: { format, user_id: user } });

/** The staff's month in summary (the workers' representatives' screen). */
export const useStaffSummary = (month: string) =>
  useQuery({
    queryKey: wtcKeys.summary(month),
    queryFn: ({ signal }) => api.call('working-time.admin.summary', { params: { month }, signal }).then(data),
  });

/** How often a running export job is asked how it goes. */
const JOB_POLL_MS = 1000;

/** Saves a finished job's file (its address is short-lived: asked again on each click). */
export async function saveJobFile(jobId: string): Promise<void> {
  const job = (await api.call('working-time.admin.export_job.show', { params: { job: jobId } })).data;
  if (job.file && openFileUrl(job.file.url) === 'saved') alerts.add({ type: 'success', msg: i18n.t('alerts.download') });
}

/**
 * The whole staff's month export: a job (202), polled until it is over; the page shows its progress,
 * then saves the file, or shows why it failed.
 */
export function useStaffExport() {
  const [job, setJob] = useState<ExportJobView | null>(null);
  const run = useGuardedMutation({
    mutationFn: async ({ month, format }: { month: string; format: ExportFormat }) => {
      setJob(null);
      const { job_id } = (await api.call('working-time.admin.export_job.start', { body: { month, format } })).data;
      for (;;) {
        const view = (await api.call('working-time.admin.export_job.show', { params: { job: job_id } })).data;
        setJob(view);
        if (view.status === 'done' && view.file && openFileUrl(view.file.url) === 'saved')
          alerts.add({ type: 'success', msg: i18n.t('alerts.download') });
        if (view.status !== 'running') return view;
        await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS));
      }
    },
  });
  return { job, start: run.mutate, pending: run.isPending, dismiss: () => setJob(null) };
}
