/** The 403 page and the catch-all 404 (listed last in app/modules.ts). */
import { page, type FeatureModule } from '../../app/feature-module';
import { PUBLIC, SIGNED_IN } from '../../app/guard/decide';
import { errorPaths } from './paths';

export const errorsModule: FeatureModule = {
  id: 'errors',
  routes: [
    { path: errorPaths.forbidden, access: SIGNED_IN, page: page(() => import('./ForbiddenPage')) },
    { path: '*', access: PUBLIC, page: page(() => import('./NotFoundPage')) },
  ],
};
