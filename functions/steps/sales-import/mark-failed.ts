/**
 * Workflow sales-import, step MarkFailed: a step failed. What the unfinished files wrote is removed,
 * the cause is recorded on the job and logged with its id, and the staging area is freed. The
 * failure is counted (sales-import/ImportsFailed: the workflow itself ends well, so its own
 * failed-executions alarm would not see it).
 */
import { recordMetrics } from '../../lib/observability/metrics';
import { step } from '../../lib/observability/trace';
import { finishJob, type WorkflowError } from '../../lib/sales-import/finish-job';

export const handler = step('MarkFailed', async (input: { jobId: string; error?: WorkflowError }) => {
  const done = await finishJob(input.jobId, 'failed', input.error);
  await recordMetrics('sales-import', { ImportsFailed: 1 }, { jobId: input.jobId, error: input.error?.Error });
  return done;
});
