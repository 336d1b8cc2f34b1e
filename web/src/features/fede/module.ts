/** The federated sign-in link (spec §2 "Login fede"). */
import { page, type FeatureModule } from '../../app/feature-module';
import { GUESTS_ONLY } from '../../app/guard/decide';
import { fedePaths } from './paths';

export const fedeModule: FeatureModule = {
  id: 'fede',
  routes: [{ path: fedePaths.loginFede, access: GUESTS_ONLY, page: page(() => import('./LoginFedePage')) }],
};
