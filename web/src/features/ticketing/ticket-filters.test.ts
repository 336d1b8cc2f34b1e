import { describe, expect, it } from 'vitest';
import { ANY_USER, TICKET_FILTERS, ticketSearch, type TicketFilter } from './ticket-filters';

const none = Object.fromEntries(TICKET_FILTERS.map((f) => [f, ''])) as Record<TicketFilter, string>;

describe('ticket list filters', () => {
  it('with nothing set, show the tickets assigned to me', () => {
    expect(ticketSearch(none, 7)).toEqual({ user_assigned: 7 });
  });

  it('"any" assigned user drops the default; another user replaces it', () => {
    expect(ticketSearch({ ...none, user_assigned: ANY_USER }, 7)).toEqual({});
    expect(ticketSearch({ ...none, user_assigned: '12' }, 7)).toEqual({ user_assigned: 12 });
  });

  it('sends what is set, trimmed and typed, and leaves out what cannot be read', () => {
    const typed = { ...none, all: '  farmacia ', date_from: '2026-11-01', date_to: '31/11', status: '3', channel: 'x' };
    expect(ticketSearch(typed, 7)).toEqual({ all: 'farmacia', date_from: '2026-11-01', status: 3, user_assigned: 7 });
  });
});
