/** The laboratory guest's statistics and BI (spec §2 "Laboratory"). */
import { ROLE } from '../../../../shared/roles/catalogue';
import { page, type FeatureModule } from '../../app/feature-module';
import { allOf } from '../../app/guard/decide';
import { laboratoryPaths } from './paths';

const p = laboratoryPaths;

export const laboratoryModule: FeatureModule = {
  id: 'laboratory',
  routes: [
    {
      path: p.laboratoryStatistics,
      access: allOf(ROLE.guest, ROLE.laboratoryGuest, ROLE.laboratoryStatistics),
      page: page(() => import('./StatisticsPage')),
    },
    {
      path: p.laboratoryBi,
      access: allOf(ROLE.guest, ROLE.laboratoryGuest, ROLE.laboratoryBi),
      page: page(() => import('./BiPage')),
    },
  ],
  // prettier-ignore
  areas: [
    { id: 'laboratory_statistics', home: 'laboratory', placement: 'link', path: p.laboratoryStatistics, titleKey: 'areas.laboratory_statistics', roles: [ROLE.laboratoryStatistics], header: true, built: true },
    { id: 'laboratory_bi', home: 'laboratory', placement: 'link', path: p.laboratoryBi, titleKey: 'areas.laboratory_bi', roles: [ROLE.laboratoryBi], header: true, built: true },
  ],
};
