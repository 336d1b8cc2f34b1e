/** Forgotten password: the request and the new password from the mailed link (spec §2). */
import { page, type FeatureModule } from '../../app/feature-module';
import { GUESTS_ONLY } from '../../app/guard/decide';
import { passwordPaths } from './paths';

export const passwordModule: FeatureModule = {
  id: 'password',
  routes: [
    { path: passwordPaths.passwordReset, access: GUESTS_ONLY, page: page(() => import('./PasswordResetPage')) },
    { path: passwordPaths.passwordUpdate, access: GUESTS_ONLY, page: page(() => import('./PasswordUpdatePage')) },
  ],
};
