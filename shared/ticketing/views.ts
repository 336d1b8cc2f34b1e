/**
 * Answers of the ticketing calls (ticketing-warehouse §3), defined once for the server and the web.
 * Field names follow the spec (snake_case); lookups carry both names so the screens show the one of
 * the page language.
 */
import type { Locale } from '../i18n/locale';

/** A ticketing lookup (channel, type, status): both names, upper case. */
export interface TicketLookup {
  id: number;
  name_ca: string;
  name_es: string;
}

export interface UserRef {
  id: number;
  name: string;
}

export interface PartyRef {
  id: number;
  code: string;
  name: string;
}

/** One row of the ticket list (spec §2 columns), ids resolved to names. */
export interface TicketRow {
  id: number;
  /** ISO date-time: the "date" column. */
  created_at: string;
  updated_at: string;
  channel: TicketLookup;
  /** The chosen party, or null when the party was typed as free text (party_name). */
  party: PartyRef | null;
  party_name: string | null;
  type: TicketLookup;
  description: string;
  resolution: string | null;
  user_assigned: UserRef;
  status: TicketLookup;
  /** Unread: the list's red marker. */
  new: boolean;
}

export interface TicketAttachment {
  /** The name the file was uploaded with. */
  filename: string;
  /** The stored name that identifies it in the attachment calls. */
  basename: string;
  size: number;
  created_at: string;
  user: UserRef;
}

/** The ticket page (spec §3 Ticket). history and comments come from their own calls. */
export interface TicketView extends TicketRow {
  /** Bumped by every save: an update names the version it was opened at (409 when stale). */
  version: number;
  /** The creator. */
  user: UserRef;
  user_updated: UserRef;
  /** The party's phone (details record), null when none or free-text party. */
  party_phone: string | null;
  attachments: TicketAttachment[];
}

/** Changes of a history entry: the new value, or [before, after] when there was one. */
export interface TicketHistoryChanges {
  type_id?: [number | null, number];
  status_id?: [number | null, number];
  user_assigned_id?: [number | null, number];
  new?: [boolean | null, boolean];
}

export interface TicketHistoryEntry {
  id: number;
  created_at: string;
  user: UserRef;
  changes: TicketHistoryChanges;
}

export interface TicketComment {
  id: number;
  parent_id: number | null;
  content: string;
  created_at: string;
  user: UserRef;
}

/** An open ticket of the same party and type from the last days (the duplicate warning). */
export interface TicketDuplicate {
  id: number;
  created_at: string;
  description: string;
  status: TicketLookup;
  user_assigned: UserRef;
}

/** 409 of a stale save: the ticket as it is now, so the page can compare. */
export interface TicketConflictBody {
  message: string;
  current: TicketView;
}

/** 409 of a create that would duplicate an open ticket (resend with `allow_duplicate: true`). */
export interface TicketDuplicateBody {
  message: string;
  duplicates: TicketDuplicate[];
}

/** The option lists of the ticket forms (spec §3 "resource lists used by forms"). */
export interface TicketResources {
  channels: TicketLookup[];
  types: TicketLookup[];
  status: TicketLookup[];
  /** Everyone who may be assigned a ticket (holds a ticketing role): the new-ticket dialog. */
  users: UserRef[];
  /** Every internal user (incl. former assignees): filters and the ticket page. */
  users_all: UserRef[];
}

/** A call of the log (spec §3 Call). */
export interface CallRow {
  id: number;
  created_at: string;
  /** As the switchboard sent it. */
  number: string;
  /** E.164 when the number could be read, else null. */
  number_e164: string | null;
  party_id: number | null;
  party: { id: number; code: string } | null;
  party_name: string | null;
  lang: Locale;
}

export interface CallView extends CallRow {
  switchboard_id: string;
  /**
   * The party's tickets not in a closed status, newest first (at most 20); absent when the caller
   * may not read tickets (calls-only, spec role 15).
   */
  open_tickets?: TicketRow[];
}

/** The switchboard's answer: the call id, and whether this call id had been received before. */
export interface CallIngestAnswer {
  id: number;
  duplicate: boolean;
  party_id: number | null;
}
