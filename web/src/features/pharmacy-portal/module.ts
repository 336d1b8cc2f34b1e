/**
 * The pharmacy portal (issue 5; spec §2, roles from §6): the communication page, the tiles pages
 * of each area and its webinars; its navigation is in ./areas.ts. A route listing several roles
 * needs all.
 */
import { ROLE } from '../../../../shared/roles/catalogue';
import { page, type FeatureModule } from '../../app/feature-module';
import { allOf } from '../../app/guard/decide';
import { PHARMACY_PORTAL_AREAS } from './areas';
import { pharmacyPortalPaths } from './paths';

const p = pharmacyPortalPaths;
const tiles = page(() => import('./TilesPage'));
const partnerApp = page(() => import('./PartnerAppRedirect'));
const member = (role: number) => allOf(ROLE.pharmacyGuest, role);

export const pharmacyPortalModule: FeatureModule = {
  id: 'pharmacy-portal',
  routes: [
    {
      path: p.pharmacyCommunication,
      access: allOf(ROLE.guest, ROLE.pharmacyGuest),
      page: page(() => import('./CommunicationPage')),
    },
    { path: p.pharmacyPlatform, access: member(ROLE.pharmacyPlatform), page: tiles },
    { path: p.pharmacyAdministration, access: member(ROLE.pharmacyAdministration), page: tiles },
    { path: p.pharmacyServices, access: member(ROLE.pharmacyServices), page: tiles },
    { path: p.pharmacyBi, access: member(ROLE.pharmacyBi), page: tiles },
    { path: p.pharmacyBiDemo, access: member(ROLE.pharmacyBiDemo), page: partnerApp },
    { path: p.pharmacyBiSfera, access: member(ROLE.pharmacyBiSfera), page: partnerApp },
    { path: p.pharmacyWebinars, access: member(ROLE.pharmacyAdvance), page: page(() => import('./WebinarsPage')) },
  ],
  areas: PHARMACY_PORTAL_AREAS,
};
