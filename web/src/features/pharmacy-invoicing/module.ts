/** The pharmacy's platform invoices (spec §2 "Invoicing"). */
import { portalArea } from '../../../../shared/areas/portal';
import { page, type FeatureModule } from '../../app/feature-module';
import { pharmacyInvoicingPaths } from './paths';

export const pharmacyInvoicingModule: FeatureModule = {
  id: 'pharmacy-invoicing',
  routes: [
    {
      path: pharmacyInvoicingPaths.pharmacyInvoicing,
      access: portalArea.access.invoicing,
      page: page(() => import('./InvoicingPage')),
    },
  ],
};
