/** The intranet tree and the home sliders (role 48). */
import { rolesOf } from '../../../../shared/areas/define';
import { portalArea } from '../../../../shared/areas/portal';
import { page, type FeatureModule } from '../../app/feature-module';
import { intranetPaths } from './paths';

const p = intranetPaths;
const admin = portalArea.access.intranetAdmin;

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
      roles: rolesOf(admin),
      header: true,
      built: true,
    },
  ],
};
