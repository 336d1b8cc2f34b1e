/** The signed-in account as GET /api/user answers it (spec §3 "User"): the route table's own type. */
export type { SessionUser as User, RoleRef as UserRole, PartyDetail as Party } from '../../../../shared/acl/views';
