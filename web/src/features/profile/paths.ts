/** The addresses of the profile feature's screens (collected by config/paths.ts). */
export const profilePaths = {
  profileSettings: '/profile/settings',
  pharmacyProfile: '/guest/pharmacy/profile',
  laboratoryProfile: '/guest/laboratory/profile',
} as const;
