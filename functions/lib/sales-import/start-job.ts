/**
 * Starting a job on the staging area: one at a time (the staging is shared by the administration
 * team), so a job claims it first; a job running for over 30 minutes is taken as dead. Uploads,
 * refreshes and exports all start here.
 */
import { randomUUID } from 'node:crypto';
import { HttpError } from '../http/errors';
import { finishJob } from './finish-job';
import { createJob, getJob, isStale, setJobStatus, type FileItem, type JobItem } from './jobs';
import { stagingState } from './staging';
import { isConditionFailure, K, putItem, update } from './store';
import { startSalesImport, type SalesImportInput } from './workflow';

export async function claimStaging(jobId: string) {
  const take = (condition: string, values: Record<string, unknown>) =>
    update(
      K.state,
      'state',
      'SET runningJob = :job, jobs = list_append(if_not_exists(jobs, :none), :jobs)',
      { ':job': jobId, ':none': [], ':jobs': [jobId], ...values },
      undefined,
      condition,
    );
  try {
    await take('attribute_not_exists(runningJob) OR runningJob = :null', { ':null': null });
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    const state = await stagingState();
    const running = state.runningJob ? await getJob(state.runningJob) : null;
    if (running && running.status === 'running' && !isStale(running)) throw new HttpError(409, 'errors.import_sales_running');
    if (running?.status === 'running') await setJobStatus(running.id, 'failed');
    try {
      await take('runningJob = :previous', { ':previous': state.runningJob });
    } catch (e2) {
      if (isConditionFailure(e2)) throw new HttpError(409, 'errors.import_sales_running');
      throw e2;
    }
  }
}

export interface NewJob {
  kind: JobItem['kind'] & string;
  createdBy: number;
  distributorId?: number;
  brandId?: number | null;
  files?: Omit<FileItem, 'pk' | 'sk'>[];
  zeroes?: 'strip' | 'restore' | null;
  export?: SalesImportInput['export'];
  /** A refresh that first sets the wrong prices this filter matches to their pvf (step 6, "select all N matching"). */
  prices?: { customer?: string; distributor?: number };
  /** Run once the staging is claimed, before the job is written (an upload consumes its upload tickets). */
  consume?: () => Promise<void>;
}

/** Claims the staging, writes the job and starts the workflow on it; answers the job id. */
export async function startStagingJob(job: NewJob): Promise<string> {
  const jobId = randomUUID();
  await claimStaging(jobId);
  await job.consume?.();
  const files = job.files ?? [];
  await createJob(
    {
      id: jobId,
      kind: job.kind,
      status: 'running',
      distributorId: job.distributorId ?? 0,
      brandId: job.brandId ?? null,
      createdAt: new Date().toISOString(),
      createdBy: job.createdBy,
      files: files.length,
    },
    files,
  );
  // Kept beside the job (the workflow's input stays as it is): BuildViews reads it.
  if (job.prices) await putItem({ pk: K.job(jobId), sk: 'prices', search: job.prices });
  try {
    await startSalesImport({
      jobId,
      kind: job.kind,
      distributorId: job.distributorId ?? null,
      brandId: job.brandId ?? null,
      files: files.map((f) => f.index),
      zeroes: job.zeroes ?? null,
      export: job.export ?? null,
    });
  } catch (error) {
    // Not started: release the staging area at once rather than after the stale-job delay.
    await finishJob(jobId, 'failed', { Error: (error as Error).name, Cause: (error as Error).message });
    throw error;
  }
  return jobId;
}
