/**
 * The administration's calls (docs/api/administration.md), through the one typed client. Query keys
 * start with 'administration' so invalidating ['administration', …] refreshes the screens using it.
 */
import { useQuery } from '@tanstack/react-query';
import type { LabsStatisticsJob } from '../../../../shared/administration/views';
import { api } from '../../lib/http';
import { putPresigned, type UploadProgress } from '../../lib/upload';

export type * from '../../../../shared/administration/views';

export const adminKeys = {
  salesOptions: ['administration', 'sales_options'] as const,
  catalog: (month: string) => ['administration', 'catalog', month] as const,
  specialCatalog: ['parties', 'ah1706'] as const,
  laboratories: ['parties', 'laboratories'] as const,
  platforms: ['parties', 'platforms'] as const,
  purchaseOrders: (platform: number) => ['administration', 'platform_invoicing', platform] as const,
};

const data = <T>(answer: { data: T }) => answer.data;
/** Forms show a 422 on their fields, not as alerts. */
export const onForm = { handle: [422] as const };

/** How often a running job is asked how it goes. */
const JOB_POLL_MS = 700;

/**
 * Labs statistics run as a job (docs/api/administration.md): the call answers 202 with it (a 422 is
 * the form's), then it is polled until done or failed; `onJob` sees every state, for the progress.
 */
export async function runLabsStatistics(
  body: { lab: number; distributors: number[]; from: string; to: string },
  onJob: (job: LabsStatisticsJob) => void,
): Promise<LabsStatisticsJob> {
  let job = await api.call('administration.labs_statistics.export', { body, ...onForm }).then(data);
  onJob(job);
  while (job.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS));
    job = await api.call('administration.labs_statistics.job', { params: { job: job.job_id } }).then(data);
    onJob(job);
  }
  return job;
}

/** The job's file, asked again: its address lasts minutes. */
export const labsStatisticsUrl = (jobId: string) =>
  api
    .call('administration.labs_statistics.job', { params: { job: jobId } })
    .then(data)
    .then((job) => job.url);

export const useSalesOptions = () =>
  useQuery({
    queryKey: adminKeys.salesOptions,
    queryFn: ({ signal }) => api.call('administration.sales_options', { signal }).then(data),
  });

export const useLaboratories = () =>
  useQuery({
    queryKey: adminKeys.laboratories,
    queryFn: ({ signal }) => api.call('parties.laboratories', { signal }).then(data),
  });

export const usePlatforms = () =>
  useQuery({
    queryKey: adminKeys.platforms,
    queryFn: ({ signal }) => api.call('parties.platforms', { signal }).then(data),
  });

/** Sends a file through an administration upload ticket (the one upload path); answers its upload id. */
export async function uploadFile(file: File, onProgress?: (p: UploadProgress) => void): Promise<string> {
  const ticket = await api.call('administration.upload_ticket', { body: { file_name: file.name, size: file.size } });
  await putPresigned(ticket, file, { onProgress });
  return ticket.upload_id;
}
