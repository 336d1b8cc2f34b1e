/**
 * The administration back office (spec §2 "Administration home and catalog", "Other
 * administration screens"; §6: the administration role, or the screen's own role, as the API
 * checks). The 1706 list's address is not given ({token}): it sits under the catalog.
 */
import { page, type FeatureModule } from '../../app/feature-module';
import { rolesOf } from '../../../../shared/areas/define';
import { administrationArea } from '../../../../shared/areas/administration';
import { administrationPaths } from './paths';

const p = administrationPaths;
const a = administrationArea.access;

export const administrationModule: FeatureModule = {
  id: 'administration',
  routes: [
    { path: p.administration, access: a.home, page: page(() => import('./AdministrationIndex')) },
    { path: p.administrationHome, access: a.home, page: page(() => import('./AdministrationHome')) },
    { path: p.administrationCatalog, access: a.catalog, page: page(() => import('./catalog/CatalogPage')) },
    {
      path: p.administrationSpecialCatalog,
      access: a.catalog,
      page: page(() => import('./catalog/SpecialCatalogPage')),
    },
    {
      path: p.administrationInsertSales,
      access: a.insertSales,
      page: page(() => import('./manual-sales/ManualSalesPage')),
    },
    {
      path: p.administrationLabsStatistics,
      access: a.labsStatistics,
      page: page(() => import('./LabsStatisticsPage')),
    },
    { path: p.administrationPackaging, access: a.packaging, page: page(() => import('./PackagingPage')) },
    {
      path: p.administrationPlatformInvoicing,
      access: a.platformInvoicing,
      page: page(() => import('./PlatformInvoicingPage')),
    },
    {
      path: p.administrationFarmapremium,
      access: a.farmapremium,
      page: page(() => import('./loyalty/FarmapremiumPage')),
    },
  ],
  // prettier-ignore
  areas: [
    { id: 'administration', home: 'internal', placement: 'tile', path: p.administration, titleKey: 'areas.administration', icon: 'settings', roles: rolesOf(a.home), header: true, built: true },
  ],
};
