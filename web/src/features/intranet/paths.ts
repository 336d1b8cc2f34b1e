/** The addresses of the intranet feature's screens (collected by config/paths.ts). */
export const intranetPaths = {
  intranet: '/intranet',
  intranetHome: '/intranet/home/:path?',
  intranetSliders: '/intranet/sliders',
} as const;
