/**
 * Ticketing's calls, through the one typed client. Query keys live here so every screen
 * invalidates the same entries (the tables' keys are their route names split on dots).
 */
import { useQuery } from '@tanstack/react-query';
import type { TicketView } from '../../../../shared/ticketing/views';
import { download } from '../../lib/download';
import { ApiError, api, type CallInput } from '../../lib/http';
import { queryClient } from '../../lib/query';
import { putPresigned } from '../../lib/upload';
import type { TicketSearch } from './ticket-filters';

export const ticketingKeys = {
  all: ['ticketing'] as const,
  /** The ticket list's pages (useServerTable keys them under the route name). */
  list: ['ticketing', 'datatable'] as const,
  resources: ['ticketing', 'resources'] as const,
  ticket: (id: number) => ['ticketing', 'ticket', id] as const,
  comments: (id: number) => ['ticketing', 'ticket', id, 'comments'] as const,
  history: (id: number) => ['ticketing', 'ticket', id, 'history'] as const,
  duplicates: (party: number, type: number) => ['ticketing', 'duplicates', party, type] as const,
  call: (id: number) => ['ticketing', 'call', id] as const,
  lookup: (kind: LookupKind) => ['ticketing', kind] as const,
  parties: (text: string) => ['ticketing', 'parties', text] as const,
  party: (id: number) => ['ticketing', 'party', id] as const,
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

/** One party by id, for a new ticket opened from an address that names only the id (null: unknown). */
export const useParty = (id: number | null) =>
  useQuery({
    queryKey: ticketingKeys.party(id ?? 0),
    // An unknown party is no error to alert: the dialog opens without one.
    queryFn: ({ signal }) =>
      api
        .call('parties.all', { params: { id: String(id) }, signal, handle: [404] })
        .then((b) => b.data)
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }),
    enabled: id !== null,
    staleTime: 30 * 60_000,
  });

/** The forms' option lists: channels, types, status, users (assignable) and users_all. */
export const useResources = () =>
  useQuery({
    queryKey: ticketingKeys.resources,
    queryFn: ({ signal }) => api.call('ticketing.resources', { signal }),
    staleTime: 5 * 60_000,
  });

/** Open tickets of this party and type from the last 7 days (the new-ticket warning). */
export const useDuplicates = (party: number | null, type: number | null) =>
  useQuery({
    queryKey: ticketingKeys.duplicates(party ?? 0, type ?? 0),
    queryFn: ({ signal }) =>
      api.call('ticketing.duplicates', { query: { party_id: party!, type: type! }, signal }).then((b) => b.data),
    enabled: party !== null && type !== null,
  });

/** The filtered tickets as xlsx, through the one download path. */
export const exportTickets = (search: TicketSearch) =>
  download('ticketing.export', { query: { search, sort_by: 'updated_at', sort_desc: true } });

/** Uploads each file through the one upload path (ticket, then a presigned PUT); answers their upload ids. */
export async function uploadAttachments(files: readonly File[]): Promise<string[]> {
  const ids: string[] = [];
  for (const file of files) {
    const ticket = await api.call('ticketing.attachments.upload_ticket', {
      body: { file_name: file.name, size: file.size },
      handle: [422],
    });
    await putPresigned(ticket, file);
    ids.push(ticket.upload_id);
  }
  return ids;
}

export type TicketStoreBody = CallInput<'ticketing.store'>['body'];
export type TicketUpdateBody = CallInput<'ticketing.update'>['body'];

export const useTicket = (id: number | null) =>
  useQuery({
    queryKey: ticketingKeys.ticket(id ?? 0),
    // 404 is shown in the page (spec §8), not as an alert.
    queryFn: ({ signal }) =>
      api.call('ticketing.show', { params: { id: String(id) }, signal, handle: [404] }).then((b) => b.data),
    enabled: id !== null,
    staleTime: 0,
  });

/** After a save, the page shows the ticket as stored and the list refetches. */
export function storeTicket(ticket: TicketView): void {
  queryClient.setQueryData(ticketingKeys.ticket(ticket.id), ticket);
  void queryClient.invalidateQueries({ queryKey: ticketingKeys.list });
}

export const useComments = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: ticketingKeys.comments(id),
    queryFn: ({ signal }) => api.call('ticketing.comments.index', { params: { id: String(id) }, signal }).then((b) => b.data),
    enabled,
  });

export const useHistory = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: ticketingKeys.history(id),
    queryFn: ({ signal }) => api.call('ticketing.history', { params: { id: String(id) }, signal }).then((b) => b.data),
    enabled,
  });

export const useCall = (id: number | null) =>
  useQuery({
    queryKey: ticketingKeys.call(id ?? 0),
    queryFn: ({ signal }) =>
      api.call('ticketing.calls.show', { params: { id: String(id) }, signal, handle: [404] }).then((b) => b.data),
    enabled: id !== null,
  });

export type LookupKind = 'channels' | 'types' | 'status';

export const useLookup = (kind: LookupKind) =>
  useQuery({
    queryKey: ticketingKeys.lookup(kind),
    queryFn: ({ signal }) => api.call(`ticketing.${kind}.index`, { signal }).then((b) => b.data),
  });

export function saveLookup(kind: LookupKind, id: number | null, body: { name_ca: string; name_es: string }) {
  return id === null
    ? api.call(`ticketing.${kind}.store`, { body, handle: [422] })
    : api.call(`ticketing.${kind}.update`, { params: { id }, body, handle: [422] });
}

/** A lookup changed: its page and every form's option lists refetch. */
export function lookupsChanged(kind: LookupKind): void {
  void queryClient.invalidateQueries({ queryKey: ticketingKeys.lookup(kind) });
  void queryClient.invalidateQueries({ queryKey: ticketingKeys.resources });
}
