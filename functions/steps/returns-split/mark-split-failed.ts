/** returns-split step MarkSplitFailed: the split kept failing; its job is marked failed (error). */
import { failSplit } from '../../lib/warehouse/return-split';

export async function handler(input: { jobId: string }): Promise<{ jobId: string }> {
  await failSplit(input.jobId);
  return { jobId: input.jobId };
}
