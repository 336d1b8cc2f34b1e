/** Ticketing and the call log (spec §6 roles 14-18 are the catalogue's 113-117). */
import { rolesOf } from '../../../../shared/areas/define';
import { ticketingArea } from '../../../../shared/areas/ticketing';
import { page, type FeatureModule } from '../../app/feature-module';
import { ticketingPaths } from './paths';

const p = ticketingPaths;
const a = ticketingArea.access;
const tickets = page(() => import('./TicketsPage'));
const lookup = page(() => import('./LookupPage'));

export const ticketingModule: FeatureModule = {
  id: 'ticketing',
  routes: [
    { path: p.ticketing, access: a.home, page: page(() => import('./TicketingIndex')) },
    { path: p.ticketingHome, access: a.tickets, page: tickets },
    { path: p.ticketingNew, access: a.tickets, page: tickets },
    { path: p.ticketingShow, access: a.tickets, page: page(() => import('./TicketPage')) },
    { path: p.ticketingChannels, access: a.channels, page: lookup },
    { path: p.ticketingTypes, access: a.types, page: lookup },
    { path: p.ticketingStatus, access: a.status, page: lookup },
    { path: p.ticketingCalls, access: a.calls, page: page(() => import('./CallsPage')) },
    { path: p.ticketingCallShow, access: a.calls, page: page(() => import('./CallPage')) },
  ],
  // prettier-ignore
  areas: [
    { id: 'ticketing', home: 'internal', placement: 'tile', path: p.ticketing, titleKey: 'areas.ticketing', icon: 'ticket', roles: rolesOf(a.home), header: true, built: true },
  ],
};
