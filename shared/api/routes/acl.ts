/**
 * Access control (platform.md §2 acl, §5, §6, §7 "Access control"): role catalogue and trees,
 * internal users, guests, pharmacy self-service, impersonation and its audit.
 * Request and answer shapes: docs/api/acl.md.
 */
import { accessArea } from '../../areas/access';
import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import { textNumber } from '../numbers';
import {
  GUEST_SORTS,
  type AuditRecord,
  type GuestRow,
  type RoleItem,
  type RoleNode,
  type TokenSession,
  type UserRow,
} from '../../acl/views';
import { fields } from '../account-fields';
import type { DatatableAnswer } from '../datatable';
import { datatableQuery } from '../datatable-query';
import { answer, defineRoute, SIGNED_IN } from '../route';

const idParams = lazySchema(() => z.object({ id: fields.idText }));

// Role ids 4 and 5 sit under 3, so holding either implies 3 once saved; the spec's pairs are kept.
const { acl: aclAny, users: aclUsers, guests: aclGuests, pharmacySelfService } = accessArea.access;

export const guestBody = lazySchema(() =>
  z.object({
    name: fields.name,
    email: fields.email,
    party_id: z.number().check(z.int(), z.positive()),
    type_id: fields.guestType,
    roles: z._default(fields.roles, []),
    /** Language of the guest's e-mails; defaults to the caller's language on create. */
    locale: z.optional(fields.locale),
  }),
);

export const guestUserBody = lazySchema(() =>
  z.object({
    /** Always 1 (pharmacy): the administrator's own type. */
    type_id: fields.guestType,
    name: fields.name,
    email: fields.email,
    roles: z._default(fields.roles, []),
    locale: z.optional(fields.locale),
  }),
);

export const aclRoutes = {
  // Roles: static paths before /{id} (the local gateway and API Gateway both prefer them).
  'acl.roles.index': defineRoute({
    method: 'GET',
    path: '/api/acl/roles',
    access: aclAny,
    answer: answer<{ data: RoleItem[] }>(),
    summary: 'Every role, flat, base roles (29, 54, 55) left out',
  }),
  'acl.roles.treeview': defineRoute({
    method: 'GET',
    path: '/api/acl/roles/treeview',
    access: aclAny,
    answer: answer<{ data: RoleNode[] }>(),
    summary: 'Internal role tree: the children of role 2',
  }),
  'acl.roles.treeview_guest': defineRoute({
    method: 'GET',
    path: '/api/acl/roles/treeview/guest',
    access: aclAny,
    answer: answer<{ data: RoleNode[] }>(),
    summary: 'Guest role tree: children of 54 and 55 (base roles hidden), each with its guest_type_id',
  }),
  'acl.roles.treeview_guest_pharmacy': defineRoute({
    method: 'GET',
    path: '/api/acl/roles/treeview/guest/pharmacy',
    access: aclAny,
    answer: answer<{ data: RoleNode[] }>(),
    summary: 'Pharmacy guest role tree: children of 54',
  }),
  'acl.roles.treeview_guest_laboratory': defineRoute({
    method: 'GET',
    path: '/api/acl/roles/treeview/guest/laboratory',
    access: aclAny,
    answer: answer<{ data: RoleNode[] }>(),
    summary: 'Laboratory guest role tree: children of 55',
  }),
  'acl.roles.show': defineRoute({
    method: 'GET',
    path: '/api/acl/roles/{id}',
    access: aclAny,
    params: idParams,
    answer: answer<{ data: RoleNode }>(),
    summary: 'One role with its children',
  }),

  // Internal users (accounts of model "user").
  'acl.users.index': defineRoute({
    method: 'GET',
    path: '/api/acl/users',
    access: aclUsers,
    answer: answer<{ data: UserRow[] }>(),
    summary: 'Internal users holding at least one role',
  }),
  'acl.users.pending': defineRoute({
    method: 'GET',
    path: '/api/acl/users/pending',
    access: aclUsers,
    answer: answer<{ data: UserRow[] }>(),
    summary: 'Internal staff accounts with no role yet (can be added)',
  }),
  'acl.users.show': defineRoute({
    method: 'GET',
    path: '/api/acl/users/{id}',
    access: aclUsers,
    params: idParams,
    answer: answer<{ data: UserRow }>(),
    summary: 'One internal user',
  }),
  'acl.users.update': defineRoute({
    method: 'PUT',
    path: '/api/acl/users/{id}',
    access: aclUsers,
    params: idParams,
    body: lazySchema(() => z.object({ roles: fields.roles })),
    answer: answer<{ data: UserRow }>(),
    summary: "Sets an internal user's roles (leaves, expanded with ancestors); empty removes the user",
  }),
  'acl.users.impersonate': defineRoute({
    method: 'POST',
    path: '/api/acl/users/impersonate/{id}',
    access: accessArea.access.impersonateUsers,
    params: idParams,
    answer: answer<{ data: TokenSession }>(),
    summary: 'An API-signed token to act as an internal user (audited)',
  }),

  // Guests (accounts of model "guest").
  'acl.guests.index': defineRoute({
    method: 'GET',
    path: '/api/acl/guests',
    access: aclGuests,
    answer: answer<{ data: GuestRow[] }>(),
    summary: 'Every guest',
  }),
  'acl.guests.datatable': defineRoute({
    method: 'GET',
    path: '/api/acl/guests/datatable',
    access: aclGuests,
    query: lazySchema(() =>
      datatableQuery(
        {
          code: z.string().check(z.trim(), z.maxLength(100)),
          name: z.string().check(z.trim(), z.maxLength(255)),
          type: z.union([z.literal(''), textNumber(z.number().check(z.int()))]),
          email: z.string().check(z.trim(), z.maxLength(254)),
          party: z.string().check(z.trim(), z.maxLength(255)),
        },
        GUEST_SORTS,
        // Bounded (a few thousand guests): "every row" stays available to the API's callers.
        { allowAll: true },
      ),
    ),
    answer: answer<DatatableAnswer<GuestRow>>(),
    summary: 'Guests, server-paged and sorted, searched by party code, name, type, e-mail, party name',
  }),
  'acl.guests.show': defineRoute({
    method: 'GET',
    path: '/api/acl/guests/{id}',
    access: aclGuests,
    params: idParams,
    answer: answer<{ data: GuestRow }>(),
    summary: 'One guest',
  }),
  'acl.guests.store': defineRoute({
    method: 'POST',
    path: '/api/acl/guests',
    access: aclGuests,
    body: guestBody,
    answer: answer<{ data: GuestRow }>(),
    summary: 'Creates a guest: account and Cognito identity together',
  }),
  'acl.guests.update': defineRoute({
    method: 'PUT',
    path: '/api/acl/guests/{id}',
    access: aclGuests,
    params: idParams,
    body: guestBody,
    answer: answer<{ data: GuestRow }>(),
    summary: 'Updates a guest (name, e-mail, party, type, roles)',
  }),
  'acl.guests.destroy': defineRoute({
    method: 'DELETE',
    path: '/api/acl/guests/{id}',
    access: aclGuests,
    params: idParams,
    answer: answer<null>(),
    summary: 'Deletes a guest: Cognito identity, account and its unique e-mail and login',
  }),
  'acl.guests.impersonate': defineRoute({
    method: 'POST',
    path: '/api/acl/guests/impersonate/{id}',
    access: accessArea.access.impersonateGuests,
    params: idParams,
    answer: answer<{ data: TokenSession }>(),
    summary: 'An API-signed token to act as a guest (audited)',
  }),

  'acl.impersonation.end': defineRoute({
    method: 'POST',
    path: '/api/acl/impersonation/end',
    access: SIGNED_IN,
    answer: answer<{ data: { ended: boolean } }>(),
    summary: 'Records the end of the impersonation the caller is in (the SPA calls it on logout)',
  }),
  'acl.audit': defineRoute({
    method: 'GET',
    path: '/api/acl/audit',
    access: accessArea.access.aclAdmin,
    query: lazySchema(() => z.object({ limit: z._default(textNumber(z.number().check(z.int(), z.gte(1), z.lte(500))), 100) })),
    answer: answer<{ data: AuditRecord[] }>(),
    summary: 'Recent audit records (impersonation start and end), newest first',
  }),

  // Pharmacy self-service: users of the administrator's own pharmacy.
  'acl.guest_users.index': defineRoute({
    method: 'GET',
    path: '/api/guest/acl/users',
    access: pharmacySelfService,
    answer: answer<{ data: GuestRow[] }>(),
    summary: "Users of the caller's own pharmacy (type 1), the caller included",
  }),
  'acl.guest_users.show': defineRoute({
    method: 'GET',
    path: '/api/guest/acl/users/{id}',
    access: pharmacySelfService,
    params: idParams,
    answer: answer<{ data: GuestRow }>(),
    summary: "One user of the caller's pharmacy (not the caller: errors.guest_acl_himself)",
  }),
  'acl.guest_users.store': defineRoute({
    method: 'POST',
    path: '/api/guest/acl/users',
    access: pharmacySelfService,
    body: guestUserBody,
    answer: answer<{ data: GuestRow }>(),
    summary: "Creates a user of the caller's pharmacy",
  }),
  'acl.guest_users.update': defineRoute({
    method: 'PUT',
    path: '/api/guest/acl/users/{id}',
    access: pharmacySelfService,
    params: idParams,
    body: guestUserBody,
    answer: answer<{ data: GuestRow }>(),
    summary: "Updates a user of the caller's pharmacy",
  }),
  'acl.guest_users.destroy': defineRoute({
    method: 'DELETE',
    path: '/api/guest/acl/users/{id}',
    access: pharmacySelfService,
    params: idParams,
    answer: answer<null>(),
    summary: "Deletes a user of the caller's pharmacy",
  }),
  'acl.guest_roles.pharmacy': defineRoute({
    method: 'GET',
    path: '/api/guest/acl/roles/treeview/pharmacy',
    access: pharmacySelfService,
    answer: answer<{ data: RoleNode[] }>(),
    summary: 'Pharmacy role tree limited to the roles the caller may grant (those it holds)',
  }),
  'acl.guest_roles.laboratory': defineRoute({
    method: 'GET',
    path: '/api/guest/acl/roles/treeview/laboratory',
    access: pharmacySelfService,
    answer: answer<{ data: RoleNode[] }>(),
    summary: 'Laboratory role tree limited to the roles the caller may grant (those it holds)',
  }),
};
