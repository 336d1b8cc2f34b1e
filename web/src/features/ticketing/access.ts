/**
 * Who reaches the ticketing screens (spec §6 roles 14-18, catalogue ids in shared/ticketing/roles),
 * shared by the router, the link bar and the area's redirect. The API checks the same rules.
 */
import { TICKETING_ROLE } from '../../../../shared/ticketing/roles';

const { tickets, channels, types, status, calls } = TICKETING_ROLE;
/** Ticket list, new and show: 14. */
export const TICKETS_ROLES = [tickets];
/** Channels: 14 or 16. */
export const CHANNELS_ROLES = [tickets, channels];
/** Types: 14 or 18. */
export const TYPES_ROLES = [tickets, types];
/** Status: 14 or 17. */
export const STATUS_ROLES = [tickets, status];
/** Calls and call detail: 14 or 15. */
export const CALLS_ROLES = [tickets, calls];
/** Any of them: the area's entry (/ticketing) leads to the first screen the user may open. */
export const TICKETING_AREA_ROLES = [tickets, channels, types, status, calls];
