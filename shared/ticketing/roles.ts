/**
 * Ticketing roles (spec §6): the spec's 14 (ticket list, new, show) is the catalogue's `ticketing`
 * (113), 16 channels → 114, 18 types → 115, 17 status → 116, 15 calls → 117.
 */
export const TICKETING_ROLE = { tickets: 113, channels: 114, types: 115, status: 116, calls: 117 } as const;
