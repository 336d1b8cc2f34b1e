/** Workflow sales-import, step MarkFailed: an unexpected error stopped the job; the staging area is freed. */
import { finishJob } from '../../lib/sales-import/finish-job';

export const handler = (input: { jobId: string }) => finishJob(input.jobId, 'failed');
