import { describe, expect, it } from 'vitest';
import { STEP_LEFT, unfixed } from './left-to-fix';

describe('what is left to fix', () => {
  it('names only the kinds with something left, in the steps order', () => {
    expect(unfixed({ new_products: 2, no_deposit: 0, wrong_prices: 5, rejected: 1, building: false })).toEqual([
      { kind: 'rejected', count: 1 },
      { kind: 'new_products', count: 2 },
      { kind: 'wrong_prices', count: 5 },
    ]);
    expect(unfixed({ new_products: 0, no_deposit: 0, wrong_prices: 0, rejected: 0, building: false })).toEqual([]);
  });

  it('gives each fixing step its own count and the specialities none', () => {
    expect(STEP_LEFT.no_deposit).toBe('no_deposit');
    expect(STEP_LEFT.specialities).toBeUndefined();
    expect(STEP_LEFT.finish).toBeUndefined();
  });
});
