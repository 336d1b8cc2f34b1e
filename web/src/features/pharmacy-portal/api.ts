/** The pharmacy guest portal's calls (docs/api/portal.md): communication, webinars, partner-app redirect. */
import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http';

type Data<T> = { data: T };

export interface Communication {
  business_manager: { name: string; phone: string | null; email: string | null; messaging_url: string | null } | null;
  company: {
    phone: string;
    email: string;
    addresses: { name_ca: string; name_es: string; lines: string[] }[];
    departments: { key: string; name_ca: string; name_es: string; email: string; phone: string }[];
  };
}

export interface Webinar {
  id: number;
  title_ca: string;
  title_es: string;
  thumbnail: { url: string; width: number; height: number } | null;
  embed_url: string;
  created_at: string;
}

export function useCommunication() {
  return useQuery({
    queryKey: ['guest-pharmacy', 'communication'],
    queryFn: ({ signal }) => http.get<Data<Communication>>('/guest/pharmacy/communication', { signal }).then((b) => b.data),
  });
}

export function useWebinars() {
  return useQuery({
    queryKey: ['guest-pharmacy', 'webinars'],
    queryFn: ({ signal }) => http.get<Data<Webinar[]>>('/guest/pharmacy/opc/webinars', { signal }).then((b) => b.data),
    // Thumbnails are presigned for 5 minutes.
    staleTime: 4 * 60_000,
  });
}

/** GET /api/encrypt-login-fede (?demo): the partner application's address, signed for this user. */
export function fetchPartnerAppUrl(demo: boolean): Promise<string> {
  return http
    .get<Data<{ url: string; expires_in: number }>>('/encrypt-login-fede', { query: demo ? { demo: 1 } : undefined })
    .then((b) => b.data.url);
}
