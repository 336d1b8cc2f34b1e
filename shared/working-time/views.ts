/**
 * Answer shapes of the working-time register (issue 16), shared by the API and the web. Times are
 * instants as ISO strings in UTC ('2026-03-29T07:30:00.000Z'); days are Madrid calendar days
 * ('YYYY-MM-DD'); durations are whole seconds (§9: hours and minutes derive from seconds).
 */

/** A user the administrator can choose (spec §3 "User option"). */
export interface UserOption {
  id: number;
  name: string;
}

/** Start and end of an entry at one moment of its history. */
export interface EntryTimes {
  time_start: string;
  /** null: still open (the worker has not clocked out). */
  time_end: string | null;
}

/**
 * One change an administrator made to the register, kept for ever: who, when, why, and the values
 * before and after. The worker acknowledges it (acknowledged_at).
 */
export interface Amendment {
  /** The record's number in the worker's register (unique per worker): what acknowledge takes. */
  seq: number;
  kind: 'create' | 'edit' | 'delete';
  author: UserOption;
  /** When the amendment was made (instant). */
  at: string;
  reason: string;
  /** null on create. */
  before: EntryTimes | null;
  /** null on delete. */
  after: EntryTimes | null;
  /** When the worker acknowledged it; null while pending. */
  acknowledged_at: string | null;
}

export interface WorkEntry extends EntryTimes {
  id: number;
  user_id: number;
  /** Duration in seconds; an open entry counted up to now. A deleted entry keeps its last duration here but counts in no total. */
  seconds: number;
  /** 'clock': clocked by the worker; 'admin': created by an administrator (an amendment). */
  origin: 'clock' | 'admin';
  /** Changed by an administrator after it was made (edit). */
  amended: boolean;
  /** Deleted by an administrator: stays in the record, counts in no total. */
  deleted: boolean;
  /** Open for more than FORGOTTEN_AFTER_HOURS: a forgotten clock-out. */
  forgotten: boolean;
  /** Optimistic-lock version: send it back on edit and delete (a stale one answers 409). */
  version: number;
  /** The entry's amendments, oldest first. */
  amendments: Amendment[];
}

/** A Madrid calendar day of the register (grouped by the entry's start). */
export interface WorkDay {
  /** 'YYYY-MM-DD' */
  date: string;
  /** Sum of the day's entries not deleted (an open one up to now). */
  seconds: number;
  /** Oldest first. */
  entries: WorkEntry[];
}

/** A worker's month: the history screen, the administration screen and the exports. */
export interface MonthRegister {
  user: UserOption;
  /** 'YYYY-MM' */
  month: string;
  /** Sum of the days. */
  seconds: number;
  /** Days that hold an entry (deleted ones included), newest first. */
  days: WorkDay[];
  /** Some entry of the month is a forgotten clock-out. */
  forgotten: boolean;
  /** Amendments the worker has not acknowledged yet. */
  pending_acknowledgements: number;
  /** When the answer was computed (open entries are counted up to it). */
  now: string;
}

/** The clock screen: whether the caller is working, and today's entries and total. */
export interface ClockStatus {
  working: boolean;
  /** The open entry while working. */
  open_entry: WorkEntry | null;
  /** Today (Madrid) with its entries and total. */
  today: WorkDay;
  /** The open entry is a forgotten clock-out. */
  forgotten: boolean;
  /** Amendments to acknowledge across the register (the history shows them). */
  pending_acknowledgements: number;
  now: string;
}

/** The tamper-evidence check of one worker's register (hash chain). */
export interface ChainStatus {
  user_id: number;
  /** Records checked. */
  records: number;
  valid: boolean;
  /** The first broken link, when not valid. */
  broken: {
    seq: number;
    /** 'hash': the record's content no longer matches its hash; 'link': it does not follow the previous record; 'missing': a record is gone; 'entry': an entry differs from what its records say. */
    reason: 'hash' | 'link' | 'missing' | 'entry';
    entry_id: number | null;
  } | null;
  checked_at: string;
}

export const EXPORT_FORMATS = ['pdf', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
