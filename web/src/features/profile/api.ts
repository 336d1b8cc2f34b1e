/** Profile calls (docs/api/acl.md "Profile and settings"). */
import { useQuery } from '@tanstack/react-query';
import type { User } from '../../lib/auth/types';
import { http } from '../../lib/http';

export interface ProfileBody {
  name: string;
  email: string;
  password_current: string;
  password?: string;
  password_confirmation?: string;
}

/** POST /api/guest/profile/update/{id}: 400 (wrong current password) is shown on its field. */
export const updateProfile = (id: number, body: ProfileBody) =>
  http.post<{ data: User }>(`/guest/profile/update/${id}`, body, { handle: [400] }).then((b) => b.data);

export interface TicketingStatus {
  id: number;
  name: string;
}

/** The ticketing statuses for the settings select (GET /api/profile/settings/ticketing-statuses). */
export const useTicketingStatuses = () =>
  useQuery({
    queryKey: ['profile', 'ticketing-statuses'],
    queryFn: ({ signal }) =>
      http.get<{ data: TicketingStatus[] }>('/profile/settings/ticketing-statuses', { signal }).then((b) => b.data),
  });

/** POST /api/profile/settings {ticketing_default_status}: answers the updated user. */
export const saveSettings = (ticketingDefaultStatus: number) =>
  http.post<{ data: User }>('/profile/settings', { ticketing_default_status: ticketingDefaultStatus }).then((b) => b.data);

/** Setting 2 is the ticketing default status (spec §3); unsaved, it is status 3 (§9, docs/api/acl.md). */
export const TICKETING_DEFAULT_STATUS_SETTING = 2;
export const DEFAULT_TICKETING_STATUS = 3;

export function ticketingDefaultStatus(user: Pick<User, 'settings'> | null | undefined): number {
  const value = user?.settings.find((s) => s.id === TICKETING_DEFAULT_STATUS_SETTING)?.value;
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_TICKETING_STATUS;
}
