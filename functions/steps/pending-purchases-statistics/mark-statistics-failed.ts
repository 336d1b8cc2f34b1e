/** pending-purchases-statistics step MarkStatisticsFailed: the step kept failing; its job is marked failed. */
import { step } from '../../lib/observability/trace';
import { failStatistics } from '../../lib/warehouse/statistics-job';

export const handler = step(
  'MarkStatisticsFailed',
  async (input: { jobId: string; error?: { Error?: string; Cause?: string } }): Promise<{ jobId: string }> => {
    await failStatistics(input.jobId, input.error);
    return { jobId: input.jobId };
  },
);
