import { describe, expect, it } from 'vitest';
import { swipeStep, wrapIndex } from './swipe';

describe('banner swipe (spec §4: past a quarter of the width)', () => {
  it('changes slide only past a quarter of the width', () => {
    expect(swipeStep(-100, 400)).toBe(0);
    expect(swipeStep(-101, 400)).toBe(1);
    expect(swipeStep(100, 400)).toBe(0);
    expect(swipeStep(101, 400)).toBe(-1);
    expect(swipeStep(0, 400)).toBe(0);
    expect(swipeStep(-50, 0)).toBe(0);
  });
  it('wraps around', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 0)).toBe(0);
  });
});
