/**
 * The access-control calls of the screens (docs/api/acl.md): role trees, internal users, guests,
 * parties for the guest form, and the pharmacy self-service. Queries and their keys live here so
 * every screen invalidates the same ones after a change.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DatatableAnswer } from '../../../../shared/api/datatable';
import type { RoleNode } from '../../components/role-tree';
import { http } from '../../lib/http';
import { useGuardedMutation } from '../../lib/use-guarded-mutation';

export type GuestType = 1 | 2;

export interface RoleRef {
  id: number;
  name: string;
  parent_id: number | null;
}

export interface InternalUserRow {
  id: number;
  login: string;
  name: string;
  email: string;
  model: 'user';
  roles: RoleRef[];
  role_ids: number[];
  created_at: string;
  updated_at: string;
}

export interface PartyRef {
  id: number;
  code: string;
  name: string;
}

export interface PartySummary extends PartyRef {
  kind: 'pharmacy' | 'laboratory' | 'platform' | string;
}

export interface GuestRow {
  id: number;
  login: string;
  name: string;
  email: string;
  locale: 'ca' | 'es';
  party_id: number;
  party: PartyRef | null;
  type_id: GuestType;
  roles: RoleRef[];
  role_ids: number[];
  created_at: string;
  updated_at: string;
}

export interface GuestBody {
  name: string;
  email: string;
  party_id: number;
  type_id: GuestType;
  roles: number[];
  locale: 'ca' | 'es';
}

export type GuestUserBody = Omit<GuestBody, 'party_id' | 'type_id'> & { type_id: 1 };

export const GUEST_SORTS = ['name', 'email', 'code', 'party', 'type', 'login', 'id'] as const;
export type GuestSort = (typeof GUEST_SORTS)[number];

export interface GuestSearch {
  code: string;
  name: string;
  type: '' | '1' | '2';
  email: string;
  party: string;
}

export interface GuestTableQuery {
  page: number;
  per_page: number;
  sort_by: GuestSort;
  sort_desc: boolean;
  search: GuestSearch;
}

type Data<T> = { data: T };

export const aclKeys = {
  all: ['acl'] as const,
  users: ['acl', 'users'] as const,
  pending: ['acl', 'users', 'pending'] as const,
  user: (id: number) => ['acl', 'users', 'show', id] as const,
  internalTree: ['acl', 'roles', 'treeview'] as const,
  guestTree: (type: GuestType) => ['acl', 'roles', 'treeview', 'guest', type] as const,
  guests: ['acl', 'guests'] as const,
  guestTable: (q: GuestTableQuery) => ['acl', 'guests', 'datatable', q] as const,
  guest: (id: number) => ['acl', 'guests', 'show', id] as const,
  parties: (text: string) => ['acl', 'parties', text] as const,
  ownUsers: ['guest-acl', 'users'] as const,
  ownUser: (id: number) => ['guest-acl', 'users', 'show', id] as const,
  ownTree: ['guest-acl', 'roles', 'pharmacy'] as const,
};

const get = <T>(path: string, options?: Parameters<typeof http.get>[1]) =>
  http.get<Data<T>>(path, options).then((body) => body.data);

// Roles ------------------------------------------------------------------------------------------

export const useInternalTree = () =>
  useQuery({ queryKey: aclKeys.internalTree, queryFn: ({ signal }) => get<RoleNode[]>('/acl/roles/treeview', { signal }) });

const GUEST_TREE_PATH: Record<GuestType, string> = {
  1: '/acl/roles/treeview/guest/pharmacy',
  2: '/acl/roles/treeview/guest/laboratory',
};

export const useGuestTree = (type: GuestType | null) =>
  useQuery({
    queryKey: aclKeys.guestTree(type ?? 1),
    queryFn: ({ signal }) => get<RoleNode[]>(GUEST_TREE_PATH[type ?? 1], { signal }),
    enabled: type !== null,
  });

// Internal users ---------------------------------------------------------------------------------

export const useInternalUsers = () =>
  useQuery({ queryKey: aclKeys.users, queryFn: ({ signal }) => get<InternalUserRow[]>('/acl/users', { signal }) });

export const usePendingUsers = (enabled: boolean) =>
  useQuery({
    queryKey: aclKeys.pending,
    queryFn: ({ signal }) => get<InternalUserRow[]>('/acl/users/pending', { signal }),
    enabled,
  });

export const useInternalUser = (id: number) =>
  useQuery({ queryKey: aclKeys.user(id), queryFn: ({ signal }) => get<InternalUserRow>(`/acl/users/${id}`, { signal }) });

/** PUT /api/acl/users/{id} {roles}: sets the roles (leaves); [] removes the user. */
export function useSetUserRoles() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ id, roles }: { id: number; roles: number[] }) =>
      http.put<Data<InternalUserRow>>(`/acl/users/${id}`, { roles }).then((b) => b.data),
    onSuccess: async (user) => {
      client.setQueryData(aclKeys.user(user.id), user);
      await client.invalidateQueries({ queryKey: aclKeys.users });
    },
  });
}

// Guests -----------------------------------------------------------------------------------------

export const useGuestTable = (query: GuestTableQuery) =>
  useQuery({
    queryKey: aclKeys.guestTable(query),
    queryFn: ({ signal }) => http.get<DatatableAnswer<GuestRow>>('/acl/guests/datatable', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });

export const useGuest = (id: number) =>
  useQuery({ queryKey: aclKeys.guest(id), queryFn: ({ signal }) => get<GuestRow>(`/acl/guests/${id}`, { signal }) });

/** Parties whose code or name contains the text (the search starts at 3 characters). */
export const PARTY_SEARCH_MIN = 3;
export const useParties = (text: string) =>
  useQuery({
    queryKey: aclKeys.parties(text),
    queryFn: ({ signal }) => get<PartySummary[]>(`/parties/search/${encodeURIComponent(text)}`, { signal }),
    enabled: text.length >= PARTY_SEARCH_MIN,
    staleTime: 5 * 60_000,
  });

export function useSaveGuest() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ id, body }: { id: number | null; body: GuestBody }) =>
      (id === null ? http.post<Data<GuestRow>>('/acl/guests', body) : http.put<Data<GuestRow>>(`/acl/guests/${id}`, body)).then(
        (b) => b.data,
      ),
    onSuccess: async (guest) => {
      client.setQueryData(aclKeys.guest(guest.id), guest);
      await client.invalidateQueries({ queryKey: aclKeys.guests });
    },
  });
}

export function useDeleteGuest() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: (id: number) => http.delete<Data<{ id: number }>>(`/acl/guests/${id}`).then((b) => b.data),
    onSuccess: async ({ id }) => {
      client.removeQueries({ queryKey: aclKeys.guest(id) });
      await client.invalidateQueries({ queryKey: aclKeys.guests });
    },
  });
}

/** POST /api/password/create {email}: mails the account a password-reset link. */
export function useSendResetMail() {
  return useGuardedMutation({
    mutationFn: (email: string) => http.post<{ message: string }>('/password/create', { email }, { auth: false }),
  });
}

// Pharmacy self-service --------------------------------------------------------------------------

export const useOwnUsers = () =>
  useQuery({ queryKey: aclKeys.ownUsers, queryFn: ({ signal }) => get<GuestRow[]>('/guest/acl/users', { signal }) });

export const useOwnUser = (id: number) =>
  useQuery({ queryKey: aclKeys.ownUser(id), queryFn: ({ signal }) => get<GuestRow>(`/guest/acl/users/${id}`, { signal }) });

export const useOwnTree = () =>
  useQuery({
    queryKey: aclKeys.ownTree,
    queryFn: ({ signal }) => get<RoleNode[]>('/guest/acl/roles/treeview/pharmacy', { signal }),
  });

export function useSaveOwnUser() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ id, body }: { id: number | null; body: GuestUserBody }) =>
      (id === null
        ? http.post<Data<GuestRow>>('/guest/acl/users', body)
        : http.put<Data<GuestRow>>(`/guest/acl/users/${id}`, body)
      ).then((b) => b.data),
    onSuccess: async (guest) => {
      client.setQueryData(aclKeys.ownUser(guest.id), guest);
      await client.invalidateQueries({ queryKey: aclKeys.ownUsers, exact: true });
    },
  });
}

export function useDeleteOwnUser() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: (id: number) => http.delete<Data<{ id: number }>>(`/guest/acl/users/${id}`).then((b) => b.data),
    onSuccess: async ({ id }) => {
      client.removeQueries({ queryKey: aclKeys.ownUser(id) });
      await client.invalidateQueries({ queryKey: aclKeys.ownUsers, exact: true });
    },
  });
}
