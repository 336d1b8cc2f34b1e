/**
 * Every feature module of the SPA, collected: the router, the path map and the area registry read
 * them from here. A new area adds its `module.ts` in its folder and one line below. The order is
 * the order of the tiles and links on each home and in the profile menu; the errors module (the
 * catch-all 404) comes last.
 */
import { aclModule } from '../features/acl/module';
import { administrationModule } from '../features/administration/module';
import { authModule } from '../features/auth/module';
import { errorsModule } from '../features/errors/module';
import { fedeModule } from '../features/fede/module';
import { homeModule } from '../features/home/module';
import { intranetModule } from '../features/intranet/module';
import { laboratoryModule } from '../features/laboratory/module';
import { operationsModule } from '../features/operations/module';
import { passwordModule } from '../features/password/module';
import { pharmacyDocumentsModule } from '../features/pharmacy-documents/module';
import { pharmacyInvoicingModule } from '../features/pharmacy-invoicing/module';
import { pharmacyPortalModule } from '../features/pharmacy-portal/module';
import { profileModule } from '../features/profile/module';
import { reportsModule } from '../features/reports/module';
import { salesImportModule } from '../features/sales-import/module';
import { ticketingModule } from '../features/ticketing/module';
import { warehouseModule } from '../features/warehouse/module';
import { workingTimeModule } from '../features/working-time/module';
import type { FeatureModule } from './feature-module';

export const FEATURE_MODULES: readonly FeatureModule[] = [
  authModule,
  passwordModule,
  fedeModule,
  homeModule,
  // The internal home's tiles, in the spec's order (§2).
  warehouseModule,
  administrationModule,
  salesImportModule,
  ticketingModule,
  aclModule,
  intranetModule,
  workingTimeModule,
  operationsModule,
  // The guest portal.
  pharmacyPortalModule,
  pharmacyDocumentsModule,
  pharmacyInvoicingModule,
  reportsModule,
  laboratoryModule,
  profileModule,
  errorsModule,
];
