/**
 * The profile menu's own screens (spec §2 "Shared frame"): users get their settings; guests their
 * profile. Logout is always there and is not an area.
 */
import { ROLE } from '../../../../shared/roles/catalogue';
import { page, type FeatureModule } from '../../app/feature-module';
import { allOf } from '../../app/guard/decide';
import { profilePaths } from './paths';

const p = profilePaths;
const guestProfile = page(() => import('./GuestProfilePage'));

export const profileModule: FeatureModule = {
  id: 'profile',
  routes: [
    { path: p.pharmacyProfile, access: allOf(ROLE.guest, ROLE.pharmacyGuest), page: guestProfile },
    { path: p.laboratoryProfile, access: allOf(ROLE.guest, ROLE.laboratoryGuest), page: guestProfile },
    { path: p.profileSettings, access: allOf(ROLE.internal), page: page(() => import('./SettingsPage')) },
  ],
  // prettier-ignore
  areas: [
    { id: 'profile_settings', home: 'any', placement: 'profile', path: p.profileSettings, titleKey: 'nav.profile_settings', roles: [ROLE.internal], model: 'user', built: true },
    { id: 'profile_pharmacy', home: 'any', placement: 'profile', path: p.pharmacyProfile, titleKey: 'nav.profile', roles: [], model: 'guest', guestType: 1, built: true },
    { id: 'profile_laboratory', home: 'any', placement: 'profile', path: p.laboratoryProfile, titleKey: 'nav.profile', roles: [], model: 'guest', guestType: 2, built: true },
  ],
};
