import { describe, expect, it } from 'vitest';
import {
  currentMonth,
  dayBounds,
  formatMadridDateTime,
  madridInstant,
  madridParts,
  madridToday,
  monthBounds,
  nextDate,
  nextMonth,
  previousMonth,
} from './madrid';

const hoursOf = (b: { from: Date; to: Date }) => (b.to.getTime() - b.from.getTime()) / 3600_000;

describe('Madrid clock', () => {
  it('reads instants as Madrid dates and wall times, winter (+1) and summer (+2)', () => {
    expect(madridParts('2026-01-15T07:00:00Z')).toEqual({ date: '2026-01-15', time: '08:00:00', month: '2026-01' });
    expect(madridParts('2026-07-15T07:00:00Z')).toEqual({ date: '2026-07-15', time: '09:00:00', month: '2026-07' });
    expect(madridParts(Date.parse('2026-03-31T22:30:00Z')).date).toBe('2026-04-01');
  });

  it('midnight: the Madrid day and month turn before UTC does', () => {
    // 23:30 UTC on 31 December is already 1 January in Madrid (UTC+1 in winter).
    expect(madridToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(currentMonth(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01');
    expect(madridToday(new Date('2026-07-01T21:59:59Z'))).toBe('2026-07-01');
    expect(madridToday(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
    expect(madridParts('2026-07-01T22:00:00Z').time).toBe('00:00:00');
    expect(madridInstant('2026-01-10')!.toISOString()).toBe('2026-01-09T23:00:00.000Z');
    expect(madridInstant('2026-07-10')!.toISOString()).toBe('2026-07-09T22:00:00.000Z');
  });

  it('last Sunday of March: 02:00 jumps to 03:00, the day lasts 23 hours and 02:30 does not exist', () => {
    expect(madridParts('2026-03-29T00:59:59Z').time).toBe('01:59:59');
    expect(madridParts('2026-03-29T01:00:00Z').time).toBe('03:00:00');
    expect(hoursOf(dayBounds('2026-03-29'))).toBe(23);
    expect(dayBounds('2026-03-29').from.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(dayBounds('2026-03-29').to.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(madridInstant('2026-03-29', '02:30:00')).toBeNull();
    expect(madridInstant('2026-03-29', '03:00:00')!.toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(hoursOf(monthBounds('2026-03'))).toBe(31 * 24 - 1);
  });

  it('last Sunday of October: 03:00 falls back to 02:00, the day lasts 25 hours and 02:30 is its first occurrence', () => {
    expect(madridParts('2026-10-25T00:30:00Z').time).toBe('02:30:00');
    expect(madridParts('2026-10-25T01:30:00Z').time).toBe('02:30:00');
    expect(hoursOf(dayBounds('2026-10-25'))).toBe(25);
    expect(dayBounds('2026-10-25').to.toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(madridInstant('2026-10-25', '02:30:00')!.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(madridInstant('2026-10-25', '03:00:00')!.toISOString()).toBe('2026-10-25T02:00:00.000Z');
    expect(hoursOf(dayBounds('2026-06-10'))).toBe(24);
    expect(monthBounds('2026-11').from.toISOString()).toBe('2026-10-31T23:00:00.000Z');
  });

  it('calendar steps across month and year ends', () => {
    expect(nextDate('2026-02-28')).toBe('2026-03-01');
    expect(nextDate('2026-12-31')).toBe('2027-01-01');
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(previousMonth('2026-01')).toBe('2025-12');
  });

  it('formats DD/MM/YYYY HH:mm:ss in Madrid time, with or without seconds', () => {
    expect(formatMadridDateTime(new Date('2026-11-21T00:06:16Z'))).toBe('21/11/2026 01:06:16');
    expect(formatMadridDateTime('2026-07-01T22:00:05Z')).toBe('02/07/2026 00:00:05');
    expect(formatMadridDateTime('2026-07-01T22:00:05Z', { seconds: false })).toBe('02/07/2026 00:00');
  });
});
