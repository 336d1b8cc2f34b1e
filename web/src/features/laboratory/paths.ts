/** The addresses of the laboratory feature's screens (collected by config/paths.ts). */
export const laboratoryPaths = {
  laboratoryStatistics: '/guest/laboratory/statistics',
  laboratoryBi: '/guest/laboratory/bi',
} as const;
