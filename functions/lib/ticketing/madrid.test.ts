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
  const query = {
    between: (a: { createdAt: string }, b: { createdAt: string }) => ['between', a.createdAt, b.createdAt],
    gte: (a: { createdAt: string }) => ['gte', a.createdAt],
    lt: (b: { createdAt: string }) => ['lt', b.createdAt],
  };

  it('bounds the key by Madrid days: both ends, one end, or none', () => {
    expect(createdWithinDays(query, { date_from: '2026-01-10', date_to: '2026-01-11' })).toEqual([
      'between',
      '2026-01-09T23:00:00.000Z',
      '2026-01-11T23:00:00.000Z',
    ]);
    expect(createdWithinDays(query, { date_from: '2026-07-10' })).toEqual(['gte', '2026-07-09T22:00:00.000Z']);
    expect(createdWithinDays(query, { date_to: '2026-07-10' })).toEqual(['lt', '2026-07-10T22:00:00.000Z']);
    expect(createdWithinDays(query, {})).toBeUndefined();
  });
});
