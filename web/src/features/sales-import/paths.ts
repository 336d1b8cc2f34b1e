/** The addresses of the sales-import feature's screens (collected by config/paths.ts). */
export const salesImportPaths = {
  importSales: '/administration/import-sales',
  importSalesHome: '/administration/import-sales/home/:step?',
  importSalesConvertCn: '/administration/import-sales/convert_cn',
  importSalesConvertCnShow: '/administration/import-sales/convert_cn/show/:id',
  importSalesConvertPf: '/administration/import-sales/convert_pf',
  importSalesConvertPfShow: '/administration/import-sales/convert_pf/show/:id',
  importSalesCatalog: '/administration/import-sales/catalog',
  importSalesConfig: '/administration/import-sales/config',
  importSalesConfigSample: '/administration/import-sales/config/sample/:id?',
} as const;
