/** The addresses of the fede feature's screens (collected by config/paths.ts). */
export const fedePaths = { loginFede: '/login-fede/:token' } as const;
