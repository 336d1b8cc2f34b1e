/** Profile calls (docs/api/acl.md "Profile and settings"). */
import { useQuery } from '@tanstack/react-query';
import type { User } from '../../lib/auth/types';
import { api, type CallInput } from '../../lib/http';

export type ProfileBody = CallInput<'session.profile_update'>['body'];

/** A guest's own profile: 400 (wrong current password) is shown on its field. */
export const updateProfile = (id: number, body: ProfileBody) =>
  api.call('session.profile_update', { params: { id }, body, handle: [400] }).then((b) => b.data);

/** The ticketing statuses for the settings select. */
export const useTicketingStatuses = () =>
  useQuery({
    queryKey: ['profile', 'ticketing-statuses'],
    queryFn: ({ signal }) => api.call('session.settings_ticketing_statuses', { signal }).then((b) => b.data),
  });

/** Saves the ticketing default status: answers the updated user. */
export const saveSettings = (ticketingDefaultStatus: number) =>
  api.call('session.settings_update', { body: { ticketing_default_status: ticketingDefaultStatus } }).then((b) => b.data);

/** Setting 2 is the ticketing default status (spec §3); unsaved, it is status 3 (§9, docs/api/acl.md). */
export const TICKETING_DEFAULT_STATUS_SETTING = 2;
export const DEFAULT_TICKETING_STATUS = 3;

export function ticketingDefaultStatus(user: Pick<User, 'settings'> | null | undefined): number {
  const value = user?.settings.find((s) => s.id === TICKETING_DEFAULT_STATUS_SETTING)?.value;
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_TICKETING_STATUS;
}
