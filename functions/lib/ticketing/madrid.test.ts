import { describe, expect, it } from 'vitest';
import { createdWithinDays, madridDayEnd, madridDayStart } from './madrid';

describe('Madrid days', () => {
  it('start at local midnight, summer and winter', () => {
    expect(madridDayStart('2026-07-10')).toBe('2026-07-09T22:00:00.000Z');
    expect(madridDayStart('2026-01-10')).toBe('2026-01-09T23:00:00.000Z');
    expect(madridDayEnd('2026-01-10')).toBe('2026-01-10T23:00:00.000Z');
  });
});

describe('createdWithinDays', () => {
  const query = { between: (a: { createdAt: string }, b: { createdAt: string }) => [a.createdAt, b.createdAt] };

  it('bounds the key by Madrid days on both sides, open ends included (the partition is shared)', () => {
    expect(createdWithinDays(query, { date_from: '2026-01-10', date_to: '2026-01-11' })).toEqual([
      '2026-01-09T23:00:00.000Z',
      '2026-01-11T23:00:00.000Z',
    ]);
    expect(createdWithinDays(query, { date_from: '2026-07-10' })).toEqual(['2026-07-09T22:00:00.000Z', '9999']);
    expect(createdWithinDays(query, { date_to: '2026-07-10' })).toEqual(['', '2026-07-10T22:00:00.000Z']);
    expect(createdWithinDays(query, {})).toBeUndefined();
  });
});
