/**
 * The profile menu's own screens (spec §2 "Shared frame"): users get their settings; guests their
 * profile. Logout is always there and is not an area.
 */
import { accessArea } from '../../../../shared/areas/access';
import { rolesOf } from '../../../../shared/areas/define';
import { portalArea } from '../../../../shared/areas/portal';
import { page, type FeatureModule } from '../../app/feature-module';
import { profilePaths } from './paths';

const p = profilePaths;
const guestProfile = page(() => import('./GuestProfilePage'));

export const profileModule: FeatureModule = {
  id: 'profile',
  routes: [
    { path: p.pharmacyProfile, access: portalArea.access.pharmacyGuest, page: guestProfile },
    { path: p.laboratoryProfile, access: portalArea.access.laboratoryGuest, page: guestProfile },
    { path: p.profileSettings, access: accessArea.access.internal, page: page(() => import('./SettingsPage')) },
  ],
  // prettier-ignore
  areas: [
    { id: 'profile_settings', home: 'any', placement: 'profile', path: p.profileSettings, titleKey: 'nav.profile_settings', roles: rolesOf(accessArea.access.internal), model: 'user', built: true },
    { id: 'profile_pharmacy', home: 'any', placement: 'profile', path: p.pharmacyProfile, titleKey: 'nav.profile', roles: [], model: 'guest', guestType: 1, built: true },
    { id: 'profile_laboratory', home: 'any', placement: 'profile', path: p.laboratoryProfile, titleKey: 'nav.profile', roles: [], model: 'guest', guestType: 2, built: true },
  ],
};
