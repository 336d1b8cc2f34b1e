/** The three homes (spec §2): / sends each account to its own. */
import { ROLE } from '../../../../shared/roles/catalogue';
import { page, type FeatureModule } from '../../app/feature-module';
import { SIGNED_IN, allOf } from '../../app/guard/decide';
import { homeModulePaths } from './paths';

const p = homeModulePaths;

export const homeModule: FeatureModule = {
  id: 'home',
  routes: [
    { path: p.home, access: SIGNED_IN, page: page(() => import('./HomeRedirect')) },
    { path: p.internal, access: allOf(ROLE.internal), page: page(() => import('./InternalHome')) },
    { path: p.pharmacy, access: allOf(ROLE.guest, ROLE.pharmacyGuest), page: page(() => import('./PharmacyHome')) },
    { path: p.laboratory, access: allOf(ROLE.guest, ROLE.laboratoryGuest), page: page(() => import('./LaboratoryHome')) },
  ],
};
