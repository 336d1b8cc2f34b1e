/** returns-split step MarkSplitFailed: the split kept failing; its job is marked failed (error). */
import { step } from '../../lib/observability/trace';
import { failSplit } from '../../lib/warehouse/return-split';

export const handler = step('MarkSplitFailed', async (input: { jobId: string }): Promise<{ jobId: string }> => {
  await failSplit(input.jobId);
  return { jobId: input.jobId };
});
