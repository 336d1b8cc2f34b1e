/** The addresses of the auth feature's screens (collected by config/paths.ts). */
export const authPaths = { login: '/login', logout: '/logout' } as const;
