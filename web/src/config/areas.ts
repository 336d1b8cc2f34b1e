/**
 * The area registry: every tile, home link, header link and profile-menu entry of the product,
 * declared once with its route, the roles that show it and whether its screens are built.
 *
 * Rules (spec §2, §6): an entry shows when it is built and the user holds at least one of its
 * roles (an empty list means "anyone who reaches this home"); `model` and `guestType` narrow it
 * further. Entries not built yet are never shown: there are no dead tiles. To ship an area, build
 * its routes and set `built: true` here; nothing else needs to change.
 */
import type { IconProps } from '@cloudscape-design/components/icon';
import { branchRoles, ROLE } from '../../../shared/roles/catalogue';
import { ACL_ROLES } from '../features/acl/access';
import { ADMINISTRATION_HOME_ROLES } from '../features/administration/access';
import type { HomeId } from './paths';

export type Placement =
  /** A tile on a home page (internal and pharmacy homes). */
  | 'tile'
  /** A plain link on a home page (laboratory home). */
  | 'link'
  /** The pharmacy home's help/contact link. */
  | 'help'
  /** An entry of the profile menu in the header. */
  | 'profile'
  /** A tile on an area's own tiles page (e.g. /guest/pharmacy/platform); `parent` names the area. */
  | 'area-tile'
  /** Only a link of the header (an area no home tile leads to). */
  | 'nav';

export interface AreaEntry {
  id: string;
  /** The home page it belongs to; profile entries belong to every home. */
  home: HomeId | 'any';
  placement: Placement;
  path: string;
  /** Catalogue key of its label. */
  titleKey: string;
  /** Cloudscape icon shown on a tile. */
  icon?: IconProps.Name;
  /** Any one of these roles shows it; [] shows it to everyone on that home. */
  roles: readonly number[];
  /** Only for this kind of account (the profile menu differs for users and guests). */
  model?: 'user' | 'guest';
  /** Only for this guest type (1 pharmacy, 2 laboratory). */
  guestType?: 1 | 2;
  /** Also listed among the header's links. */
  header?: boolean;
  /** For 'area-tile': the id of the area whose tiles page shows it. */
  parent?: string;
  /** False until the area's screens exist. */
  built: boolean;
}

// prettier-ignore
export const AREAS: readonly AreaEntry[] = [
  // /internal tiles (spec §2): warehouse, administration, ticketing, acl, bi, intranet, working time, opc.
  { id: 'warehouse', home: 'internal', placement: 'tile', path: '/warehouse', titleKey: 'areas.warehouse', icon: 'upload-download', roles: branchRoles(ROLE.warehouse), header: true, built: true },
  { id: 'administration', home: 'internal', placement: 'tile', path: '/administration', titleKey: 'areas.administration', icon: 'settings', roles: ADMINISTRATION_HOME_ROLES, header: true, built: true },
  { id: 'ticketing', home: 'internal', placement: 'tile', path: '/ticketing', titleKey: 'areas.ticketing', icon: 'ticket', roles: branchRoles(113), header: true, built: true },
  { id: 'acl', home: 'internal', placement: 'tile', path: '/acl', titleKey: 'areas.acl', icon: 'lock-private', roles: ACL_ROLES, header: true, built: true },
  { id: 'bi', home: 'internal', placement: 'tile', path: '/bi', titleKey: 'areas.bi', icon: 'search', roles: [ROLE.bi], header: true, built: false },
  { id: 'intranet', home: 'internal', placement: 'tile', path: '/intranet', titleKey: 'areas.intranet', icon: 'folder-open', roles: [ROLE.intranetAdmin], header: true, built: true },
  { id: 'working_time', home: 'internal', placement: 'tile', path: '/working-time-control', titleKey: 'areas.working_time', icon: 'calendar', roles: [ROLE.internal], header: true, built: true },
  { id: 'opc', home: 'internal', placement: 'tile', path: '/opc', titleKey: 'areas.opc', icon: 'multiscreen', roles: [112], header: true, built: true },

  // /pharmacy tiles and help link (spec §2, roles from §6).
  { id: 'pharmacy_platform', home: 'pharmacy', placement: 'tile', path: '/guest/pharmacy/platform', titleKey: 'areas.pharmacy_platform', icon: 'grid-view', roles: [ROLE.pharmacyPlatform], header: true, built: true },
  { id: 'pharmacy_administration', home: 'pharmacy', placement: 'tile', path: '/guest/pharmacy/administration', titleKey: 'areas.pharmacy_administration', icon: 'settings', roles: [ROLE.pharmacyAdministration], header: true, built: true },
  { id: 'pharmacy_health', home: 'pharmacy', placement: 'tile', path: '/guest/pharmacy/health', titleKey: 'areas.pharmacy_health', icon: 'heart', roles: [ROLE.pharmacyServices], header: true, built: true },
  { id: 'pharmacy_club', home: 'pharmacy', placement: 'tile', path: '/guest/pharmacy/club', titleKey: 'areas.pharmacy_club', icon: 'star', roles: [ROLE.pharmacyAdvance], header: true, built: true },
  { id: 'pharmacy_networking', home: 'pharmacy', placement: 'tile', path: '/guest/pharmacy/networking', titleKey: 'areas.pharmacy_networking', icon: 'group', roles: [ROLE.pharmacyAdvance], header: true, built: true },
  { id: 'pharmacy_communication', home: 'pharmacy', placement: 'help', path: '/guest/pharmacy/communication', titleKey: 'areas.pharmacy_communication', icon: 'support', roles: [], built: true },
  // Header links of the pharmacy portal to areas no home tile leads to (spec §2: news, services, bi, webinars).
  { id: 'pharmacy_news', home: 'pharmacy', placement: 'nav', path: '/guest/pharmacy/news', titleKey: 'portal.nav.news', roles: [ROLE.pharmacyGuest], guestType: 1, header: true, built: true },
  { id: 'pharmacy_services', home: 'pharmacy', placement: 'nav', path: '/guest/pharmacy/services/index', titleKey: 'portal.nav.services', roles: [ROLE.pharmacyServicesInPerson, ROLE.pharmacyServicesDigital], header: true, built: true },
  { id: 'pharmacy_bi', home: 'pharmacy', placement: 'nav', path: '/guest/pharmacy/bi', titleKey: 'portal.nav.bi', roles: [ROLE.pharmacyBi], header: true, built: true },
  { id: 'pharmacy_webinars', home: 'pharmacy', placement: 'nav', path: '/guest/pharmacy/opc/webinars', titleKey: 'portal.nav.webinars', roles: [ROLE.pharmacyAdvance], header: true, built: true },

  // The tiles of the pharmacy areas' own pages (spec §2; roles from §6).
  { id: 'platform_purchases', home: 'pharmacy', placement: 'area-tile', parent: 'pharmacy_platform', path: '/guest/pharmacy/platform/purchases', titleKey: 'portal.tiles.purchases', icon: 'search', roles: [ROLE.pharmacyPurchases], built: true },
  { id: 'platform_invoicing', home: 'pharmacy', placement: 'area-tile', parent: 'pharmacy_platform', path: '/guest/pharmacy/platform/invoicing', titleKey: 'portal.tiles.invoicing', icon: 'file', roles: [ROLE.pharmacyInvoicing], built: true },
  { id: 'platform_agreements', home: 'pharmacy', placement: 'area-tile', parent: 'pharmacy_platform', path: '/guest/pharmacy/platform/agreements', titleKey: 'portal.tiles.agreements', icon: 'folder', roles: [ROLE.pharmacyAgreements], built: true },
  { id: 'platform_vertical', home: 'pharmacy', placement: 'area-tile', parent: 'pharmacy_platform', path: '/guest/pharmacy/vertical', titleKey: 'portal.tiles.vertical', icon: 'view-vertical', roles: [ROLE.pharmacyAdvance], built: true },
  { id: 'platform_catalog', home: 'pharmacy', placement: 'area-tile', parent: 'pharmacy_platform', path: '/guest/pharmacy/platform/catalog', titleKey: 'portal.tiles.catalog', icon: 'folder', roles: [ROLE.pharmacyCatalog], built: true },
  { id: 'platform_promotions', home: 'pharmacy', placement: 'area-tile', parent: 'pharmacy_platform', path: '/guest/pharmacy/platform/promotions', titleKey: 'portal.tiles.promotions', icon: 'flag', roles: [ROLE.pharmacyPromotions], built: true },
  { id: 'administration_acl', home: 'pharmacy', placement: 'area-tile', parent: 'pharmacy_administration', path: '/guest/pharmacy/administration/acl', titleKey: 'portal.tiles.acl', icon: 'user-profile', roles: [ROLE.pharmacyAcl], built: true },
  { id: 'administration_documents', home: 'pharmacy', placement: 'area-tile', parent: 'pharmacy_administration', path: '/guest/pharmacy/administration/documents', titleKey: 'portal.tiles.administration_documents', icon: 'folder', roles: [ROLE.pharmacyAdministrationDocuments], built: true },
  { id: 'services_inperson', home: 'pharmacy', placement: 'area-tile', parent: 'pharmacy_services', path: '/guest/pharmacy/services/inperson', titleKey: 'portal.tiles.inperson', icon: 'group', roles: [ROLE.pharmacyServicesInPerson], built: true },
  { id: 'services_digital', home: 'pharmacy', placement: 'area-tile', parent: 'pharmacy_services', path: '/guest/pharmacy/services/digital', titleKey: 'portal.tiles.digital', icon: 'multiscreen', roles: [ROLE.pharmacyServicesDigital], built: true },
  { id: 'bi_reports', home: 'pharmacy', placement: 'area-tile', parent: 'pharmacy_bi', path: '/guest/pharmacy/bi/reports', titleKey: 'portal.tiles.reports', icon: 'search', roles: [ROLE.pharmacyBiReports], built: true },
  { id: 'bi_documents', home: 'pharmacy', placement: 'area-tile', parent: 'pharmacy_bi', path: '/guest/pharmacy/bi/documents', titleKey: 'portal.tiles.bi_documents', icon: 'folder', roles: [ROLE.pharmacyBiDocuments], built: true },
  { id: 'bi_demo', home: 'pharmacy', placement: 'area-tile', parent: 'pharmacy_bi', path: '/guest/pharmacy/bi/demo', titleKey: 'portal.tiles.demo', icon: 'external', roles: [ROLE.pharmacyBiDemo], built: true },
  { id: 'bi_sfera', home: 'pharmacy', placement: 'area-tile', parent: 'pharmacy_bi', path: '/guest/pharmacy/bi/sfera', titleKey: 'portal.tiles.sfera', icon: 'external', roles: [ROLE.pharmacyBiSfera], built: true },

  // /laboratory links.
  { id: 'laboratory_statistics', home: 'laboratory', placement: 'link', path: '/guest/laboratory/statistics', titleKey: 'areas.laboratory_statistics', roles: [ROLE.laboratoryStatistics], header: true, built: true },
  { id: 'laboratory_bi', home: 'laboratory', placement: 'link', path: '/guest/laboratory/bi', titleKey: 'areas.laboratory_bi', roles: [ROLE.laboratoryBi], header: true, built: true },

  // Profile menu (spec §2 "Shared frame"): users get working time and profile settings; guests get
  // their profile; logout is always there and is not an area.
  { id: 'profile_working_time', home: 'any', placement: 'profile', path: '/working-time-control', titleKey: 'nav.working_time', roles: [], model: 'user', built: true },
  { id: 'profile_settings', home: 'any', placement: 'profile', path: '/profile/settings', titleKey: 'nav.profile_settings', roles: [ROLE.internal], model: 'user', built: true },
  { id: 'profile_pharmacy', home: 'any', placement: 'profile', path: '/guest/pharmacy/profile', titleKey: 'nav.profile', roles: [], model: 'guest', guestType: 1, built: true },
  { id: 'profile_laboratory', home: 'any', placement: 'profile', path: '/guest/laboratory/profile', titleKey: 'nav.profile', roles: [], model: 'guest', guestType: 2, built: true },
];

export interface AreaViewer {
  model: 'user' | 'guest';
  type_id: 1 | 2 | null;
  roles: readonly { id: number }[];
}

export interface AreaFilter {
  home?: HomeId;
  placement?: Placement | readonly Placement[];
  header?: boolean;
  /** Only the tiles of this area's page. */
  parent?: string;
}

/** The entries this user may see, in registry order. */
export function visibleAreas(
  user: AreaViewer | null | undefined,
  filter: AreaFilter = {},
  registry: readonly AreaEntry[] = AREAS,
): AreaEntry[] {
  if (!user) return [];
  const ids = new Set(user.roles.map((r) => r.id));
  const placements = filter.placement === undefined ? null : ([] as Placement[]).concat(filter.placement);
  return registry.filter(
    (a) =>
      a.built &&
      (filter.home === undefined || a.home === filter.home || a.home === 'any') &&
      (placements === null || placements.includes(a.placement)) &&
      (filter.header === undefined || Boolean(a.header) === filter.header) &&
      (filter.parent === undefined || a.parent === filter.parent) &&
      (a.model === undefined || a.model === user.model) &&
      (a.guestType === undefined || a.guestType === user.type_id) &&
      (a.roles.length === 0 || a.roles.some((r) => ids.has(r))),
  );
}
