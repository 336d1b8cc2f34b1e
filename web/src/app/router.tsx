/**
 * The route tree. Each area's screens are their own chunk (React.lazy); the frame and the guard
 * are in the entry chunk. Access per route follows spec §2 and §4.
 *
 * Declarative routing (useRoutes under BrowserRouter): the app needs no loaders or actions, and
 * react-router's data router would add about 18 KiB gzip to the first load.
 */
import { lazy, type ComponentType, type ReactNode } from 'react';
import { matchPath, useRoutes, type RouteObject } from 'react-router';
import { branchRoles, ROLE } from '../../../shared/roles/catalogue';
import { DOCUMENT_AREAS } from '../config/document-areas';
import { paths } from '../config/paths';
import { Frame, loadSessionHeader } from './frame/Frame';
import { GUESTS_ONLY, PUBLIC, SIGNED_IN, requireAnyRole, requireRoles, type RouteAccess } from './guard/decide';
import { Guard } from './guard/Guard';
import { RouteErrorBoundary } from './RouteError';
import { ACL_ROLES, GUESTS_ROLES, USERS_ROLES } from '../features/acl/access';
import LoginPage from '../features/auth/LoginPage';
import { REGISTER_ROLES, WORKER_ROLES } from '../features/working-time/access';
import { WAREHOUSE_ACCESS } from '../features/warehouse/access';
import {
  CALLS_ROLES,
  CHANNELS_ROLES,
  STATUS_ROLES,
  TICKETING_AREA_ROLES,
  TICKETS_ROLES,
  TYPES_ROLES,
} from '../features/ticketing/access';
import { OPC_ROLES } from '../features/operations/access';
import { CONFIG_ROLES, CONVERT_CN_ROLES, CONVERT_PF_ROLES, IMPORT_ROLES } from '../features/sales-import/access';
import { ADMINISTRATION_ACCESS, ADMINISTRATION_HOME_ROLES } from '../features/administration/access';

/** A lazily loaded page that can also be fetched ahead of its first render. */
function page(load: () => Promise<{ default: ComponentType }>) {
  return { Component: lazy(load), preload: load };
}

/**
 * The login page is the one exception, bundled with the entry: every new session starts there and
 * its components are the core ones anyway (1.6 KiB gzip). Lazy, it cost a round trip before the
 * first meaningful paint (Lighthouse LCP +0.1–0.2 s on a mobile profile).
 */
const eager = (Component: ComponentType) => ({ Component, preload: () => Promise.resolve() });

const pages = {
  login: eager(LoginPage),
  logout: page(() => import('../features/auth/LogoutPage')),
  home: page(() => import('../features/home/HomeRedirect')),
  internal: page(() => import('../features/home/InternalHome')),
  pharmacy: page(() => import('../features/home/PharmacyHome')),
  laboratory: page(() => import('../features/home/LaboratoryHome')),
  aclIndex: page(() => import('../features/acl/AclIndex')),
  aclHome: page(() => import('../features/acl/AclHome')),
  aclUsers: page(() => import('../features/acl/UsersPage')),
  aclUserShow: page(() => import('../features/acl/UserShowPage')),
  aclGuests: page(() => import('../features/acl/GuestsPage')),
  aclGuestShow: page(() => import('../features/acl/GuestShowPage')),
  pharmacyAcl: page(() => import('../features/acl/PharmacyUsersPage')),
  pharmacyAclShow: page(() => import('../features/acl/PharmacyUserShowPage')),
  passwordReset: page(() => import('../features/password/PasswordResetPage')),
  passwordUpdate: page(() => import('../features/password/PasswordUpdatePage')),
  loginFede: page(() => import('../features/fede/LoginFedePage')),
  guestProfile: page(() => import('../features/profile/GuestProfilePage')),
  profileSettings: page(() => import('../features/profile/SettingsPage')),
  intranetIndex: page(() => import('../features/intranet/IntranetIndex')),
  intranet: page(() => import('../features/intranet/IntranetPage')),
  intranetSliders: page(() => import('../features/intranet/SlidersPage')),
  pharmacyDocuments: page(() => import('../features/pharmacy-documents/AreaPage')),
  pharmacyNews: page(() => import('../features/pharmacy-documents/NewsPage')),
  pharmacyFile: page(() => import('../features/pharmacy-documents/FilePage')),
  pharmacyTiles: page(() => import('../features/pharmacy-portal/TilesPage')),
  pharmacyCommunication: page(() => import('../features/pharmacy-portal/CommunicationPage')),
  pharmacyWebinars: page(() => import('../features/pharmacy-portal/WebinarsPage')),
  pharmacyPartnerApp: page(() => import('../features/pharmacy-portal/PartnerAppRedirect')),
  pharmacyInvoicing: page(() => import('../features/pharmacy-invoicing/InvoicingPage')),
  pharmacyReport: page(() => import('../features/reports/ReportPage')),
  laboratoryStatistics: page(() => import('../features/laboratory/StatisticsPage')),
  laboratoryBi: page(() => import('../features/laboratory/BiPage')),
  workingTimeIndex: page(() => import('../features/working-time/WorkingTimeIndex')),
  workingTimeClock: page(() => import('../features/working-time/ClockPage')),
  workingTimeHistory: page(() => import('../features/working-time/HistoryPage')),
  workingTimeAdmin: page(() => import('../features/working-time/AdminPage')),
  warehouseIndex: page(() => import('../features/warehouse/WarehouseIndex')),
  warehouseHome: page(() => import('../features/warehouse/WarehouseHome')),
  warehouseDeliveryNotes: page(() => import('../features/warehouse/DeliveryNotesPage')),
  warehouseDistribution: page(() => import('../features/warehouse/distribution/DistributionPage')),
  warehouseDistributionShipment: page(() => import('../features/warehouse/distribution/ShipmentPage')),
  warehouseDistributionUndo: page(() => import('../features/warehouse/distribution/UndoPage')),
  warehouseLogisticsHome: page(() => import('../features/warehouse/logistics/LogisticsHome')),
  warehouseMids: page(() => import('../features/warehouse/logistics/MidsPage')),
  warehouseOuts: page(() => import('../features/warehouse/logistics/OutsPage')),
  warehouseConsignments: page(() => import('../features/warehouse/logistics/ConsignmentsPage')),
  warehouseShipments: page(() => import('../features/warehouse/logistics/ShipmentsPage')),
  warehousePriorities: page(() => import('../features/warehouse/logistics/PrioritiesPage')),
  warehouseOrderDeliveryTime: page(() => import('../features/warehouse/OrderDeliveryTimePage')),
  warehouseTemperatures: page(() => import('../features/warehouse/temperatures/TemperaturesPage')),
  warehouseTemperatureShow: page(() => import('../features/warehouse/temperatures/TemperaturePage')),
  warehouseReturnsHome: page(() => import('../features/warehouse/returns/ReturnsHome')),
  warehouseReturnsPending: page(() => import('../features/warehouse/returns/PendingReturnsPage')),
  warehouseReturnsTracking: page(() => import('../features/warehouse/returns/TrackingBoardPage')),
  warehouseReturnsTrackingShow: page(() => import('../features/warehouse/returns/TrackingPage')),
  warehouseReturnsProducts: page(() => import('../features/warehouse/returns/ReturnProductsPage')),
  ticketingIndex: page(() => import('../features/ticketing/TicketingIndex')),
  tickets: page(() => import('../features/ticketing/TicketsPage')),
  ticket: page(() => import('../features/ticketing/TicketPage')),
  ticketingLookup: page(() => import('../features/ticketing/LookupPage')),
  calls: page(() => import('../features/ticketing/CallsPage')),
  call: page(() => import('../features/ticketing/CallPage')),
  opcHome: page(() => import('../features/operations/OpcHome')),
  opcPharmacies: page(() => import('../features/operations/PharmaciesPage')),
  opcPharmacy: page(() => import('../features/operations/PharmacyShowPage')),
  opcLaboratories: page(() => import('../features/operations/LaboratoriesPage')),
  opcLaboratory: page(() => import('../features/operations/LaboratoryShowPage')),
  opcWebinars: page(() => import('../features/operations/WebinarsPage')),
  opcWebinar: page(() => import('../features/operations/WebinarShowPage')),
  opcReport: page(() => import('../features/operations/ReportPage')),
  opcStock: page(() => import('../features/operations/StockImportPage')),
  opcTarget: page(() => import('../features/operations/TargetImportPage')),
  opcSellInFede: page(() => import('../features/operations/SellInFedePage')),
  opcSellInPlatform: page(() => import('../features/operations/SellInPlatformPage')),
  importSalesIndex: page(() => import('../features/sales-import/SalesImportIndex')),
  importSalesWizard: page(() => import('../features/sales-import/wizard/WizardPage')),
  importSalesConvertCn: page(() => import('../features/sales-import/conversions/ConvertCnPage')),
  importSalesConvertCnShow: page(() => import('../features/sales-import/conversions/ConvertCnShowPage')),
  importSalesConvertPf: page(() => import('../features/sales-import/conversions/ConvertPfPage')),
  importSalesConvertPfShow: page(() => import('../features/sales-import/conversions/ConvertPfShowPage')),
  importSalesCatalog: page(() => import('../features/sales-import/CatalogPage')),
  importSalesConfig: page(() => import('../features/sales-import/config/ConfigPage')),
  administrationIndex: page(() => import('../features/administration/AdministrationIndex')),
  administrationHome: page(() => import('../features/administration/AdministrationHome')),
  administrationCatalog: page(() => import('../features/administration/catalog/CatalogPage')),
  administrationSpecialCatalog: page(() => import('../features/administration/catalog/SpecialCatalogPage')),
  administrationInsertSales: page(() => import('../features/administration/manual-sales/ManualSalesPage')),
  administrationLabsStatistics: page(() => import('../features/administration/LabsStatisticsPage')),
  administrationPackaging: page(() => import('../features/administration/PackagingPage')),
  administrationPlatformInvoicing: page(() => import('../features/administration/PlatformInvoicingPage')),
  administrationFarmapremium: page(() => import('../features/administration/loyalty/FarmapremiumPage')),
  forbidden: page(() => import('../features/errors/ForbiddenPage')),
  notFound: page(() => import('../features/errors/NotFoundPage')),
};

export interface AppRoute {
  path: string;
  access: RouteAccess;
  page: { Component: ComponentType; preload: () => Promise<unknown> };
}

export const appRoutes: AppRoute[] = [
  { path: paths.login, access: GUESTS_ONLY, page: pages.login },
  { path: paths.logout, access: PUBLIC, page: pages.logout },
  { path: paths.home, access: SIGNED_IN, page: pages.home },
  { path: paths.internal, access: requireRoles(ROLE.internal), page: pages.internal },
  { path: paths.pharmacy, access: requireRoles(ROLE.guest, ROLE.pharmacyGuest), page: pages.pharmacy },
  { path: paths.laboratory, access: requireRoles(ROLE.guest, ROLE.laboratoryGuest), page: pages.laboratory },
  // Access control (issue 4). Roles 4 and 5 sit under 3 and are always saved with it, so the
  // spec's "3 or 4" (internal users) and "3 or 5" (guests) are each exactly "holds 3".
  // Spec §6: ACL home 3, 4 or 5; internal users 3 or 4; guests 3 or 5.
  { path: paths.acl, access: requireAnyRole(...ACL_ROLES), page: pages.aclIndex },
  { path: paths.aclHome, access: requireAnyRole(...ACL_ROLES), page: pages.aclHome },
  { path: paths.aclUsers, access: requireAnyRole(...USERS_ROLES), page: pages.aclUsers },
  { path: paths.aclUserShow, access: requireAnyRole(...USERS_ROLES), page: pages.aclUserShow },
  { path: paths.aclGuests, access: requireAnyRole(...GUESTS_ROLES), page: pages.aclGuests },
  { path: paths.aclGuestShow, access: requireAnyRole(...GUESTS_ROLES), page: pages.aclGuestShow },
  { path: paths.pharmacyAcl, access: requireRoles(ROLE.pharmacyAdministration, ROLE.pharmacyAcl), page: pages.pharmacyAcl },
  {
    path: paths.pharmacyAclShow,
    access: requireRoles(ROLE.pharmacyAdministration, ROLE.pharmacyAcl),
    page: pages.pharmacyAclShow,
  },
  { path: paths.passwordReset, access: GUESTS_ONLY, page: pages.passwordReset },
  { path: paths.passwordUpdate, access: GUESTS_ONLY, page: pages.passwordUpdate },
  { path: paths.loginFede, access: GUESTS_ONLY, page: pages.loginFede },
  { path: paths.pharmacyProfile, access: requireRoles(ROLE.guest, ROLE.pharmacyGuest), page: pages.guestProfile },
  { path: paths.laboratoryProfile, access: requireRoles(ROLE.guest, ROLE.laboratoryGuest), page: pages.guestProfile },
  { path: paths.profileSettings, access: requireRoles(ROLE.internal), page: pages.profileSettings },
  // Intranet tree (role 48) and the pharmacy and laboratory portal (issue 5; roles per spec §6 and
  // the API's rules: a route listing several roles needs all of them).
  { path: paths.intranet, access: requireRoles(ROLE.intranetAdmin), page: pages.intranetIndex },
  { path: paths.intranetHome, access: requireRoles(ROLE.intranetAdmin), page: pages.intranet },
  { path: paths.intranetSliders, access: requireRoles(ROLE.intranetAdmin), page: pages.intranetSliders },
  { path: paths.pharmacyNews, access: requireRoles(ROLE.guest, ROLE.pharmacyGuest), page: pages.pharmacyNews },
  { path: paths.pharmacyFile, access: requireRoles(ROLE.guest, ROLE.pharmacyGuest), page: pages.pharmacyFile },
  { path: paths.pharmacyCommunication, access: requireRoles(ROLE.guest, ROLE.pharmacyGuest), page: pages.pharmacyCommunication },
  { path: paths.pharmacyPlatform, access: requireRoles(ROLE.pharmacyGuest, ROLE.pharmacyPlatform), page: pages.pharmacyTiles },
  {
    path: paths.pharmacyAdministration,
    access: requireRoles(ROLE.pharmacyGuest, ROLE.pharmacyAdministration),
    page: pages.pharmacyTiles,
  },
  { path: paths.pharmacyServices, access: requireRoles(ROLE.pharmacyGuest, ROLE.pharmacyServices), page: pages.pharmacyTiles },
  { path: paths.pharmacyBi, access: requireRoles(ROLE.pharmacyGuest, ROLE.pharmacyBi), page: pages.pharmacyTiles },
  { path: paths.pharmacyBiDemo, access: requireRoles(ROLE.pharmacyGuest, ROLE.pharmacyBiDemo), page: pages.pharmacyPartnerApp },
  { path: paths.pharmacyBiSfera, access: requireRoles(ROLE.pharmacyGuest, ROLE.pharmacyBiSfera), page: pages.pharmacyPartnerApp },
  {
    path: paths.pharmacyInvoicing,
    access: requireRoles(ROLE.pharmacyGuest, ROLE.pharmacyPlatform, ROLE.pharmacyInvoicing),
    page: pages.pharmacyInvoicing,
  },
  {
    path: paths.pharmacyPurchases,
    access: requireRoles(ROLE.pharmacyGuest, ROLE.pharmacyPlatform, ROLE.pharmacyPurchases),
    page: pages.pharmacyReport,
  },
  ...[paths.pharmacyReports, paths.pharmacyReportsIndex, paths.pharmacyPrivateReport].map((path) => ({
    path,
    access: requireRoles(ROLE.pharmacyGuest, ROLE.pharmacyBi, ROLE.pharmacyBiReports),
    page: pages.pharmacyReport,
  })),
  {
    path: paths.pharmacyVertical,
    access: requireRoles(ROLE.guest, ROLE.pharmacyGuest, ROLE.pharmacyAdvance),
    page: pages.pharmacyReport,
  },
  { path: paths.pharmacyWebinars, access: requireRoles(ROLE.pharmacyGuest, ROLE.pharmacyAdvance), page: pages.pharmacyWebinars },
  ...DOCUMENT_AREAS.map((area) => ({
    path: `${area.path}/:path?`,
    access: requireRoles(...area.roles),
    page: pages.pharmacyDocuments,
  })),
  {
    path: paths.laboratoryStatistics,
    access: requireRoles(ROLE.guest, ROLE.laboratoryGuest, ROLE.laboratoryStatistics),
    page: pages.laboratoryStatistics,
  },
  {
    path: paths.laboratoryBi,
    access: requireRoles(ROLE.guest, ROLE.laboratoryGuest, ROLE.laboratoryBi),
    page: pages.laboratoryBi,
  },
  // Working-time control (issue 16; spec §6): clock and history role 2; administration role 1,
  // or the read-only inspection role.
  { path: paths.workingTime, access: requireRoles(...WORKER_ROLES), page: pages.workingTimeIndex },
  { path: paths.workingTimeClock, access: requireRoles(...WORKER_ROLES), page: pages.workingTimeClock },
  { path: paths.workingTimeHistory, access: requireRoles(...WORKER_ROLES), page: pages.workingTimeHistory },
  { path: paths.workingTimeAdmin, access: requireAnyRole(...REGISTER_ROLES), page: pages.workingTimeAdmin },
  // Warehouse, part 1 (issue 11; spec §6: role 19 or the screen's role, as the API checks).
  { path: paths.warehouse, access: requireAnyRole(...branchRoles(ROLE.warehouse)), page: pages.warehouseIndex },
  { path: paths.warehouseHome, access: requireAnyRole(...branchRoles(ROLE.warehouse)), page: pages.warehouseHome },
  {
    path: paths.warehouseDeliveryNotes,
    access: requireAnyRole(...WAREHOUSE_ACCESS.deliveryNotes),
    page: pages.warehouseDeliveryNotes,
  },
  ...(
    [
      [paths.warehouseDistribution, pages.warehouseDistribution],
      [paths.warehouseDistributionShipment, pages.warehouseDistributionShipment],
      [paths.warehouseDistributionUndo, pages.warehouseDistributionUndo],
    ] as const
  ).map(([path, page]) => ({ path, access: requireAnyRole(...WAREHOUSE_ACCESS.distribution), page })),
  { path: paths.warehouseLogistics, access: requireAnyRole(...WAREHOUSE_ACCESS.logistics), page: pages.warehouseIndex },
  {
    path: paths.warehouseLogisticsHome,
    access: requireAnyRole(...WAREHOUSE_ACCESS.logistics),
    page: pages.warehouseLogisticsHome,
  },
  { path: paths.warehouseMids, access: requireAnyRole(...WAREHOUSE_ACCESS.mids), page: pages.warehouseMids },
  { path: paths.warehouseOuts, access: requireAnyRole(...WAREHOUSE_ACCESS.outs), page: pages.warehouseOuts },
  ...[paths.warehouseConsignments, paths.warehouseConsignmentsSpec].map((path) => ({
    path,
    access: requireAnyRole(...WAREHOUSE_ACCESS.consignments),
    page: pages.warehouseConsignments,
  })),
  { path: paths.warehouseShipments, access: requireAnyRole(...WAREHOUSE_ACCESS.shipments), page: pages.warehouseShipments },
  { path: paths.warehousePriorities, access: requireAnyRole(...WAREHOUSE_ACCESS.priorities), page: pages.warehousePriorities },
  {
    path: paths.warehouseOrderDeliveryTime,
    access: requireAnyRole(...WAREHOUSE_ACCESS.orderDeliveryTime),
    page: pages.warehouseOrderDeliveryTime,
  },
  // Warehouse, part 2 (issue 12; spec §6 roles 27 and 28 are the catalogue's 130-133).
  ...[paths.warehouseTemperatures, paths.warehouseTemperatureShow].map((path) => ({
    path,
    access: requireAnyRole(...WAREHOUSE_ACCESS.temperatures),
    page: path === paths.warehouseTemperatures ? pages.warehouseTemperatures : pages.warehouseTemperatureShow,
  })),
  { path: paths.warehouseReturns, access: requireAnyRole(...WAREHOUSE_ACCESS.returns), page: pages.warehouseIndex },
  { path: paths.warehouseReturnsHome, access: requireAnyRole(...WAREHOUSE_ACCESS.returns), page: pages.warehouseReturnsHome },
  {
    path: paths.warehouseReturnsPending,
    access: requireAnyRole(...WAREHOUSE_ACCESS.returnsPending),
    page: pages.warehouseReturnsPending,
  },
  ...[paths.warehouseReturnsTracking, paths.warehouseReturnsTrackingShow].map((path) => ({
    path,
    access: requireAnyRole(...WAREHOUSE_ACCESS.returnsTracking),
    page: path === paths.warehouseReturnsTracking ? pages.warehouseReturnsTracking : pages.warehouseReturnsTrackingShow,
  })),
  {
    path: paths.warehouseReturnsProducts,
    access: requireAnyRole(...WAREHOUSE_ACCESS.returnsProducts),
    page: pages.warehouseReturnsProducts,
  },
  // Ticketing and the call log (issue 10; spec §6 roles 14-18 are the catalogue's 113-117).
  { path: paths.ticketing, access: requireAnyRole(...TICKETING_AREA_ROLES), page: pages.ticketingIndex },
  { path: paths.ticketingHome, access: requireAnyRole(...TICKETS_ROLES), page: pages.tickets },
  { path: paths.ticketingNew, access: requireAnyRole(...TICKETS_ROLES), page: pages.tickets },
  { path: paths.ticketingShow, access: requireAnyRole(...TICKETS_ROLES), page: pages.ticket },
  { path: paths.ticketingChannels, access: requireAnyRole(...CHANNELS_ROLES), page: pages.ticketingLookup },
  { path: paths.ticketingTypes, access: requireAnyRole(...TYPES_ROLES), page: pages.ticketingLookup },
  { path: paths.ticketingStatus, access: requireAnyRole(...STATUS_ROLES), page: pages.ticketingLookup },
  { path: paths.ticketingCalls, access: requireAnyRole(...CALLS_ROLES), page: pages.calls },
  { path: paths.ticketingCallShow, access: requireAnyRole(...CALLS_ROLES), page: pages.call },
  // Operations area (issue 15; spec §6: the operations role, catalogue id 112, as the API checks).
  ...(
    [
      [paths.opc, pages.opcHome],
      [paths.opcPharmacies, pages.opcPharmacies],
      [paths.opcPharmacyShow, pages.opcPharmacy],
      [paths.opcLaboratories, pages.opcLaboratories],
      [paths.opcLaboratoryShow, pages.opcLaboratory],
      [paths.opcWebinars, pages.opcWebinars],
      [paths.opcWebinarShow, pages.opcWebinar],
      [paths.opcReport, pages.opcReport],
      [paths.opcImportStock, pages.opcStock],
      [paths.opcImportTarget, pages.opcTarget],
      [paths.opcImportSellInFede, pages.opcSellInFede],
      [paths.opcImportSellInPlatform, pages.opcSellInPlatform],
    ] as const
  ).map(([path, page]) => ({ path, access: requireAnyRole(...OPC_ROLES), page })),
  // Sales import (issue 13; spec §6: the administration role or role 9, the catalogue's 103, and
  // the screen's own leaf, as the API checks). Reached by URL until the administration home exists.
  { path: paths.importSales, access: requireAnyRole(...IMPORT_ROLES), page: pages.importSalesIndex },
  { path: paths.importSalesHome, access: requireAnyRole(...IMPORT_ROLES), page: pages.importSalesWizard },
  { path: paths.importSalesConvertCn, access: requireAnyRole(...CONVERT_CN_ROLES), page: pages.importSalesConvertCn },
  { path: paths.importSalesConvertCnShow, access: requireAnyRole(...CONVERT_CN_ROLES), page: pages.importSalesConvertCnShow },
  { path: paths.importSalesConvertPf, access: requireAnyRole(...CONVERT_PF_ROLES), page: pages.importSalesConvertPf },
  { path: paths.importSalesConvertPfShow, access: requireAnyRole(...CONVERT_PF_ROLES), page: pages.importSalesConvertPfShow },
  { path: paths.importSalesCatalog, access: requireAnyRole(...IMPORT_ROLES), page: pages.importSalesCatalog },
  { path: paths.importSalesConfig, access: requireAnyRole(...CONFIG_ROLES), page: pages.importSalesConfig },
  // Administration back office (issue 14; spec §6: the administration role, or the screen's own
  // role, as the API checks).
  { path: paths.administration, access: requireAnyRole(...ADMINISTRATION_HOME_ROLES), page: pages.administrationIndex },
  { path: paths.administrationHome, access: requireAnyRole(...ADMINISTRATION_HOME_ROLES), page: pages.administrationHome },
  {
    path: paths.administrationCatalog,
    access: requireAnyRole(...ADMINISTRATION_ACCESS.catalog),
    page: pages.administrationCatalog,
  },
  {
    path: paths.administrationSpecialCatalog,
    access: requireAnyRole(...ADMINISTRATION_ACCESS.catalog),
    page: pages.administrationSpecialCatalog,
  },
  {
    path: paths.administrationInsertSales,
    access: requireAnyRole(...ADMINISTRATION_ACCESS.insertSales),
    page: pages.administrationInsertSales,
  },
  {
    path: paths.administrationLabsStatistics,
    access: requireAnyRole(...ADMINISTRATION_ACCESS.labsStatistics),
    page: pages.administrationLabsStatistics,
  },
  {
    path: paths.administrationPackaging,
    access: requireAnyRole(...ADMINISTRATION_ACCESS.packaging),
    page: pages.administrationPackaging,
  },
  {
    path: paths.administrationPlatformInvoicing,
    access: requireAnyRole(...ADMINISTRATION_ACCESS.platformInvoicing),
    page: pages.administrationPlatformInvoicing,
  },
  {
    path: paths.administrationFarmapremium,
    access: requireAnyRole(...ADMINISTRATION_ACCESS.farmapremium),
    page: pages.administrationFarmapremium,
  },
  { path: paths.forbidden, access: SIGNED_IN, page: pages.forbidden },
  { path: '*', access: PUBLIC, page: pages.notFound },
];

function element(route: AppRoute): ReactNode {
  const { Component } = route.page;
  return (
    <Guard access={route.access}>
      <Component />
    </Guard>
  );
}

export function routeObjects(routes: readonly AppRoute[] = appRoutes): RouteObject[] {
  return [{ element: <Frame />, children: routes.map((r) => ({ path: r.path, element: element(r) })) }];
}

const routeTree = routeObjects();

/** Renders the route matching the location, inside the frame. */
export function AppRoutes({ routes = routeTree }: { routes?: RouteObject[] }) {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}

/**
 * Starts fetching the chunk of the page the browser is about to show, in parallel with the
 * runtime config: a signed-out visit to a protected path will show the login page.
 */
export function preloadPage(pathname: string, signedIn: boolean): void {
  const route = appRoutes.find((r) => r.path !== '*' && matchPath(r.path, pathname)) ?? appRoutes.find((r) => r.path === '*')!;
  const target = !signedIn && route.access.kind === 'signed-in' ? pages.login : route.page;
  void target.preload().catch(() => undefined);
  if (signedIn) void loadSessionHeader().catch(() => undefined);
}
