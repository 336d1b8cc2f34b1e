/**
 * Every route path of the SPA, in one place. Areas not built yet have their future path in the
 * area registry (config/areas.ts), not here: a path appears here when its screen exists.
 */
export const paths = {
  home: '/',
  login: '/login',
  logout: '/logout',
  forbidden: '/forbidden',
  internal: '/internal',
  pharmacy: '/pharmacy',
  laboratory: '/laboratory',
  // Access control (issue 4).
  acl: '/acl',
  aclHome: '/acl/home',
  aclUsers: '/acl/users',
  aclUserShow: '/acl/users/show/:id',
  aclGuests: '/acl/guests',
  aclGuestShow: '/acl/guests/show/:id',
  pharmacyAcl: '/guest/pharmacy/administration/acl',
  pharmacyAclShow: '/guest/pharmacy/administration/acl/show/:id',
  passwordReset: '/password/reset',
  passwordUpdate: '/password/update/:token',
  loginFede: '/login-fede/:token',
  profileSettings: '/profile/settings',
  pharmacyProfile: '/guest/pharmacy/profile',
  laboratoryProfile: '/guest/laboratory/profile',
  // The intranet tree and the pharmacy and laboratory portal (issue 5). Document areas have their
  // addresses in config/document-areas.ts.
  intranet: '/intranet',
  intranetHome: '/intranet/home/:path?',
  intranetSliders: '/intranet/sliders',
  pharmacyNews: '/guest/pharmacy/news',
  pharmacyCommunication: '/guest/pharmacy/communication',
  pharmacyFile: '/guest/pharmacy/file/:top/:id',
  pharmacyPlatform: '/guest/pharmacy/platform',
  pharmacyAdministration: '/guest/pharmacy/administration',
  pharmacyServices: '/guest/pharmacy/services/index',
  pharmacyBi: '/guest/pharmacy/bi',
  pharmacyBiDemo: '/guest/pharmacy/bi/demo',
  pharmacyBiSfera: '/guest/pharmacy/bi/sfera',
  pharmacyPurchases: '/guest/pharmacy/platform/purchases',
  pharmacyInvoicing: '/guest/pharmacy/platform/invoicing',
  pharmacyReports: '/guest/pharmacy/bi/reports',
  pharmacyReportsIndex: '/guest/pharmacy/bi/reports/index',
  pharmacyPrivateReport: '/guest/pharmacy/bi/reports/private/:id',
  pharmacyVertical: '/guest/pharmacy/vertical',
  pharmacyWebinars: '/guest/pharmacy/opc/webinars',
  laboratoryStatistics: '/guest/laboratory/statistics',
  laboratoryBi: '/guest/laboratory/bi',
  // Working-time control (issue 16).
  workingTime: '/working-time-control',
  workingTimeClock: '/working-time-control/index',
  workingTimeHistory: '/working-time-control/history',
  workingTimeAdmin: '/working-time-control/admin',
  // Warehouse, part 1 (issue 11).
  warehouse: '/warehouse',
  warehouseHome: '/warehouse/home',
  warehouseDeliveryNotes: '/warehouse/delivery-notes/:direction?/:number?',
  warehouseDistribution: '/warehouse/distribution',
  warehouseDistributionShipment: '/warehouse/distribution/shipment/:number',
  warehouseDistributionUndo: '/warehouse/distribution/shipment/:number/undo',
  warehouseLogistics: '/warehouse/logistics',
  warehouseLogisticsHome: '/warehouse/logistics/home',
  warehouseMids: '/warehouse/logistics/mids',
  warehouseOuts: '/warehouse/logistics/outs',
  warehouseConsignments: '/warehouse/logistics/consignments',
  /** The spec's own spelling of the consignments address, kept working. */
  warehouseConsignmentsSpec: '/warehouse/logistics/consigments',
  warehouseShipments: '/warehouse/logistics/shipments/:direction?/:number?',
  warehousePriorities: '/warehouse/logistics/priorities',
  warehouseOrderDeliveryTime: '/warehouse/order-delivery-time',
  // Warehouse, part 2 (issue 12).
  warehouseTemperatures: '/warehouse/temperatures',
  warehouseTemperatureShow: '/warehouse/temperatures/show/:id',
  warehouseReturns: '/warehouse/returns',
  warehouseReturnsHome: '/warehouse/returns/home',
  warehouseReturnsPending: '/warehouse/returns/pending',
  warehouseReturnsTracking: '/warehouse/returns/tracking',
  warehouseReturnsTrackingShow: '/warehouse/returns/trackings/show/:id',
  warehouseReturnsProducts: '/warehouse/returns/products',
  // Ticketing and the call log (issue 10).
  ticketing: '/ticketing',
  ticketingHome: '/ticketing/home',
  ticketingNew: '/ticketing/home/new/:party?',
  ticketingShow: '/ticketing/show/:id',
  ticketingChannels: '/ticketing/channels',
  ticketingTypes: '/ticketing/types',
  ticketingStatus: '/ticketing/status',
  ticketingCalls: '/ticketing/calls',
  ticketingCallShow: '/ticketing/calls/show/:id',
  // Operations area (issue 15): pharmacies, laboratories and webinars (spec §2 "Operations area").
  opc: '/opc',
  opcPharmacies: '/opc/pharmacies',
  opcPharmacyShow: '/opc/pharmacies/:id',
  opcLaboratories: '/opc/laboratories',
  opcLaboratoryShow: '/opc/laboratories/:id',
  opcWebinars: '/opc/webinars',
  opcWebinarShow: '/opc/webinars/:id',
  opcReport: '/opc/report',
  opcImportStock: '/opc/import/stock',
  opcImportTarget: '/opc/import/target',
  opcImportSellInFede: '/opc/import/sell-in-fede',
  opcImportSellInPlatform: '/opc/import/sell-in-platform',
  // Sales import (issue 13; spec §2 "Sales import wizard"), reached by URL until the
  // administration area's home is built.
  importSales: '/administration/import-sales',
  importSalesHome: '/administration/import-sales/home/:step?',
  importSalesConvertCn: '/administration/import-sales/convert_cn',
  importSalesConvertCnShow: '/administration/import-sales/convert_cn/show/:id',
  importSalesConvertPf: '/administration/import-sales/convert_pf',
  importSalesConvertPfShow: '/administration/import-sales/convert_pf/show/:id',
  importSalesCatalog: '/administration/import-sales/catalog',
  importSalesConfig: '/administration/import-sales/config',
  // Administration back office (issue 14; spec §2 "Administration home and catalog", "Other
  // administration screens"). The 1706 list's address is not given ({token}): it sits under the catalog.
  administration: '/administration',
  administrationHome: '/administration/home',
  administrationCatalog: '/administration/catalog/home',
  administrationSpecialCatalog: '/administration/catalog/ah1706',
  administrationInsertSales: '/administration/insert-sales',
  administrationLabsStatistics: '/administration/labs-statistics',
  administrationPackaging: '/administration/packaging',
  administrationPlatformInvoicing: '/administration/platform-invoicing',
  administrationFarmapremium: '/administration/farmapremium',
} as const;

/** A pattern with its params filled in by name; optional params left out drop their segment. */
export function fillPath(pattern: string, values: Record<string, string | number | null | undefined> = {}): string {
  const filled = pattern
    .split('/')
    .map((segment) => {
      const param = /^:([a-z]+)(\?)?$/i.exec(segment);
      if (!param) return segment;
      const value = values[param[1]!];
      if (value === undefined || value === null || value === '') {
        if (param[2]) return null;
        throw new Error(`Missing ${param[1]} for ${pattern}`);
      }
      return encodeURIComponent(String(value));
    })
    .filter((segment) => segment !== null);
  return filled.join('/') || '/';
}

/**
 * A path pattern with its `:param` (or optional `:param?`) filled in
 * (`withParam(paths.aclGuestShow, 7)` → /acl/guests/show/7).
 */
export function withParam(pattern: string, value: string | number): string {
  return pattern.replace(/:[a-z]+\??/i, encodeURIComponent(String(value)));
}

export type HomeId = 'internal' | 'pharmacy' | 'laboratory';

export const homePaths: Record<HomeId, string> = {
  internal: paths.internal,
  pharmacy: paths.pharmacy,
  laboratory: paths.laboratory,
};

/**
 * Links to screens that belong to later issues. Each stays hidden until its screen is built:
 * flip `built` when the route exists.
 */
export const plannedLinks = {
  /** /password/reset (spec §2): the recover-password link on the login screen. */
  passwordReset: { path: '/password/reset', built: true },
} as const;
