/** The three homes (spec §2): / sends each account to its own. */
import { accessArea } from '../../../../shared/areas/access';
import { portalArea } from '../../../../shared/areas/portal';
import { page, type FeatureModule } from '../../app/feature-module';
import { SIGNED_IN } from '../../app/guard/decide';
import { homeModulePaths } from './paths';

const p = homeModulePaths;

export const homeModule: FeatureModule = {
  id: 'home',
  routes: [
    { path: p.home, access: SIGNED_IN, page: page(() => import('./HomeRedirect')) },
    { path: p.internal, access: accessArea.access.internal, page: page(() => import('./InternalHome')) },
    { path: p.pharmacy, access: portalArea.access.pharmacyGuest, page: page(() => import('./PharmacyHome')) },
    { path: p.laboratory, access: portalArea.access.laboratoryGuest, page: page(() => import('./LaboratoryHome')) },
  ],
};
