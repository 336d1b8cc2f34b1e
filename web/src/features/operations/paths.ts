/** The addresses of the operations feature's screens (collected by config/paths.ts). */
export const operationsPaths = {
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
} as const;
