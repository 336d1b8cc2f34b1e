import { describe, expect, it } from 'vitest';
import { newTicketHref, ticketHref, ticketingLinks } from './nav';

const user = (...ids: number[]) => ({ roles: ids.map((id) => ({ id, name: '', parent_id: null })) });
const hrefs = (ids: number[]) => ticketingLinks(user(...ids), (k) => k).map((l) => l.href);

describe('ticketing navigation', () => {
  it('shows role 14 (113) every screen, the others only their own (spec §6)', () => {
    expect(hrefs([113])).toEqual([
      '/ticketing/home',
      '/ticketing/calls',
      '/ticketing/channels',
      '/ticketing/types',
      '/ticketing/status',
    ]);
    expect(hrefs([117])).toEqual(['/ticketing/calls']);
    expect(hrefs([115, 116])).toEqual(['/ticketing/types', '/ticketing/status']);
    expect(hrefs([2])).toEqual([]);
  });

  it('builds the new-ticket address with or without its party', () => {
    expect(newTicketHref()).toBe('/ticketing/home/new');
    expect(newTicketHref(1006)).toBe('/ticketing/home/new/1006');
    expect(ticketHref(41)).toBe('/ticketing/show/41');
  });
});
