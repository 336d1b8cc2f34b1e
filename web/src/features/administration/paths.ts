/** The addresses of the administration feature's screens (collected by config/paths.ts). */
export const administrationPaths = {
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
