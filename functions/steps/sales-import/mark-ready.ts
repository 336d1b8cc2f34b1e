/**
 * Workflow sales-import, step MarkReady: the job is done (its files staged, duplicated or
 * refused each on its own) and the staging area is free for the next upload. An upload's rows
 * staged and rejected are recorded as the import's business metrics.
 */
import { recordMetrics } from '../../lib/observability/metrics';
import { step } from '../../lib/observability/trace';
import { finishJob } from '../../lib/sales-import/finish-job';
import { getJob, jobFiles } from '../../lib/sales-import/jobs';

async function recordImport(jobId: string): Promise<void> {
  const [job, files] = await Promise.all([getJob(jobId), jobFiles(jobId)]);
  if ((job?.kind ?? 'upload') !== 'upload') return;
  const staged = files.filter((f) => f.status === 'staged');
  await recordMetrics(
    'sales-import',
    {
      RowsStaged: staged.reduce((n, f) => n + f.rows, 0),
      RowsRejected: staged.reduce((n, f) => n + f.rejected, 0),
      ImportsFinished: 1,
    },
    { jobId, files: files.length, distributorId: job?.distributorId },
  );
}

export const handler = step('MarkReady', async (input: { jobId: string }) => {
  const done = await finishJob(input.jobId, 'ready');
  await recordImport(input.jobId);
  return done;
});
