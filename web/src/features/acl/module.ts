/**
 * Access control (issue 4). Roles 4 and 5 sit under 3 and are always saved with it, so the spec's
 * "3 or 4" (internal users) and "3 or 5" (guests) are each exactly "holds 3". Spec §6: ACL home 3,
 * 4 or 5; internal users 3 or 4; guests 3 or 5. The pharmacy's own user admin needs both roles.
 */
import { ROLE } from '../../../../shared/roles/catalogue';
import { page, type FeatureModule } from '../../app/feature-module';
import { allOf, anyOf } from '../../app/guard/decide';
import { ACL_ROLES, GUESTS_ROLES, USERS_ROLES } from './access';
import { aclPaths } from './paths';

const p = aclPaths;
const pharmacyAcl = allOf(ROLE.pharmacyAdministration, ROLE.pharmacyAcl);

export const aclModule: FeatureModule = {
  id: 'acl',
  routes: [
    { path: p.acl, access: anyOf(...ACL_ROLES), page: page(() => import('./AclIndex')) },
    { path: p.aclHome, access: anyOf(...ACL_ROLES), page: page(() => import('./AclHome')) },
    { path: p.aclUsers, access: anyOf(...USERS_ROLES), page: page(() => import('./UsersPage')) },
    { path: p.aclUserShow, access: anyOf(...USERS_ROLES), page: page(() => import('./UserShowPage')) },
    { path: p.aclGuests, access: anyOf(...GUESTS_ROLES), page: page(() => import('./GuestsPage')) },
    { path: p.aclGuestShow, access: anyOf(...GUESTS_ROLES), page: page(() => import('./GuestShowPage')) },
    { path: p.pharmacyAcl, access: pharmacyAcl, page: page(() => import('./PharmacyUsersPage')) },
    { path: p.pharmacyAclShow, access: pharmacyAcl, page: page(() => import('./PharmacyUserShowPage')) },
  ],
  areas: [
    {
      id: 'acl',
      home: 'internal',
      placement: 'tile',
      path: p.acl,
      titleKey: 'areas.acl',
      icon: 'lock-private',
      roles: ACL_ROLES,
      header: true,
      built: true,
    },
  ],
};
