/**
 * The access-control calls of the screens (docs/api/acl.md): role trees, internal users, guests,
 * parties for the guest form, and the pharmacy self-service. Queries and their keys live here so
 * every screen invalidates the same ones after a change.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { GuestTypeId as GuestType } from '../../../../shared/roles/catalogue';
import { api, type ValidBody } from '../../lib/http';
import { useGuardedMutation } from '../../lib/use-guarded-mutation';

export type { GuestRow, GuestSort, PartyRef, RoleRef, UserRow } from '../../../../shared/acl/views';
export type { GuestType };
/** The guest forms' values: the bodies as the server validates them. */
export type GuestBody = ValidBody<'acl.guests.store'>;
export type GuestUserBody = ValidBody<'acl.guest_users.store'>;

export const aclKeys = {
  all: ['acl'] as const,
  users: ['acl', 'users'] as const,
  pending: ['acl', 'users', 'pending'] as const,
  user: (id: number) => ['acl', 'users', 'show', id] as const,
  internalTree: ['acl', 'roles', 'treeview'] as const,
  guestTree: (type: GuestType) => ['acl', 'roles', 'treeview', 'guest', type] as const,
  guests: ['acl', 'guests'] as const,
  guest: (id: number) => ['acl', 'guests', 'show', id] as const,
  parties: (text: string) => ['acl', 'parties', text] as const,
  ownUsers: ['guest-acl', 'users'] as const,
  ownUser: (id: number) => ['guest-acl', 'users', 'show', id] as const,
  ownTree: ['guest-acl', 'roles', 'pharmacy'] as const,
};

const data = <T>(answer: { data: T }) => answer.data;

// Roles ------------------------------------------------------------------------------------------

export const useInternalTree = () =>
  useQuery({ queryKey: aclKeys.internalTree, queryFn: ({ signal }) => api.call('acl.roles.treeview', { signal }).then(data) });

const GUEST_TREE_ROUTE = {
  1: 'acl.roles.treeview_guest_pharmacy',
  2: 'acl.roles.treeview_guest_laboratory',
} as const;

export const useGuestTree = (type: GuestType | null) =>
  useQuery({
    queryKey: aclKeys.guestTree(type ?? 1),
    queryFn: ({ signal }) => api.call(GUEST_TREE_ROUTE[type ?? 1], { signal }).then(data),
    enabled: type !== null,
  });

// Internal users ---------------------------------------------------------------------------------

export const useInternalUsers = () =>
  useQuery({ queryKey: aclKeys.users, queryFn: ({ signal }) => api.call('acl.users.index', { signal }).then(data) });

export const usePendingUsers = (enabled: boolean) =>
  useQuery({
    queryKey: aclKeys.pending,
    queryFn: ({ signal }) => api.call('acl.users.pending', { signal }).then(data),
    enabled,
  });

export const useInternalUser = (id: number) =>
  useQuery({
    queryKey: aclKeys.user(id),
    queryFn: ({ signal }) => api.call('acl.users.show', { params: { id }, signal }).then(data),
  });

/** PUT /api/acl/users/{id} {roles}: sets the roles (leaves); [] removes the user. */
export function useSetUserRoles() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ id, roles }: { id: number; roles: number[] }) =>
      api.call('acl.users.update', { params: { id }, body: { roles } }).then(data),
    onSuccess: async (user) => {
      client.setQueryData(aclKeys.user(user.id), user);
      await client.invalidateQueries({ queryKey: aclKeys.users });
    },
  });
}

// Guests -----------------------------------------------------------------------------------------

export const useGuest = (id: number) =>
  useQuery({
    queryKey: aclKeys.guest(id),
    queryFn: ({ signal }) => api.call('acl.guests.show', { params: { id }, signal }).then(data),
  });

/** Parties whose code or name contains the text (the search starts at 3 characters). */
export const PARTY_SEARCH_MIN = 3;
export const useParties = (text: string) =>
  useQuery({
    queryKey: aclKeys.parties(text),
    queryFn: ({ signal }) => api.call('parties.search', { params: { text }, signal }).then(data),
    enabled: text.length >= PARTY_SEARCH_MIN,
    staleTime: 5 * 60_000,
  });

const onForm = { handle: [422] as const };

export function useSaveGuest() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ id, body }: { id: number | null; body: GuestBody }) =>
      // The form shows a 422 on its fields (components/validation serverFieldErrors), not as an alert.
      (id === null
        ? api.call('acl.guests.store', { body, ...onForm })
        : api.call('acl.guests.update', { params: { id }, body, ...onForm })
      ).then(data),
    onSuccess: async (guest) => {
      client.setQueryData(aclKeys.guest(guest.id), guest);
      await client.invalidateQueries({ queryKey: aclKeys.guests });
    },
  });
}

export function useDeleteGuest() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: (id: number) => api.call('acl.guests.destroy', { params: { id } }),
    onSuccess: async (_, id) => {
      client.removeQueries({ queryKey: aclKeys.guest(id) });
      await client.invalidateQueries({ queryKey: aclKeys.guests });
    },
  });
}

/** POST /api/password/create {email}: mails the account a password-reset link. */
export function useSendResetMail() {
  return useGuardedMutation({
    mutationFn: (email: string) => api.call('session.password_create', { body: { email } }),
  });
}

// Pharmacy self-service --------------------------------------------------------------------------

export const useOwnUsers = () =>
  useQuery({ queryKey: aclKeys.ownUsers, queryFn: ({ signal }) => api.call('acl.guest_users.index', { signal }).then(data) });

export const useOwnUser = (id: number) =>
  useQuery({
    queryKey: aclKeys.ownUser(id),
    queryFn: ({ signal }) => api.call('acl.guest_users.show', { params: { id }, signal }).then(data),
  });

export const useOwnTree = () =>
  useQuery({
    queryKey: aclKeys.ownTree,
    queryFn: ({ signal }) => api.call('acl.guest_roles.pharmacy', { signal }).then(data),
  });

export function useSaveOwnUser() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ id, body }: { id: number | null; body: GuestUserBody }) =>
      (id === null
        ? api.call('acl.guest_users.store', { body })
        : api.call('acl.guest_users.update', { params: { id }, body })
      ).then(data),
    onSuccess: async (guest) => {
      client.setQueryData(aclKeys.ownUser(guest.id), guest);
      await client.invalidateQueries({ queryKey: aclKeys.ownUsers, exact: true });
    },
  });
}

export function useDeleteOwnUser() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: (id: number) => api.call('acl.guest_users.destroy', { params: { id } }),
    onSuccess: async (_, id) => {
      client.removeQueries({ queryKey: aclKeys.ownUser(id) });
      await client.invalidateQueries({ queryKey: aclKeys.ownUsers, exact: true });
    },
  });
}
