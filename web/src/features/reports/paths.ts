/** The addresses of the reports feature's screens (collected by config/paths.ts). */
export const reportPaths = {
  pharmacyPurchases: '/guest/pharmacy/platform/purchases',
  pharmacyReports: '/guest/pharmacy/bi/reports',
  pharmacyReportsIndex: '/guest/pharmacy/bi/reports/index',
  pharmacyPrivateReport: '/guest/pharmacy/bi/reports/private/:id',
  pharmacyVertical: '/guest/pharmacy/vertical',
} as const;
