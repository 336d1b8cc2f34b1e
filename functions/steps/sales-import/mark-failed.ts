/**
 * Workflow sales-import, step MarkFailed: a step failed. What the unfinished files wrote is removed,
 * the cause is recorded on the job and logged with its id, and the staging area is freed.
 */
import { finishJob, type WorkflowError } from '../../lib/sales-import/finish-job';

export const handler = (input: { jobId: string; error?: WorkflowError }) => finishJob(input.jobId, 'failed', input.error);
