/** Profile calls (docs/api/acl.md "Profile and settings"). */
import { useQuery } from '@tanstack/react-query';
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

/** Saves the settings changed (ticketing default status, assignment mail): answers the updated user. */
export const saveSettings = (body: CallInput<'session.settings_update'>['body']) =>
  api.call('session.settings_update', { body }).then((b) => b.data);
