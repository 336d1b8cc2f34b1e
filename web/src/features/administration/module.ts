/**
 * The administration back office (issue 14; spec §2 "Administration home and catalog", "Other
 * administration screens"; §6: the administration role, or the screen's own role, as the API
 * checks). The 1706 list's address is not given ({token}): it sits under the catalog.
 */
import { page, type FeatureModule } from '../../app/feature-module';
import { anyOf } from '../../app/guard/decide';
import { ADMINISTRATION_ACCESS, ADMINISTRATION_HOME_ROLES } from './access';
import { administrationPaths } from './paths';

const p = administrationPaths;
const a = ADMINISTRATION_ACCESS;

export const administrationModule: FeatureModule = {
  id: 'administration',
  routes: [
    { path: p.administration, access: anyOf(...ADMINISTRATION_HOME_ROLES), page: page(() => import('./AdministrationIndex')) },
    { path: p.administrationHome, access: anyOf(...ADMINISTRATION_HOME_ROLES), page: page(() => import('./AdministrationHome')) },
    { path: p.administrationCatalog, access: anyOf(...a.catalog), page: page(() => import('./catalog/CatalogPage')) },
    {
      path: p.administrationSpecialCatalog,
      access: anyOf(...a.catalog),
      page: page(() => import('./catalog/SpecialCatalogPage')),
    },
    {
      path: p.administrationInsertSales,
      access: anyOf(...a.insertSales),
      page: page(() => import('./manual-sales/ManualSalesPage')),
    },
    {
      path: p.administrationLabsStatistics,
      access: anyOf(...a.labsStatistics),
      page: page(() => import('./LabsStatisticsPage')),
    },
    { path: p.administrationPackaging, access: anyOf(...a.packaging), page: page(() => import('./PackagingPage')) },
    {
      path: p.administrationPlatformInvoicing,
      access: anyOf(...a.platformInvoicing),
      page: page(() => import('./PlatformInvoicingPage')),
    },
    {
      path: p.administrationFarmapremium,
      access: anyOf(...a.farmapremium),
      page: page(() => import('./loyalty/FarmapremiumPage')),
    },
  ],
  // prettier-ignore
  areas: [
    { id: 'administration', home: 'internal', placement: 'tile', path: p.administration, titleKey: 'areas.administration', icon: 'settings', roles: ADMINISTRATION_HOME_ROLES, header: true, built: true },
  ],
};
