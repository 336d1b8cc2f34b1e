import { describe, expect, it } from 'vitest';
import { entersNext, parseStep, STEP_COUNT } from './steps';

describe('wizard steps', () => {
  it('has the seven steps of the spec', () => expect(STEP_COUNT).toBe(7));
  it('reads the step of the address, step 1 for anything else', () => {
    expect(parseStep('3')).toBe(3);
    expect(parseStep('7')).toBe(7);
    expect(parseStep(undefined)).toBe(1);
    expect(parseStep('8')).toBe(1);
    expect(parseStep('0')).toBe(1);
    expect(parseStep('2.5')).toBe(1);
    expect(parseStep('x')).toBe(1);
  });
  it('moves on with Enter on steps 2 to 5 only, and not from a control', () => {
    const div = { tagName: 'DIV' } as unknown as EventTarget;
    const input = { tagName: 'INPUT' } as unknown as EventTarget;
    const button = { tagName: 'BUTTON' } as unknown as EventTarget;
    expect([1, 2, 3, 4, 5, 6, 7].map((s) => entersNext(s, div))).toEqual([false, true, true, true, true, false, false]);
    expect(entersNext(3, input)).toBe(false);
    expect(entersNext(2, button)).toBe(false);
    expect(entersNext(2, null)).toBe(true);
  });
});
