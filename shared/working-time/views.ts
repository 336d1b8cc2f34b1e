/**
 * Answer shapes of the working-time register, shared by the API and the web. Times are
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
  /** The register's integrity check found this day's figures altered (or could not vouch for them). */
  broken: boolean;
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
  /** Whether the month's figures are the register's as written (MACs, links, anchors). */
  integrity: PeriodIntegrity;
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

/**
 * Why a record breaks the register: 'mac': its content no longer matches its MAC (edited, or its
 * chain recomputed without the key); 'key': its key id is not a key KMS has; 'link': it does not
 * follow the previous record; 'missing': a record is gone; 'moved': it belongs to another worker or
 * place; 'legacy': it has no MAC (written before the key and never re-linked); 'entry': an entry
 * differs from what its records say; 'anchor_missing': a past day has no anchor; 'anchor_stale':
 * the day's anchor is older than the day's records; 'anchor_mismatch': a record differs from what
 * its day's anchor holds; 'anchor_conflict': two different anchors for one day.
 */
export const INTEGRITY_REASONS = [
  'mac',
  'key',
  'link',
  'missing',
  'moved',
  'legacy',
  'entry',
  'anchor_missing',
  'anchor_stale',
  'anchor_mismatch',
  'anchor_conflict',
] as const;
export type IntegrityReason = (typeof INTEGRITY_REASONS)[number];

export interface IntegrityBreak {
  /** The record that breaks (by its number in the worker's register). */
  seq: number;
  reason: IntegrityReason;
  entry_id: number | null;
  /** The first Madrid day whose figures it touches; null: it cannot be placed, the whole register is in doubt. */
  date: string | null;
}

export interface ChainHead {
  seq: number;
  /** hex HMAC-SHA-256 of the last record */
  mac: string;
  key_id: string;
}

/** The integrity of a period's figures (a month, an export). */
export interface PeriodIntegrity {
  state: 'verified' | 'broken';
  checked_at: string;
  /** The worker's chain head when checked (null: no records). */
  head: ChainHead | null;
  /** The last day anchored in the WORM store (later days are checked by their MACs only). */
  anchored_until: string | null;
  /** The first break touching the period (or the whole register). */
  first_break: IntegrityBreak | null;
  /** A break that cannot be placed on a day (a record gone): every day of the period is in doubt. */
  whole_register: boolean;
  /** The period's days shown as altered. */
  broken_dates: string[];
}

/** The tamper-evidence check of one worker's whole register (MAC chain and anchors). */
export interface ChainStatus {
  user_id: number;
  /** Records checked. */
  records: number;
  valid: boolean;
  /** The first break, when not valid. */
  broken: IntegrityBreak | null;
  head: ChainHead | null;
  anchored_until: string | null;
  checked_at: string;
}

/**
 * The staff's month in summary (what the workers' representatives receive, art. 34.9 ET): each
 * worker's total, days worked and whether the figures verified; no entries, no amendments.
 */
export interface StaffSummary {
  month: string;
  rows: { user: UserOption; seconds: number; days: number; integrity: PeriodIntegrity['state'] }[];
  now: string;
}

export const EXPORT_FORMATS = ['pdf', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * The whole staff's month export, made by a job (a few hundred registers take longer than an API
 * call may): its progress in workers, then the file through the one download path, or why it failed.
 */
export interface ExportJobView {
  id: string;
  month: string;
  format: ExportFormat;
  status: 'running' | 'done' | 'failed';
  done: number;
  total: number;
  /** When done: the file (a short-lived address), its id and whether every register verified. */
  file: { url: string; export_id: string; integrity: PeriodIntegrity['state'] } | null;
  /** When failed: the error's name and message. */
  cause: { error: string; message: string } | null;
  created_at: string;
}
