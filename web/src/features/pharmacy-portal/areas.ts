/**
 * The pharmacy portal's navigation (spec §2, roles from §6): the home's tiles and help
 * link, the header links to areas no tile leads to, and the tiles of each area's own page, which
 * lead to the documents, reports and invoicing screens. Data only, so the browser tests read it too.
 */
import { rolesOf } from '../../../../shared/areas/define';
import { portalTiles as t } from '../../../../shared/areas/portal';
import type { AreaEntry } from '../../app/area-entry';
import { pharmacyPortalPaths as p } from './paths';

// prettier-ignore
export const PHARMACY_PORTAL_AREAS: readonly AreaEntry[] = [
    // /pharmacy tiles and help link.
    { id: 'pharmacy_platform', home: 'pharmacy', placement: 'tile', path: p.pharmacyPlatform, titleKey: 'areas.pharmacy_platform', icon: 'grid-view', roles: rolesOf(t.platform), header: true, built: true },
    { id: 'pharmacy_administration', home: 'pharmacy', placement: 'tile', path: p.pharmacyAdministration, titleKey: 'areas.pharmacy_administration', icon: 'settings', roles: rolesOf(t.administration), header: true, built: true },
    { id: 'pharmacy_health', home: 'pharmacy', placement: 'tile', path: '/guest/pharmacy/health', titleKey: 'areas.pharmacy_health', icon: 'heart', roles: rolesOf(t.services), header: true, built: true },
    { id: 'pharmacy_club', home: 'pharmacy', placement: 'tile', path: '/guest/pharmacy/club', titleKey: 'areas.pharmacy_club', icon: 'star', roles: rolesOf(t.advance), header: true, built: true },
    { id: 'pharmacy_networking', home: 'pharmacy', placement: 'tile', path: '/guest/pharmacy/networking', titleKey: 'areas.pharmacy_networking', icon: 'group', roles: rolesOf(t.advance), header: true, built: true },
    { id: 'pharmacy_communication', home: 'pharmacy', placement: 'help', path: p.pharmacyCommunication, titleKey: 'areas.pharmacy_communication', icon: 'support', roles: [], built: true },
    // Header links to areas no home tile leads to (spec §2: news, services, bi, webinars).
    { id: 'pharmacy_news', home: 'pharmacy', placement: 'nav', path: '/guest/pharmacy/news', titleKey: 'portal.nav.news', roles: rolesOf(t.pharmacyGuest), guestType: 1, header: true, built: true },
    { id: 'pharmacy_services', home: 'pharmacy', placement: 'nav', path: p.pharmacyServices, titleKey: 'portal.nav.services', roles: rolesOf(t.servicesAny), header: true, built: true },
    { id: 'pharmacy_bi', home: 'pharmacy', placement: 'nav', path: p.pharmacyBi, titleKey: 'portal.nav.bi', roles: rolesOf(t.bi), header: true, built: true },
    { id: 'pharmacy_webinars', home: 'pharmacy', placement: 'nav', path: p.pharmacyWebinars, titleKey: 'portal.nav.webinars', roles: rolesOf(t.advance), header: true, built: true },
    // The tiles of the areas' own pages.
    { id: 'platform_purchases', home: 'pharmacy', placement: 'area-tile', parent: 'pharmacy_platform', path: '/guest/pharmacy/platform/purchases', titleKey: 'portal.tiles.purchases', icon: 'search', roles: rolesOf(t.purchases), built: true },
    { id: 'platform_invoicing', home: 'pharmacy', placement: 'area-tile', parent: 'pharmacy_platform', path: '/guest/pharmacy/platform/invoicing', titleKey: 'portal.tiles.invoicing', icon: 'file', roles: rolesOf(t.invoicing), built: true },
    { id: 'platform_agreements', home: 'pharmacy', placement: 'area-tile', parent: 'pharmacy_platform', path: '/guest/pharmacy/platform/agreements', titleKey: 'portal.tiles.agreements', icon: 'folder', roles: rolesOf(t.agreements), built: true },
    { id: 'platform_vertical', home: 'pharmacy', placement: 'area-tile', parent: 'pharmacy_platform', path: '/guest/pharmacy/vertical', titleKey: 'portal.tiles.vertical', icon: 'view-vertical', roles: rolesOf(t.advance), built: true },
    { id: 'platform_catalog', home: 'pharmacy', placement: 'area-tile', parent: 'pharmacy_platform', path: '/guest/pharmacy/platform/catalog', titleKey: 'portal.tiles.catalog', icon: 'folder', roles: rolesOf(t.catalog), built: true },
    { id: 'platform_promotions', home: 'pharmacy', placement: 'area-tile', parent: 'pharmacy_platform', path: '/guest/pharmacy/platform/promotions', titleKey: 'portal.tiles.promotions', icon: 'flag', roles: rolesOf(t.promotions), built: true },
    { id: 'administration_acl', home: 'pharmacy', placement: 'area-tile', parent: 'pharmacy_administration', path: '/guest/pharmacy/administration/acl', titleKey: 'portal.tiles.acl', icon: 'user-profile', roles: rolesOf(t.acl), built: true },
    { id: 'administration_documents', home: 'pharmacy', placement: 'area-tile', parent: 'pharmacy_administration', path: '/guest/pharmacy/administration/documents', titleKey: 'portal.tiles.administration_documents', icon: 'folder', roles: rolesOf(t.administrationDocuments), built: true },
    { id: 'services_inperson', home: 'pharmacy', placement: 'area-tile', parent: 'pharmacy_services', path: '/guest/pharmacy/services/inperson', titleKey: 'portal.tiles.inperson', icon: 'group', roles: rolesOf(t.inperson), built: true },
    { id: 'services_digital', home: 'pharmacy', placement: 'area-tile', parent: 'pharmacy_services', path: '/guest/pharmacy/services/digital', titleKey: 'portal.tiles.digital', icon: 'multiscreen', roles: rolesOf(t.digital), built: true },
    { id: 'bi_reports', home: 'pharmacy', placement: 'area-tile', parent: 'pharmacy_bi', path: '/guest/pharmacy/bi/reports', titleKey: 'portal.tiles.reports', icon: 'search', roles: rolesOf(t.biReports), built: true },
    { id: 'bi_documents', home: 'pharmacy', placement: 'area-tile', parent: 'pharmacy_bi', path: '/guest/pharmacy/bi/documents', titleKey: 'portal.tiles.bi_documents', icon: 'folder', roles: rolesOf(t.biDocuments), built: true },
    { id: 'bi_demo', home: 'pharmacy', placement: 'area-tile', parent: 'pharmacy_bi', path: p.pharmacyBiDemo, titleKey: 'portal.tiles.demo', icon: 'external', roles: rolesOf(t.biDemo), built: true },
    { id: 'bi_sfera', home: 'pharmacy', placement: 'area-tile', parent: 'pharmacy_bi', path: p.pharmacyBiSfera, titleKey: 'portal.tiles.sfera', icon: 'external', roles: rolesOf(t.biSfera), built: true },
  
];
