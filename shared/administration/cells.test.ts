import { describe, expect, it } from 'vitest';
import { readDay, readNumber } from './cells';
import { orderNumberRule, splitRecipients, shiftMonth, groupByOf } from './rules';

describe('manual sale cells as pasted from a Spanish spreadsheet', () => {
  it('reads DD/MM/YYYY, Ymd and ISO dates, and refuses days that do not exist', () => {
    expect(readDay('01/03/2026')).toBe('2026-03-01');
    expect(readDay(' 1-3-2026 ')).toBe('2026-03-01');
    expect(readDay('20260331')).toBe('2026-03-31');
    expect(readDay('2026-03-31')).toBe('2026-03-31');
    expect(readDay('31/02/2026')).toBeNull();
    expect(readDay('03/2026')).toBeNull();
    expect(readDay('')).toBeNull();
  });

  it('reads decimal commas and thousands dots, and English decimals', () => {
    expect(readNumber('12,50')).toBe(12.5);
    expect(readNumber('1.234,56')).toBe(1234.56);
    expect(readNumber('1.234')).toBe(1234);
    expect(readNumber('1234.5')).toBe(1234.5);
    expect(readNumber('-3,2 €')).toBe(-3.2);
    expect(readNumber('dos')).toBeNull();
    expect(readNumber('')).toBeNull();
    expect(readNumber(7)).toBe(7);
  });
});

describe('administration rules', () => {
  it('asks the order number on 867 (optional), 748 and 9023 (required), not on 825', () => {
    expect([867, 748, 9023, 825].map(orderNumberRule)).toEqual(['optional', 'required', 'required', 'none']);
  });
  it('sends any other grouping as outs', () => {
    expect(['outs', 'direct', 'consignments', 'x', undefined].map(groupByOf)).toEqual([
      'outs',
      'direct',
      'consignments',
      'outs',
      'outs',
    ]);
  });
  it('splits typed recipients, trimmed, blanks dropped; shifts months across years', () => {
    expect(splitRecipients(' a@x.com, ,b@y.com ,')).toEqual(['a@x.com', 'b@y.com']);
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
  });
});
