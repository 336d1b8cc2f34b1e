/** The addresses of the errors feature's screens (collected by config/paths.ts). */
export const errorPaths = { forbidden: '/forbidden' } as const;
