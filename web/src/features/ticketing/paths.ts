/** The addresses of the ticketing feature's screens (collected by config/paths.ts). */
export const ticketingPaths = {
  ticketing: '/ticketing',
  ticketingHome: '/ticketing/home',
  ticketingNew: '/ticketing/home/new/:party?',
  ticketingShow: '/ticketing/show/:id',
  ticketingChannels: '/ticketing/channels',
  ticketingTypes: '/ticketing/types',
  ticketingStatus: '/ticketing/status',
  ticketingCalls: '/ticketing/calls',
  ticketingCallShow: '/ticketing/calls/show/:id',
} as const;
