import { describe, expect, it } from 'vitest';
import { swipeDirection } from './swipe';

describe('swipe (past a quarter of the width)', () => {
  it('counts only past a quarter of the width, in the direction dragged', () => {
    expect(swipeDirection(-100, 400)).toBeNull();
    expect(swipeDirection(-101, 400)).toBe('left');
    expect(swipeDirection(100, 400)).toBeNull();
    expect(swipeDirection(101, 400)).toBe('right');
    expect(swipeDirection(0, 400)).toBeNull();
    expect(swipeDirection(-50, 0)).toBeNull();
  });
});
