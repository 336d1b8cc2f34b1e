/** The addresses of the password feature's screens (collected by config/paths.ts). */
export const passwordPaths = { passwordReset: '/password/reset', passwordUpdate: '/password/update/:token' } as const;
