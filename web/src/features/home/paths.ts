/** The addresses of the home feature's screens (collected by config/paths.ts). */
export const homeModulePaths = { home: '/', internal: '/internal', pharmacy: '/pharmacy', laboratory: '/laboratory' } as const;
