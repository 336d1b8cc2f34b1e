/**
 * Access control. Roles 4 and 5 sit under 3 and are always saved with it, so the spec's
 * "3 or 4" (internal users) and "3 or 5" (guests) are each exactly "holds 3". Spec §6: ACL home 3,
 * 4 or 5; internal users 3 or 4; guests 3 or 5. The pharmacy's own user admin needs both roles.
 */
import { rolesOf } from '../../../../shared/areas/define';
import { accessArea } from '../../../../shared/areas/access';
import { page, type FeatureModule } from '../../app/feature-module';
import { aclPaths } from './paths';

const p = aclPaths;
const a = accessArea.access;
const pharmacyAcl = a.pharmacySelfService;

export const aclModule: FeatureModule = {
  id: 'acl',
  routes: [
    { path: p.acl, access: a.acl, page: page(() => import('./AclIndex')) },
    { path: p.aclHome, access: a.acl, page: page(() => import('./AclHome')) },
    { path: p.aclUsers, access: a.users, page: page(() => import('./UsersPage')) },
    { path: p.aclUserShow, access: a.users, page: page(() => import('./UserShowPage')) },
    { path: p.aclGuests, access: a.guests, page: page(() => import('./GuestsPage')) },
    { path: p.aclGuestShow, access: a.guests, page: page(() => import('./GuestShowPage')) },
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
      roles: rolesOf(a.acl),
      header: true,
      built: true,
    },
  ],
};
