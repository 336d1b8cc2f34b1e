/** returns-split step SplitTracking: performs the split once (functions/lib/warehouse/return-split.ts). */
import { performSplit, type SplitInput, type SplitOutcome } from '../../lib/warehouse/return-split';

export async function handler(input: SplitInput): Promise<SplitOutcome> {
  return performSplit(input);
}
