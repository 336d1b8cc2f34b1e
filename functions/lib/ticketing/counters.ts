/**
 * The ticket and call tables' counters (functions/lib/datatable/counts.ts), moved in the same
 * transaction as each write: one per filter the list uses alone, plus assignee-and-status (the
 * default filter with a status). The channel, type and status counters also tell whether a lookup
 * is in use.
 */
export const TICKETS_TABLE = 'tickets';
export const CALLS_TABLE = 'calls';

export interface CountedTicket {
  assignedUserId: number;
  statusId: number;
  channelId: number;
  typeId: number;
}

export const ticketCountKeys = (t: CountedTicket) => [
  'all',
  `assigned#${t.assignedUserId}`,
  `status#${t.statusId}`,
  `assigned#${t.assignedUserId}#status#${t.statusId}`,
  `channel#${t.channelId}`,
  `type#${t.typeId}`,
];

export const callCountKeys = (c: { lang: string }) => ['all', `lang#${c.lang}`];
