/** Ticketing and the call log (issue 10; spec §6 roles 14-18 are the catalogue's 113-117). */
import { branchRoles } from '../../../../shared/roles/catalogue';
import { TICKETING_ROLE } from '../../../../shared/ticketing/roles';
import { page, type FeatureModule } from '../../app/feature-module';
import { anyOf } from '../../app/guard/decide';
import { CALLS_ROLES, CHANNELS_ROLES, STATUS_ROLES, TICKETING_AREA_ROLES, TICKETS_ROLES, TYPES_ROLES } from './access';
import { ticketingPaths } from './paths';

const p = ticketingPaths;
const tickets = page(() => import('./TicketsPage'));
const lookup = page(() => import('./LookupPage'));

export const ticketingModule: FeatureModule = {
  id: 'ticketing',
  routes: [
    { path: p.ticketing, access: anyOf(...TICKETING_AREA_ROLES), page: page(() => import('./TicketingIndex')) },
    { path: p.ticketingHome, access: anyOf(...TICKETS_ROLES), page: tickets },
    { path: p.ticketingNew, access: anyOf(...TICKETS_ROLES), page: tickets },
    { path: p.ticketingShow, access: anyOf(...TICKETS_ROLES), page: page(() => import('./TicketPage')) },
    { path: p.ticketingChannels, access: anyOf(...CHANNELS_ROLES), page: lookup },
    { path: p.ticketingTypes, access: anyOf(...TYPES_ROLES), page: lookup },
    { path: p.ticketingStatus, access: anyOf(...STATUS_ROLES), page: lookup },
    { path: p.ticketingCalls, access: anyOf(...CALLS_ROLES), page: page(() => import('./CallsPage')) },
    { path: p.ticketingCallShow, access: anyOf(...CALLS_ROLES), page: page(() => import('./CallPage')) },
  ],
  // prettier-ignore
  areas: [
    { id: 'ticketing', home: 'internal', placement: 'tile', path: p.ticketing, titleKey: 'areas.ticketing', icon: 'ticket', roles: branchRoles(TICKETING_ROLE.tickets), header: true, built: true },
  ],
};
