/** The pharmacy's platform invoices (issue 5; spec §2 "Invoicing"). */
import { ROLE } from '../../../../shared/roles/catalogue';
import { page, type FeatureModule } from '../../app/feature-module';
import { allOf } from '../../app/guard/decide';
import { pharmacyInvoicingPaths } from './paths';

export const pharmacyInvoicingModule: FeatureModule = {
  id: 'pharmacy-invoicing',
  routes: [
    {
      path: pharmacyInvoicingPaths.pharmacyInvoicing,
      access: allOf(ROLE.pharmacyGuest, ROLE.pharmacyPlatform, ROLE.pharmacyInvoicing),
      page: page(() => import('./InvoicingPage')),
    },
  ],
};
