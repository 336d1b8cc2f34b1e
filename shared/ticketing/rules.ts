/**
 * Ticketing's business constants and field rules, shared by the server (which enforces them) and
 * the screens (which state them before sending): spec §4, §5, §9.
 */

/** Spec §4/§9: a new ticket's status (unless the user's ticketing_default_status says otherwise) and channel. */
export const DEFAULT_TICKET_STATUS = 3;
export const DEFAULT_TICKET_CHANNEL = 5;

/** Statuses that close a ticket (seeded 5 RESOLT, 6 TANCAT): not "open" for the duplicate warning and call view. */
export const CLOSED_TICKET_STATUSES: readonly number[] = [5, 6];

/** The duplicate warning looks this many days back. */
export const DUPLICATE_WINDOW_DAYS = 7;

export const DESCRIPTION_MAX = 5000;
export const RESOLUTION_MAX = 5000;
export const PARTY_NAME_MAX = 255;
export const COMMENT_MAX = 5000;
export const LOOKUP_NAME_MAX = 100;

/** Attachments: these types, at most this size each, at most this many per ticket. */
export const TICKET_ATTACHMENT_EXTENSIONS = [
  'pdf',
  'jpg',
  'jpeg',
  'png',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'csv',
  'txt',
  'eml',
  'msg',
] as const;
export const TICKET_ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
export const TICKET_ATTACHMENTS_MAX = 30;

/** Spec §5: description, resolution, lookup names and a free party name are upper case as typed. */
export const upperCased = (value: string): string => value.toLocaleUpperCase('ca');

/**
 * The free-text search's form of a text: no accents, lower case, one space between words, so
 * "farmacia" finds "FARMÀCIA" and "l·l" finds "l.l" and "ll".
 */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[·•.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Whether every word of the query is in the (already searchable) text. */
export function matchesWords(haystack: string, query: string): boolean {
  const words = searchable(query).split(' ').filter(Boolean);
  return words.every((w) => haystack.includes(w));
}

/** User settings (spec §3 User.settings: {id, value}): 2 the default status, 3 the assignment mail. */
export const TICKETING_DEFAULT_STATUS_SETTING = 2;
/** Setting 3: mail me when a ticket is assigned to me (true unless turned off). */
export const TICKETING_ASSIGNMENT_MAIL_SETTING = 3;
