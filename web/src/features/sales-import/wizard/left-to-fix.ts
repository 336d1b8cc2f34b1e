/** What is left to fix, as each step and the finish confirmation name it. */
import type { LeftToFix } from '../../../../../shared/sales-import/views';
import type { StepId } from './steps';

export type LeftKind = 'rejected' | 'new_products' | 'no_deposit' | 'wrong_prices';

/** In the order the steps come. */
export const LEFT_KINDS: readonly LeftKind[] = ['rejected', 'new_products', 'no_deposit', 'wrong_prices'];

/** The count each step shows in its header (the summary: the rows not read). */
export const STEP_LEFT: Partial<Record<StepId, LeftKind>> = {
  summary: 'rejected',
  new_products: 'new_products',
  no_deposit: 'no_deposit',
  wrong_prices: 'wrong_prices',
};

/** The kinds with something left, and how many, for the finish confirmation. */
export const unfixed = (left: LeftToFix): { kind: LeftKind; count: number }[] =>
  LEFT_KINDS.map((kind) => ({ kind, count: left[kind] })).filter((u) => u.count > 0);
