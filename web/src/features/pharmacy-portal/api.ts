/** The pharmacy guest portal's calls (docs/api/portal.md): communication, webinars, partner-app redirect. */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/http';

export type { Communication } from '../../../../shared/portal/contacts';
export type { Webinar } from '../../../../shared/portal/webinars';

export function useCommunication() {
  return useQuery({
    queryKey: ['guest-pharmacy', 'communication'],
    queryFn: ({ signal }) => api.call('guest-pharmacy.communication', { signal }).then((b) => b.data),
  });
}

export function useWebinars() {
  return useQuery({
    queryKey: ['guest-pharmacy', 'webinars'],
    queryFn: ({ signal }) => api.call('guest-pharmacy.webinars', { signal }).then((b) => b.data),
    // Thumbnails are presigned for 5 minutes.
    staleTime: 4 * 60_000,
  });
}

/** session.encrypt_login_fede (?demo): the partner application's address, signed for this user. */
export function fetchPartnerAppUrl(demo: boolean): Promise<string> {
  return api.call('session.encrypt_login_fede', { query: demo ? { demo: '1' } : undefined }).then((b) => b.data.url);
}
