/** The addresses of the acl feature's screens (collected by config/paths.ts). */
export const aclPaths = {
  acl: '/acl',
  aclHome: '/acl/home',
  aclUsers: '/acl/users',
  aclUserShow: '/acl/users/show/:id',
  aclGuests: '/acl/guests',
  aclGuestShow: '/acl/guests/show/:id',
  pharmacyAcl: '/guest/pharmacy/administration/acl',
  pharmacyAclShow: '/guest/pharmacy/administration/acl/show/:id',
} as const;
