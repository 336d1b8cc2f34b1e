/** The laboratory guest's statistics and BI (spec §2 "Laboratory"). */
import { rolesOf } from '../../../../shared/areas/define';
import { portalArea, portalTiles } from '../../../../shared/areas/portal';
import { page, type FeatureModule } from '../../app/feature-module';
import { laboratoryPaths } from './paths';

const p = laboratoryPaths;

export const laboratoryModule: FeatureModule = {
  id: 'laboratory',
  routes: [
    {
      path: p.laboratoryStatistics,
      access: portalArea.access.laboratoryStatisticsPage,
      page: page(() => import('./StatisticsPage')),
    },
    {
      path: p.laboratoryBi,
      access: portalArea.access.laboratoryBiPage,
      page: page(() => import('./BiPage')),
    },
  ],
  // prettier-ignore
  areas: [
    { id: 'laboratory_statistics', home: 'laboratory', placement: 'link', path: p.laboratoryStatistics, titleKey: 'areas.laboratory_statistics', roles: rolesOf(portalTiles.laboratoryStatistics), header: true, built: true },
    { id: 'laboratory_bi', home: 'laboratory', placement: 'link', path: p.laboratoryBi, titleKey: 'areas.laboratory_bi', roles: rolesOf(portalTiles.laboratoryBi), header: true, built: true },
  ],
};
