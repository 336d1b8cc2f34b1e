/**
 * Every route path of the SPA, in one place. Areas not built yet have their future path in the
 * area registry (config/areas.ts), not here: a path appears here when its screen exists.
 */
export const paths = {
  home: '/',
  login: '/login',
  logout: '/logout',
  forbidden: '/forbidden',
  internal: '/internal',
  pharmacy: '/pharmacy',
  laboratory: '/laboratory',
} as const;

export type HomeId = 'internal' | 'pharmacy' | 'laboratory';

export const homePaths: Record<HomeId, string> = {
  internal: paths.internal,
  pharmacy: paths.pharmacy,
  laboratory: paths.laboratory,
};

/**
 * Links to screens that belong to later issues. Each stays hidden until its screen is built:
 * flip `built` when the route exists.
 */
export const plannedLinks = {
  /** /password/reset (spec §2): the recover-password link on the login screen. */
  passwordReset: { path: '/password/reset', built: false },
} as const;
