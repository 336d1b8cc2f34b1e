import { describe, expect, it } from 'vitest';
import { formatMonth, readAmount } from './format';

describe('sales import formats', () => {
  it('reads amounts with a decimal comma or point, to the cent', () => {
    expect(readAmount('12,5')).toBe(12.5);
    expect(readAmount(' 3.07 ')).toBe(3.07);
    expect(readAmount('7')).toBe(7);
    expect(readAmount('1,234')).toBeNull();
    expect(readAmount('abc')).toBeNull();
    expect(readAmount('')).toBeNull();
  });
  it('shows months as MM/YYYY', () => {
    expect(formatMonth('2026-03')).toBe('03/2026');
    expect(formatMonth('bad')).toBe('bad');
  });
});
