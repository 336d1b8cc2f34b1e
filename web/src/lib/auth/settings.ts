/**
 * The user's settings read where several areas need them (the profile page saves them; ticketing
 * opens new tickets with them).
 */
import type { User } from './types';

/** Setting 2 is the ticketing default status (spec §3); unsaved, it is status 3 (§9, docs/api/acl.md). */
export const TICKETING_DEFAULT_STATUS_SETTING = 2;
export const DEFAULT_TICKETING_STATUS = 3;

export function ticketingDefaultStatus(user: Pick<User, 'settings'> | null | undefined): number {
  const value = user?.settings.find((s) => s.id === TICKETING_DEFAULT_STATUS_SETTING)?.value;
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_TICKETING_STATUS;
}

/** Setting 3: a mail when someone else assigns me a ticket; unsaved, it is on. */
export const TICKETING_ASSIGNMENT_MAIL_SETTING = 3;

export function ticketingAssignmentMail(user: Pick<User, 'settings'> | null | undefined): boolean {
  return user?.settings.find((s) => s.id === TICKETING_ASSIGNMENT_MAIL_SETTING)?.value !== false;
}
