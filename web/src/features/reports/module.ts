/** The pharmacy's embedded reports: purchases, BI reports and the vertical report (issue 5). */
import { ROLE } from '../../../../shared/roles/catalogue';
import { page, routesAt, type FeatureModule } from '../../app/feature-module';
import { allOf } from '../../app/guard/decide';
import { reportPaths } from './paths';

const p = reportPaths;
const report = page(() => import('./ReportPage'));

export const reportsModule: FeatureModule = {
  id: 'reports',
  routes: [
    { path: p.pharmacyPurchases, access: allOf(ROLE.pharmacyGuest, ROLE.pharmacyPlatform, ROLE.pharmacyPurchases), page: report },
    ...routesAt(
      [p.pharmacyReports, p.pharmacyReportsIndex, p.pharmacyPrivateReport],
      allOf(ROLE.pharmacyGuest, ROLE.pharmacyBi, ROLE.pharmacyBiReports),
      report,
    ),
    { path: p.pharmacyVertical, access: allOf(ROLE.guest, ROLE.pharmacyGuest, ROLE.pharmacyAdvance), page: report },
  ],
};
