import { describe, expect, it } from 'vitest';
import { monthText, parseMonth } from './MonthField';

describe('month field text', () => {
  it('shows YYYY-MM as MM/YYYY and reads a typed month either way round', () => {
    expect(monthText('2026-12')).toBe('12/2026');
    expect(monthText('')).toBe('');
    expect(parseMonth('12/2026')).toBe('2026-12');
    expect(parseMonth(' 3/2026 ')).toBe('2026-03');
    expect(parseMonth('03-2026')).toBe('2026-03');
    expect(parseMonth('2026/12')).toBe('2026-12');
    expect(parseMonth('2026-04')).toBe('2026-04');
    expect(parseMonth('13/2026')).toBeNull();
    expect(parseMonth('12/20')).toBeNull();
    expect(parseMonth('1/202')).toBeNull();
    expect(parseMonth('')).toBeNull();
  });
});
