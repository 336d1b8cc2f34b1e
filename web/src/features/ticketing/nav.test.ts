import { describe, expect, it } from 'vitest';
import { newTicketHref, ticketHref, ticketingCrumbs, ticketingLinks } from './nav';

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

  it('names the list once in the breadcrumbs: home, tickets, the ticket', () => {
    const texts = (trail: { text: string; href: string }[]) => ticketingCrumbs('Inici', 'Tiquets', trail).map((c) => c.text);
    expect(
      texts([
        { text: 'Tiquets', href: '/ticketing/home' },
        { text: '12', href: '/ticketing/show/12' },
      ]),
    ).toEqual(['Inici', 'Tiquets', '12']);
    expect(texts([{ text: 'Tiquets', href: '/ticketing/home' }])).toEqual(['Inici', 'Tiquets']);
    expect(ticketingCrumbs('Inici', 'Tiquets', [{ text: 'Tiquets', href: '/ticketing/home' }])[1]!.href).toBe('/ticketing/home');
    // Other screens keep their own level under the area.
    expect(
      texts([
        { text: 'Registre de trucades', href: '/ticketing/calls' },
        { text: '5', href: '/ticketing/calls/show/5' },
      ]),
    ).toEqual(['Inici', 'Tiquets', 'Registre de trucades', '5']);
  });
});
