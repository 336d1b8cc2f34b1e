/** The addresses of the pharmacy-portal feature's screens (collected by config/paths.ts). */
export const pharmacyPortalPaths = {
  pharmacyCommunication: '/guest/pharmacy/communication',
  pharmacyPlatform: '/guest/pharmacy/platform',
  pharmacyAdministration: '/guest/pharmacy/administration',
  pharmacyServices: '/guest/pharmacy/services/index',
  pharmacyBi: '/guest/pharmacy/bi',
  pharmacyBiDemo: '/guest/pharmacy/bi/demo',
  pharmacyBiSfera: '/guest/pharmacy/bi/sfera',
  pharmacyWebinars: '/guest/pharmacy/opc/webinars',
} as const;
