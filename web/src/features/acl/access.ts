/** Who reaches the acl screens (spec §6), shared by the router, the tiles and the link bar. */
import { ROLE } from '../../../../shared/roles/catalogue';

/** ACL home: roles 3, 4 or 5. Holding 4 or 5 is not holding 3 (docs/spec-decisions.md). */
export const ACL_ROLES = [ROLE.aclAdmin, ROLE.aclUsers, ROLE.aclGuests];
/** Internal users: 3 or 4. */
export const USERS_ROLES = [ROLE.aclAdmin, ROLE.aclUsers];
/** Guests: 3 or 5. */
export const GUESTS_ROLES = [ROLE.aclAdmin, ROLE.aclGuests];
