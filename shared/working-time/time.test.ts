import { describe, expect, it } from 'vitest';
import {
  dayBounds,
  formatHoursMinutes,
  isFutureMonth,
  madridInstant,
  madridParts,
  monthBounds,
  parseWallTime,
  previousMonth,
} from './time';

const hoursOf = (b: { from: Date; to: Date }) => (b.to.getTime() - b.from.getTime()) / 3600_000;

describe('Madrid time', () => {
  it('reads instants as Madrid dates and wall times, winter and summer', () => {
    expect(madridParts('2026-01-15T07:00:00Z')).toEqual({ date: '2026-01-15', time: '08:00:00', month: '2026-01' });
    expect(madridParts('2026-07-15T07:00:00Z')).toEqual({ date: '2026-07-15', time: '09:00:00', month: '2026-07' });
    expect(madridParts('2026-03-31T22:30:00Z').date).toBe('2026-04-01');
  });

  it('days across the DST changes last 23 and 25 hours; other days 24', () => {
    expect(hoursOf(dayBounds('2026-03-29'))).toBe(23);
    expect(hoursOf(dayBounds('2026-10-25'))).toBe(25);
    expect(hoursOf(dayBounds('2026-06-10'))).toBe(24);
    expect(hoursOf(monthBounds('2026-03'))).toBe(31 * 24 - 1);
    expect(monthBounds('2026-11').from.toISOString()).toBe('2026-10-31T23:00:00.000Z');
  });

  it('a skipped wall time does not exist; a repeated one is its first occurrence', () => {
    expect(madridInstant('2026-03-29', '02:30:00')).toBeNull();
    expect(madridInstant('2026-03-29', '03:00:00')!.toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(madridInstant('2026-10-25', '02:30:00')!.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(madridInstant('2026-10-25', '03:00:00')!.toISOString()).toBe('2026-10-25T02:00:00.000Z');
  });

  it('parses wall times with or without an offset, and refuses what is not a time', () => {
    expect((parseWallTime('2026-02-10T09:00') as Date).toISOString()).toBe('2026-02-10T08:00:00.000Z');
    expect((parseWallTime('2026-02-10 09:00:30') as Date).toISOString()).toBe('2026-02-10T08:00:30.000Z');
    expect((parseWallTime('2026-02-10T09:00:00Z') as Date).toISOString()).toBe('2026-02-10T09:00:00.000Z');
    expect((parseWallTime('2026-10-25T02:30+01:00') as Date).toISOString()).toBe('2026-10-25T01:30:00.000Z');
    expect(parseWallTime('2026-03-29T02:15')).toBe('nonexistent');
    for (const bad of ['2026-02-30T09:00', '2026-02-10', '10/02/2026 09:00', '2026-02-10T25:00', 'x'])
      expect(parseWallTime(bad), bad).toBe('format');
  });

  it('months: the previous one, the future ones, and H:MM totals', () => {
    expect(previousMonth('2026-01')).toBe('2025-12');
    const now = new Date('2026-11-30T23:30:00Z'); // already 1 December in Madrid
    expect(isFutureMonth('2026-12', now)).toBe(false);
    expect(isFutureMonth('2027-01', now)).toBe(true);
    expect(formatHoursMinutes(25 * 3600 + 5 * 60 + 59)).toBe('25:05');
  });
});
