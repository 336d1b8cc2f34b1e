/** Sign-in and sign-out (spec §2 "Login"). */
import { eager, page, type FeatureModule } from '../../app/feature-module';
import { GUESTS_ONLY, PUBLIC } from '../../app/guard/decide';
import LoginPage from './LoginPage';
import { authPaths } from './paths';

// Bundled with the entry: every new session starts there and its components are the core ones
// anyway (1.6 KiB gzip). Lazy, it cost a round trip before the first meaningful paint (Lighthouse
// LCP +0.1–0.2 s on a mobile profile).
export const loginPage = eager(LoginPage);

export const authModule: FeatureModule = {
  id: 'auth',
  routes: [
    { path: authPaths.login, access: GUESTS_ONLY, page: loginPage },
    { path: authPaths.logout, access: PUBLIC, page: page(() => import('./LogoutPage')) },
  ],
};
