/**
 * Ticketing's calls, through the one typed client. Query keys live here so every screen
 * invalidates the same entries.
 */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/http';

export const ticketingKeys = {
  all: ['ticketing'] as const,
  parties: (text: string) => ['ticketing', 'parties', text] as const,
};

/** Parties whose code or name contains the text (the server searches from 3 characters). */
export const PARTY_SEARCH_MIN = 3;
export const usePartySearch = (text: string) =>
  useQuery({
    queryKey: ticketingKeys.parties(text),
    queryFn: ({ signal }) => api.call('parties.search', { params: { text }, signal }).then((b) => b.data),
    enabled: text.length >= PARTY_SEARCH_MIN,
    staleTime: 5 * 60_000,
  });
