/** returns-split step SplitTracking: performs the split once (functions/lib/warehouse/return-split.ts). */
import { step } from '../../lib/observability/trace';
import { performSplit, type SplitInput, type SplitOutcome } from '../../lib/warehouse/return-split';

export const handler = step('SplitTracking', (input: SplitInput): Promise<SplitOutcome> => performSplit(input));
