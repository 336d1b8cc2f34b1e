/** The addresses of the pharmacy-documents feature's screens (collected by config/paths.ts). */
export const pharmacyDocumentsPaths = {
  pharmacyNews: '/guest/pharmacy/news',
  pharmacyFile: '/guest/pharmacy/file/:top/:id',
} as const;
