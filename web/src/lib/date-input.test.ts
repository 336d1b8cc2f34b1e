import { describe, expect, it } from 'vitest';
import { parseDayInput } from './date-input';

describe('parseDayInput', () => {
  it('reads DD/MM/YYYY and D/M/YYYY as day, month, year', () => {
    expect(parseDayInput('01/10/2026')).toEqual({ kind: 'day', day: '2026-10-01' });
    expect(parseDayInput('1/10/2026')).toEqual({ kind: 'day', day: '2026-10-01' });
    expect(parseDayInput(' 5/3/2024 ')).toEqual({ kind: 'day', day: '2024-03-05' });
    expect(parseDayInput('05-03-2024')).toEqual({ kind: 'day', day: '2024-03-05' });
    expect(parseDayInput('05.03.2024')).toEqual({ kind: 'day', day: '2024-03-05' });
  });

  it('refuses days the calendar does not have instead of rolling them over', () => {
    expect(parseDayInput('31/02/2026')).toEqual({ kind: 'impossible' });
    expect(parseDayInput('29/02/2026')).toEqual({ kind: 'impossible' });
    expect(parseDayInput('29/02/2024')).toEqual({ kind: 'day', day: '2024-02-29' });
    expect(parseDayInput('01/13/2026')).toEqual({ kind: 'impossible' });
    expect(parseDayInput('00/01/2026')).toEqual({ kind: 'impossible' });
  });

  it('tells an empty field from one that is not a date yet', () => {
    expect(parseDayInput('  ')).toEqual({ kind: 'empty' });
    expect(parseDayInput('01/10')).toEqual({ kind: 'unreadable' });
    expect(parseDayInput('2026/10/01')).toEqual({ kind: 'unreadable' });
    expect(parseDayInput('1/10/26')).toEqual({ kind: 'unreadable' });
  });
});
