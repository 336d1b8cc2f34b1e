/** The pharmacy's embedded reports: purchases, BI reports and the vertical report. */
import { portalArea } from '../../../../shared/areas/portal';
import { page, routesAt, type FeatureModule } from '../../app/feature-module';
import { reportPaths } from './paths';

const p = reportPaths;
const a = portalArea.access;
const report = page(() => import('./ReportPage'));

export const reportsModule: FeatureModule = {
  id: 'reports',
  routes: [
    { path: p.pharmacyPurchases, access: a.purchases, page: report },
    ...routesAt([p.pharmacyReports, p.pharmacyReportsIndex, p.pharmacyPrivateReport], a.biReports, report),
    { path: p.pharmacyVertical, access: a.vertical, page: report },
  ],
};
