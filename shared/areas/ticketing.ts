/**
 * Ticketing and the call log (ticketing-warehouse §6): the spec's 14 (tickets) is the catalogue's
 * `ticketing`; each lookup page and the call log also open to their own role ("14 or 16" …).
 */
import { anyOf, defineArea } from './define';

const screens = {
  tickets: anyOf('ticketing'),
  channels: anyOf('ticketing', 'ticketing.channels'),
  types: anyOf('ticketing', 'ticketing.types'),
  status: anyOf('ticketing', 'ticketing.status'),
  calls: anyOf('ticketing', 'ticketing.calls'),
};

export const ticketingArea = defineArea({
  name: 'ticketing',
  title: 'Ticketing',
  groups: {
    /** The assignment notice is mailed. */
    ticketing: { mail: true },
    'ticketing-files': {},
  },
  access: {
    ...screens,
    /** The lookups' shared resources (the new-ticket form reads them): any lookup page. */
    lookups: anyOf('ticketing', 'ticketing.channels', 'ticketing.types', 'ticketing.status'),
    /** The area's entry leads to the first screen the user may open. */
    home: anyOf('ticketing', 'ticketing.channels', 'ticketing.types', 'ticketing.status', 'ticketing.calls'),
  },
  /** Every ticketing role: all (staff), and each alone. */
  personas: ['admin', 'staff', 'tiquets-trucades', 'tiquets-canals', 'tiquets-estats', 'tiquets-tipus'],
});
