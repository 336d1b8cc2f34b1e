import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDate, formatDateTime, formatTime, toApiDate } from './format';

describe('display formats (spec §9)', () => {
  it('dates as DD/MM/YYYY, calendar days never shifted', () => {
    expect(formatDate('2024-03-05')).toBe('05/03/2024');
    expect(formatDate(new Date(2024, 11, 31, 23, 59))).toBe('31/12/2024');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
  it('times as HH:mm:ss', () => {
    expect(formatTime(new Date(2024, 0, 1, 9, 5, 7))).toBe('09:05:07');
    expect(formatDateTime(new Date(2024, 0, 1, 14, 0, 0))).toBe('01/01/2024 14:00:00');
  });
  it('euros with two decimals', () => {
    for (const locale of ['ca', 'es'] as const) {
      const text = formatCurrency(1234.5, locale).replace(/\s/g, ' ');
      expect(text).toBe('1.234,50 €');
    }
    expect(formatCurrency('7.1').replace(/\s/g, ' ')).toBe('7,10 €');
    expect(formatCurrency(null)).toBe('');
    expect(formatCurrency('abc')).toBe('');
  });
  it('API dates as YYYY-MM-DD', () => {
    expect(toApiDate(new Date(2024, 1, 9))).toBe('2024-02-09');
  });
});
