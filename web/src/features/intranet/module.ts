/** The intranet tree and the home sliders (issue 5; role 48). */
import { ROLE } from '../../../../shared/roles/catalogue';
import { page, type FeatureModule } from '../../app/feature-module';
import { allOf } from '../../app/guard/decide';
import { intranetPaths } from './paths';

const p = intranetPaths;
const admin = allOf(ROLE.intranetAdmin);

export const intranetModule: FeatureModule = {
  id: 'intranet',
  routes: [
    { path: p.intranet, access: admin, page: page(() => import('./IntranetIndex')) },
    { path: p.intranetHome, access: admin, page: page(() => import('./IntranetPage')) },
    { path: p.intranetSliders, access: admin, page: page(() => import('./SlidersPage')) },
  ],
  areas: [
    {
      id: 'intranet',
      home: 'internal',
      placement: 'tile',
      path: p.intranet,
      titleKey: 'areas.intranet',
      icon: 'folder-open',
      roles: [ROLE.intranetAdmin],
      header: true,
      built: true,
    },
  ],
};
