/** The addresses of the pharmacy-invoicing feature's screens (collected by config/paths.ts). */
export const pharmacyInvoicingPaths = { pharmacyInvoicing: '/guest/pharmacy/platform/invoicing' } as const;
