/**
 * The pharmacy portal (spec §2, roles from §6): the communication page, the tiles pages
 * of each area and its webinars; its navigation is in ./areas.ts. A route listing several roles
 * needs all.
 */
import { portalArea } from '../../../../shared/areas/portal';
import { page, type FeatureModule } from '../../app/feature-module';
import { PHARMACY_PORTAL_AREAS } from './areas';
import { pharmacyPortalPaths } from './paths';

const p = pharmacyPortalPaths;
const tiles = page(() => import('./TilesPage'));
const partnerApp = page(() => import('./PartnerAppRedirect'));
const a = portalArea.access;

export const pharmacyPortalModule: FeatureModule = {
  id: 'pharmacy-portal',
  routes: [
    {
      path: p.pharmacyCommunication,
      access: a.pharmacyGuest,
      page: page(() => import('./CommunicationPage')),
    },
    { path: p.pharmacyPlatform, access: a.platform, page: tiles },
    { path: p.pharmacyAdministration, access: a.administration, page: tiles },
    { path: p.pharmacyServices, access: a.services, page: tiles },
    { path: p.pharmacyBi, access: a.bi, page: tiles },
    { path: p.pharmacyBiDemo, access: a.biDemo, page: partnerApp },
    { path: p.pharmacyBiSfera, access: a.biSfera, page: partnerApp },
    { path: p.pharmacyWebinars, access: a.advance, page: page(() => import('./WebinarsPage')) },
  ],
  areas: PHARMACY_PORTAL_AREAS,
};
