import { describe, expect, it } from 'vitest';
import type { WorkDay, WorkEntry } from '../../../../shared/working-time/views';
import {
  dayText,
  durationText,
  endText,
  liveDaySeconds,
  liveEntrySeconds,
  liveMonthSeconds,
  madridDateTime,
  monthName,
  rangeText,
} from './register-format';

const t = (key: string, vars?: Record<string, string | number>) => `${key}:${JSON.stringify(vars)}`;

function entry(over: Partial<WorkEntry>): WorkEntry {
  return {
    id: 1,
    user_id: 2,
    time_start: '2026-11-24T07:00:00.000Z',
    time_end: '2026-11-24T08:30:00.000Z',
    seconds: 5400,
    origin: 'clock',
    amended: false,
    deleted: false,
    forgotten: false,
    version: 1,
    amendments: [],
    ...over,
  };
}

describe('the register on screen', () => {
  it('shows instants as Madrid wall times, whatever the browser zone', () => {
    // 07:00Z is 08:00 in winter (UTC+1); 06:00Z is 08:00 in summer (UTC+2).
    expect(madridDateTime('2026-11-24T07:00:00.000Z')).toBe('24/11/2026 08:00:00');
    expect(madridDateTime('2026-07-01T06:00:00.000Z')).toBe('01/07/2026 08:00:00');
  });

  it('shows the end with its date only when it falls on a later day, and an open end as an ellipsis', () => {
    expect(endText(entry({}))).toBe('09:30:00');
    expect(endText(entry({ time_start: '2026-11-24T21:00:00.000Z', time_end: '2026-11-25T01:00:00.000Z' }))).toBe(
      '25/11/2026 02:00:00',
    );
    expect(endText(entry({ time_end: null }))).toBe('');
    expect(rangeText(entry({ time_end: null }))).toBe('24/11/2026 08:00:00 – …');
    expect(rangeText(null)).toBe('');
  });

  it('derives hours and minutes from seconds', () => {
    expect(durationText(t, 7 * 3600 + 5 * 60 + 59)).toBe('workingTime.duration:{"hours":7,"minutes":"05"}');
    expect(durationText(t, 30 * 3600)).toBe('workingTime.duration:{"hours":30,"minutes":"00"}');
  });

  it('names months and days in each language', () => {
    expect(monthName('2026-11', 'ca')).toMatch(/novembre.*2026/);
    expect(monthName('2026-11', 'es')).toMatch(/noviembre.*2026/);
    expect(dayText('2026-11-23', 'ca')).toMatch(/^dl\.? 23\/11\/2026$/);
  });

  it('counts an open entry up to now, and a deleted one never', () => {
    const now = new Date('2026-11-24T10:00:00.000Z');
    const open = entry({ id: 2, time_start: '2026-11-24T09:00:00.000Z', time_end: null, seconds: 1800 });
    expect(liveEntrySeconds(open, now)).toBe(3600);
    expect(liveEntrySeconds(entry({}), now)).toBe(5400);
    const day: WorkDay = { date: '2026-11-24', seconds: 5400 + 1800, entries: [entry({}), open], broken: false };
    // The server counted the open entry up to 09:30; at 10:00 it has run 30 minutes more.
    expect(liveDaySeconds(day, '2026-11-24T09:30:00.000Z', now)).toBe(5400 + 3600);
    const deletedOpen = entry({ id: 3, time_end: null, deleted: true });
    const withDeleted: WorkDay = { ...day, entries: [entry({}), deletedOpen], seconds: 5400 };
    expect(liveDaySeconds(withDeleted, '2026-11-24T09:30:00.000Z', now)).toBe(5400);
    expect(liveMonthSeconds({ seconds: 7200, days: [day], now: '2026-11-24T09:30:00.000Z' }, now)).toBe(7200 + 1800);
  });
});
