/** Who reaches the working-time screens (spec §6, issue 16), shared by the router, the link bar and the pages. */
import { ROLE } from '../../../../shared/roles/catalogue';
import { hasAllRoles } from '../../lib/auth/roles';
import type { User } from '../../lib/auth/types';

/** The clock and the own history: role 2. */
export const WORKER_ROLES = [ROLE.internal];
/** Every worker's register: the administrator (1) or the read-only inspection role (150). */
export const REGISTER_ROLES = [ROLE.workingTimeAdmin, ROLE.workingTimeInspection];
/** The staff's monthly summary: the workers' representatives (151), and whoever reads every register. */
export const SUMMARY_ROLES = [ROLE.workingTimeRepresentative, ...REGISTER_ROLES];

/** Only the administrator creates, amends and deletes entries; the inspection role reads. */
export const canAmend = (user: Pick<User, 'roles'> | null | undefined): boolean => hasAllRoles(user, [ROLE.workingTimeAdmin]);
