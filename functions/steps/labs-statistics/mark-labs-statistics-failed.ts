/** labs-statistics step MarkLabsStatisticsFailed: the step kept failing; its job is marked failed. */
import { failLabsStatistics } from '../../lib/administration/labs-statistics-job';
import { step } from '../../lib/observability/trace';

export const handler = step(
  'MarkLabsStatisticsFailed',
  async (input: { jobId: string; error?: { Error?: string; Cause?: string } }): Promise<{ jobId: string }> => {
    await failLabsStatistics(input.jobId, input.error);
    return { jobId: input.jobId };
  },
);
