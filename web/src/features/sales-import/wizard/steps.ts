/** The wizard's seven steps (spec §2, §4, §9) and reading the step of its address. */

export const STEPS = ['upload', 'summary', 'new_products', 'specialities', 'no_deposit', 'wrong_prices', 'finish'] as const;
export type StepId = (typeof STEPS)[number];
export const STEP_COUNT = STEPS.length;

/** The `:step?` of the address as 1 to 7; anything else is step 1. */
export function parseStep(raw: string | undefined): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= STEP_COUNT ? n : 1;
}

/** Steps 2 to 5 move on with Enter (spec §2), unless the key was meant for a control. */
export function entersNext(step: number, target: EventTarget | null): boolean {
  if (step < 2 || step > 5) return false;
  const el = target as HTMLElement | null;
  const tag = el?.tagName?.toLowerCase();
  return !(tag === 'input' || tag === 'textarea' || tag === 'select' || tag === 'button' || tag === 'a' || el?.isContentEditable);
}
