/**
 * Who reaches the ticketing screens (spec §6 roles 14-18, catalogue ids 113-117), shared by the
 * router, the link bar and the area's redirect. The API checks the same rules on every call.
 */
export const TICKETING_ROLE = 113;
/** Ticket list, new and show: 14. */
export const TICKETS_ROLES = [TICKETING_ROLE];
/** Channels: 14 or 16. */
export const CHANNELS_ROLES = [TICKETING_ROLE, 114];
/** Types: 14 or 18. */
export const TYPES_ROLES = [TICKETING_ROLE, 115];
/** Status: 14 or 17. */
export const STATUS_ROLES = [TICKETING_ROLE, 116];
/** Calls and call detail: 14 or 15. */
export const CALLS_ROLES = [TICKETING_ROLE, 117];
/** Any of them: the area's entry (/ticketing) leads to the first screen the user may open. */
export const TICKETING_AREA_ROLES = [TICKETING_ROLE, 114, 115, 116, 117];
