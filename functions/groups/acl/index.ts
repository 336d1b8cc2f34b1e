import { aclRoutes } from '../../../shared/api/routes/acl';
import { groupHandler } from '../../lib/http/group-handler';
import { guestUsersDestroy, guestUsersIndex, guestUsersShow, guestUsersStore, guestUsersUpdate } from './guest-users';
import { guestsDatatable, guestsDestroy, guestsIndex, guestsShow, guestsStore, guestsUpdate } from './guests';
import { auditIndex, endImpersonation, impersonateGuest, impersonateUser } from './impersonation';
import {
  guestTreeAll,
  internalTree,
  laboratoryTree,
  pharmacyTree,
  rolesIndex,
  rolesShow,
  selfServiceLaboratoryTree,
  selfServicePharmacyTree,
} from './roles';
import { usersIndex, usersPending, usersShow, usersUpdate } from './users';

export const handler = groupHandler(aclRoutes, {
  'acl.roles.index': rolesIndex,
  'acl.roles.treeview': internalTree,
  'acl.roles.treeview_guest': guestTreeAll,
  'acl.roles.treeview_guest_pharmacy': pharmacyTree,
  'acl.roles.treeview_guest_laboratory': laboratoryTree,
  'acl.roles.show': rolesShow,
  'acl.users.index': usersIndex,
  'acl.users.pending': usersPending,
  'acl.users.show': usersShow,
  'acl.users.update': usersUpdate,
  'acl.users.impersonate': impersonateUser,
  'acl.guests.index': guestsIndex,
  'acl.guests.datatable': guestsDatatable,
  'acl.guests.show': guestsShow,
  'acl.guests.store': guestsStore,
  'acl.guests.update': guestsUpdate,
  'acl.guests.destroy': guestsDestroy,
  'acl.guests.impersonate': impersonateGuest,
  'acl.impersonation.end': endImpersonation,
  'acl.audit': auditIndex,
  'acl.guest_users.index': guestUsersIndex,
  'acl.guest_users.show': guestUsersShow,
  'acl.guest_users.store': guestUsersStore,
  'acl.guest_users.update': guestUsersUpdate,
  'acl.guest_users.destroy': guestUsersDestroy,
  'acl.guest_roles.pharmacy': selfServicePharmacyTree,
  'acl.guest_roles.laboratory': selfServiceLaboratoryTree,
});
