/**
 * The "changed since you opened it" flow (beyond the anchors): when a save answers 409,
 * the page compares the ticket as it was opened with the ticket as it is now, and lists the fields
 * someone else changed, with the value they left and the value this user is about to save, so the
 * user can reload (losing their edits) or overwrite knowingly.
 */
import { TICKET_FIELDS } from './ticket-form';

/** A ticket reduced to what its form shows, each field a display value ('' when empty). */
export type TicketSnapshot = Record<ConflictField, string>;

export const CONFLICT_FIELDS = [...TICKET_FIELDS, 'new'] as const;
export type ConflictField = (typeof CONFLICT_FIELDS)[number];

export interface ConflictRow {
  field: ConflictField;
  /** The value when this user opened the ticket. */
  opened: string;
  /** The value someone else saved since. */
  theirs: string;
  /** The value this user's save would write. */
  mine: string;
}

/** The fields changed on the server since `opened`, in form order. */
export function conflictRows(opened: TicketSnapshot, current: TicketSnapshot, mine: TicketSnapshot): ConflictRow[] {
  return CONFLICT_FIELDS.filter((field) => opened[field] !== current[field]).map((field) => ({
    field,
    opened: opened[field],
    theirs: current[field],
    mine: mine[field],
  }));
}
