import { describe, expect, it } from 'vitest';
import type { WorkEntry } from '../../../../shared/working-time/views';
import { entryBody, entryIssues, entryValues, fieldOfServerError, newEntryValues, reasonIssue } from './entry-form';

const now = new Date('2026-11-24T12:00:00.000Z'); // 13:00 in Madrid
const valid = { ...newEntryValues(2, '2026-11-23'), start: '08:00:00', end: '15:30:00', reason: 'Oblit' };

describe("the administrator's entry form", () => {
  it('accepts a complete entry and sends Madrid wall times', () => {
    expect(entryIssues(valid, now)).toEqual({});
    expect(entryBody({ ...valid, user_id: 2 })).toEqual({
      user_id: 2,
      time_start: '2026-11-23T08:00:00',
      time_end: '2026-11-23T15:30:00',
      reason: 'Oblit',
    });
  });

  it('requires user, day, times and a reason', () => {
    expect(Object.keys(entryIssues(newEntryValues(null, ''), now)).sort()).toEqual(['date', 'end', 'reason', 'start', 'user_id']);
    expect(reasonIssue('   ')).toEqual({ key: 'validation.required' });
    expect(reasonIssue('x'.repeat(501))?.key).toBe('workingTime.validation.reason_max');
  });

  it('keeps the end after the start unless it ends the next day', () => {
    expect(entryIssues({ ...valid, end: '07:00:00' }, now).end?.key).toBe('workingTime.validation.end_after_start');
    expect(entryIssues({ ...valid, end: '08:00:00' }, now).end?.key).toBe('workingTime.validation.end_after_start');
    const night = { ...valid, date: '2026-11-22', start: '22:00:00', end: '06:00:00', endsNextDay: true };
    expect(entryIssues(night, now)).toEqual({});
    expect(entryBody({ ...night, user_id: 2 }).time_end).toBe('2026-11-23T06:00:00');
  });

  it('refuses 12-hour or malformed times, the future, and the hour skipped in March', () => {
    expect(entryIssues({ ...valid, start: '8:00' }, now).start?.key).toBe('workingTime.validation.time');
    expect(entryIssues({ ...valid, date: '2026-11-24', end: '13:30:00' }, now).end?.key).toBe('workingTime.validation.future');
    expect(entryIssues({ ...valid, date: '2026-11-25' }, now).date?.key).toBe('workingTime.validation.future');
    expect(entryIssues({ ...valid, date: '2026-03-29', start: '02:30:00' }, now).start?.key).toBe(
      'workingTime.validation.nonexistent',
    );
  });

  it('reads an entry back as Madrid wall times, a shift across midnight with its next-day end', () => {
    const entry = { user_id: 7, time_start: '2026-11-23T21:00:00.000Z', time_end: '2026-11-24T05:00:00.000Z' } as WorkEntry;
    expect(entryValues(entry)).toMatchObject({
      user_id: 7,
      date: '2026-11-23',
      start: '22:00:00',
      end: '06:00:00',
      endsNextDay: true,
    });
    expect(entryValues({ ...entry, time_end: null })).toMatchObject({ end: '', endsNextDay: false });
  });

  it("puts the server's 422 messages on the form's fields", () => {
    expect(['user_id', 'time_start', 'time_end', 'reason', 'version'].map(fieldOfServerError)).toEqual([
      'user_id',
      'start',
      'end',
      'reason',
      null,
    ]);
  });
});
