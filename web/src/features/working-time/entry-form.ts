/**
 * The administrator's entry form (§5: user required; start picker maximum is the end, end picker
 * minimum is the start; 24-hour times; a reason for every change, nothing in the
 * future): its values, the checks made before sending (the server checks them again), the body it
 * sends (Madrid wall times) and where the server's 422 messages land.
 */
import { madridInstant, madridParts, nextDate } from '../../../../shared/time/madrid';
import { issues, type FieldIssue, type Issues } from '../../components/validation';
import type { EntryBody, WorkEntry } from './api';

export interface EntryFormValues {
  user_id: number | null;
  /** 'YYYY-MM-DD' (Madrid) of the start; '' until a day is read. */
  date: string;
  /** 'HH:mm:ss' */
  start: string;
  end: string;
  /** The end falls on the day after the start (a shift across midnight). */
  endsNextDay: boolean;
  reason: string;
}

export type EntryField = 'user_id' | 'date' | 'start' | 'end' | 'reason';

export const REASON_MAX = 500;
const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

/** A new entry for a user on a day (the form starts with no times). */
export const newEntryValues = (user_id: number | null, date: string): EntryFormValues => ({
  user_id,
  date,
  start: '',
  end: '',
  endsNextDay: false,
  reason: '',
});

/** An existing entry's values, as Madrid wall times. An open entry gets an end to fill in. */
export function entryValues(entry: WorkEntry): EntryFormValues {
  const start = madridParts(entry.time_start);
  const end = entry.time_end ? madridParts(entry.time_end) : null;
  return {
    user_id: entry.user_id,
    date: start.date,
    start: start.time,
    end: end?.time ?? '',
    endsNextDay: end !== null && end.date !== start.date,
    reason: '',
  };
}

const endDate = (v: EntryFormValues) => (v.endsNextDay ? nextDate(v.date) : v.date);

/** The issues of the form at `now`, by field. */
export function entryIssues(v: EntryFormValues, now: Date = new Date()): Issues<EntryField> {
  const required = { key: 'validation.required' };
  const timeIssue = (value: string): FieldIssue | null =>
    value === '' ? required : TIME.test(value) ? null : { key: 'workingTime.validation.time' };
  const today = madridParts(now).date;
  let end = timeIssue(v.end);
  let start = timeIssue(v.start);
  if (!start && !end && v.date) {
    const from = madridInstant(v.date, v.start);
    const to = madridInstant(endDate(v), v.end);
    if (!from) start = { key: 'workingTime.validation.nonexistent' };
    else if (!to) end = { key: 'workingTime.validation.nonexistent' };
    else if (to.getTime() <= from.getTime()) end = { key: 'workingTime.validation.end_after_start' };
    else if (to.getTime() > now.getTime()) end = { key: 'workingTime.validation.future' };
  }
  return issues<EntryField>({
    user_id: v.user_id === null ? required : null,
    date: v.date === '' ? required : v.date > today ? { key: 'workingTime.validation.future' } : null,
    start,
    end,
    reason: reasonIssue(v.reason),
  });
}

/** The reason of an amendment (edit, delete, create): required, at most REASON_MAX characters. */
export function reasonIssue(reason: string): FieldIssue | null {
  const text = reason.trim();
  if (text === '') return { key: 'validation.required' };
  return text.length > REASON_MAX ? { key: 'workingTime.validation.reason_max', vars: { max: REASON_MAX } } : null;
}

/** The body of create and update: Madrid wall times the server reads as such. */
export function entryBody(v: EntryFormValues & { user_id: number }): EntryBody {
  return {
    user_id: v.user_id,
    time_start: `${v.date}T${v.start}`,
    time_end: `${endDate(v)}T${v.end}`,
    reason: v.reason.trim(),
  };
}

/** The form field a server 422 names (its body's field), or null for the form's own message. */
export function fieldOfServerError(field: string): EntryField | null {
  switch (field) {
    case 'user_id':
      return 'user_id';
    case 'time_start':
      return 'start';
    case 'time_end':
      return 'end';
    case 'reason':
      return 'reason';
    default:
      return null;
  }
}
