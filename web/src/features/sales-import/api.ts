/**
 * The sales import's calls (docs/api/sales-import.md), through the one typed client. Query keys
 * start with the route names' first part, so invalidating ['sales_import'] refreshes every screen;
 * the wizard's step loaders live under ['sales_import', 'step'] and are dropped on each step change.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Brand, Distributor, ImportJobView } from '../../../../shared/sales-import/views';
import { alerts } from '../../lib/alerts';
import { openFileUrl } from '../../lib/download';
import { api, type ValidBody } from '../../lib/http';
import { i18n } from '../../lib/i18n';
import { putPresigned, type UploadProgress } from '../../lib/upload';
import { useGuardedMutation } from '../../lib/use-guarded-mutation';

export type * from '../../../../shared/sales-import/views';
export type DistributorBody = ValidBody<'sales_import.distributors.store'>;
export type ProductConversionBody = ValidBody<'sales_import.convert_cn.store'>;
export type CustomerConversionBody = ValidBody<'sales_import.convert_pf.store'>;

export const importKeys = {
  all: ['sales_import'] as const,
  state: ['sales_import', 'rows'] as const,
  distributors: ['sales_import', 'distributors'] as const,
  brands: ['sales_import', 'brands'] as const,
  step: ['sales_import', 'step'] as const,
  /** What is left to fix: under `step`, so it is read afresh on every step change. */
  left: ['sales_import', 'step', 'left'] as const,
  /** The server-paged step lists (useServerTable keys its pages by the route's name). */
  stepTables: [
    ['sales_import', 'new_products'],
    ['sales_import', 'sl_with_specialities'],
    ['sales_import', 'no_deposit'],
    ['sales_import', 'wrong_prices'],
  ] as const,
  job: (id: string) => ['sales_import', 'jobs', id] as const,
  convertCn: ['sales_import', 'convert_cn'] as const,
  convertPf: ['sales_import', 'convert_pf'] as const,
  catalog: ['sales_import', 'catalog'] as const,
};

const data = <T>(answer: { data: T }) => answer.data;
/** Forms show a 422 on their fields (components/validation serverFieldErrors), not as alerts. */
export const onForm = { handle: [422] as const };

export const useImportState = () =>
  useQuery({
    queryKey: importKeys.state,
    queryFn: ({ signal }) => api.call('sales_import.rows', { signal }).then(data),
  });

/** What is still unfixed in the staging (counters, one read). */
export const useLeftToFix = () =>
  useQuery({
    queryKey: importKeys.left,
    queryFn: ({ signal }) => api.call('sales_import.left_to_fix', { signal }).then(data),
  });

/** After a step's action: what is left to fix is read again. */
export function useRefreshLeft() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: importKeys.left });
}

export const useDistributors = () =>
  useQuery({
    queryKey: importKeys.distributors,
    queryFn: ({ signal }) => api.call('sales_import.distributors.index', { signal }).then(data),
  });

export const useBrands = () =>
  useQuery({
    queryKey: importKeys.brands,
    queryFn: ({ signal }) => api.call('sales_import.brands.index', { signal }).then(data),
  });

/** Create (id null) or update a distributor; the list refreshes. */
export function useSaveDistributor() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ id, body }: { id: number | null; body: DistributorBody }): Promise<Distributor> =>
      (id === null
        ? api.call('sales_import.distributors.store', { body, ...onForm })
        : api.call('sales_import.distributors.update', { params: { id }, body, ...onForm })
      ).then(data),
    onSuccess: () => client.invalidateQueries({ queryKey: importKeys.distributors }),
  });
}

export function useSaveBrand() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ id, name }: { id: number | null; name: string }): Promise<Brand> =>
      (id === null
        ? api.call('sales_import.brands.store', { body: { name }, ...onForm })
        : api.call('sales_import.brands.update', { params: { id }, body: { name }, ...onForm })
      ).then(data),
    onSuccess: () => client.invalidateQueries({ queryKey: importKeys.brands }),
  });
}

/** Sends a file through an upload ticket (the one upload path); answers its upload id. */
export async function uploadFile(file: File, onProgress?: (p: UploadProgress) => void): Promise<string> {
  const ticket = await api.call('sales_import.upload_ticket', { body: { file_name: file.name, size: file.size } });
  await putPresigned(ticket, file, { onProgress });
  return ticket.upload_id;
}

/**
 * The uploads of this visit whose rows could not all be read: the summary offers their rejected
 * rows (an xlsx per upload job) after the upload step has moved on.
 */
const rejectedJobs: { id: string; rejected: number }[] = [];

export function rememberJob(job: ImportJobView): void {
  if (job.rejected > 0 && !rejectedJobs.some((j) => j.id === job.id)) rejectedJobs.push({ id: job.id, rejected: job.rejected });
}

export const jobsWithRejected = (): readonly { id: string; rejected: number }[] => rejectedJobs;

/** How often a running job is asked how it goes. */
export const JOB_POLL_MS = 1000;

/** A job that ended failed: its message (in the page's language) is the error. */
export class JobFailed extends Error {
  constructor(readonly job: ImportJobView) {
    super(job.message ?? i18n.t('errors.error'));
  }
}

/**
 * Polls a staging job until it is over (uploads, refreshes and exports all run on the workflow:
 * whatever reads every staged row is too big for one call); `onProgress` sees each answer.
 */
export async function followJob(
  jobId: string,
  { signal, onProgress }: { signal?: AbortSignal; onProgress?: (job: ImportJobView) => void } = {},
): Promise<ImportJobView> {
  for (;;) {
    const view = (await api.call('sales_import.jobs.show', { params: { job: jobId }, signal })).data;
    onProgress?.(view);
    if (view.status !== 'running') return view;
    await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS));
  }
}

/**
 * Runs a call that starts a job (202 `{job_id}`) and waits for it; a failed job says why in an
 * alert and rejects, so the button's mutation ends as failed.
 */
export async function runJob(
  start: () => Promise<{ data: { job_id: string } }>,
  onProgress?: (job: ImportJobView) => void,
): Promise<ImportJobView> {
  const { job_id } = (await start()).data;
  const done = await followJob(job_id, { onProgress });
  if (done.status === 'failed') {
    const error = new JobFailed(done);
    alerts.add({ type: 'error', msg: error.message });
    throw error;
  }
  return done;
}

/** An export job (the ERP download, the wrong prices): waits for its workbook, then saves it. */
export async function exportByJob(start: () => Promise<{ data: { job_id: string } }>): Promise<void> {
  const done = await runJob(start);
  if (!done.url) return;
  if (openFileUrl(done.url) === 'saved') alerts.add({ type: 'success', msg: i18n.t('alerts.download') });
}
