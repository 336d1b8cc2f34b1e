import { describe, expect, it } from 'vitest';
import { formatHoursMinutes, isFutureMonth, parseWallTime } from './time';

// The Madrid clock itself (days, DST changes, midnight) is tested in shared/time/madrid.test.ts.
describe('working-time arithmetic', () => {
  it('parses wall times with or without an offset, and refuses what is not a time', () => {
    expect((parseWallTime('2026-02-10T09:00') as Date).toISOString()).toBe('2026-02-10T08:00:00.000Z');
    expect((parseWallTime('2026-02-10 09:00:30') as Date).toISOString()).toBe('2026-02-10T08:00:30.000Z');
    expect((parseWallTime('2026-02-10T09:00:00Z') as Date).toISOString()).toBe('2026-02-10T09:00:00.000Z');
    expect((parseWallTime('2026-10-25T02:30+01:00') as Date).toISOString()).toBe('2026-10-25T01:30:00.000Z');
    expect(parseWallTime('2026-03-29T02:15')).toBe('nonexistent');
    for (const bad of ['2026-02-30T09:00', '2026-02-10', '10/02/2026 09:00', '2026-02-10T25:00', 'x'])
      expect(parseWallTime(bad), bad).toBe('format');
  });

  it('months: the future ones, and H:MM totals', () => {
    const now = new Date('2026-11-30T23:30:00Z'); // already 1 December in Madrid
    expect(isFutureMonth('2026-12', now)).toBe(false);
    expect(isFutureMonth('2027-01', now)).toBe(true);
    expect(formatHoursMinutes(25 * 3600 + 5 * 60 + 59)).toBe('25:05');
  });
});
