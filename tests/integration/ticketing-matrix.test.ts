/**
 * Ticketing's authorization matrix, driven by the route table (a new ticketing route without an
 * entry fails): every route against no token and every README persona; through get the admin, the
 * spec's role 14 (staff holds every ticketing leaf, so 113) and the spec's roles 15-18 held alone
 * (catalogue 117/114/116/115, seeded staff with one ticketing role each: the calls-only persona
 * `tiquets-trucades` is r15). Allowed calls use harmless inputs (unknown ids, invalid bodies). What
 * a call answers depends on who asks: only who may read tickets gets the party's open tickets in it.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isPublic } from '../../shared/api/route';
import { groupOf, routes, type RouteId } from '../../shared/api/routes';
import { ticketingArea } from '../../shared/areas/ticketing';
import { internalRoleSet, roleId } from '../../shared/roles/catalogue';
import { DEMO_PASSWORD } from '../../infra/local/seed/demo-data';
import { switchboardSecret } from './support/acl';
import { api, call, tokenFor } from './support/api';
import { rolesOfLogin, runMatrix, type MatrixEntry } from './support/matrix';

type Who = (typeof ticketingArea.personas)[number];
/** The spec's role number → the login holding that role alone (14: every ticketing leaf). */
const R14 = 'staff';
const R15 = 'tiquets-trucades';

const TICKETS: Who[] = ['admin', R14];
const CALLS: Who[] = ['admin', R14, R15];
const LOOKUP_PAGES: Who[] = ['admin', R14, 'tiquets-canals', 'tiquets-estats', 'tiquets-tipus'];
const lookup = (own: Who): Who[] => ['admin', R14, own];
const NO_TICKET = '/api/ticketing/999999999';
const NO_FILE = '/api/ticketing/attachment/999999999/00000000-0000-0000-0000-000000000000.pdf';

const MATRIX: Record<string, MatrixEntry<Who>> = {
  'ticketing.datatable': { who: TICKETS },
  'ticketing.export': { who: TICKETS, query: 'search[user_assigned]=999999' },
  'ticketing.resources': { who: LOOKUP_PAGES },
  'ticketing.duplicates': { who: TICKETS, path: '/api/ticketing/duplicates', ok: 422 },
  'ticketing.store': { who: TICKETS, body: {}, ok: 422 },
  'ticketing.attachments.upload_ticket': { who: TICKETS, body: { file_name: 'virus.exe', size: 10 }, ok: 422 },
  'ticketing.attachments.download_all': { who: TICKETS, path: '/api/ticketing/attachment/999999999', ok: 404 },
  'ticketing.attachments.add': { who: TICKETS, path: '/api/ticketing/attachment/999999999', body: {}, ok: 422 },
  'ticketing.attachments.download': { who: TICKETS, path: NO_FILE, ok: 404 },
  'ticketing.attachments.delete': { who: TICKETS, path: NO_FILE, ok: 404 },
  'ticketing.comments.index': { who: TICKETS, path: '/api/ticketing/comments/999999999', ok: 404 },
  'ticketing.comments.store': { who: TICKETS, body: {}, ok: 422 },
  'ticketing.calls.datatable': { who: CALLS },
  'ticketing.calls.show': { who: CALLS, path: '/api/ticketing/calls/999999999', ok: 404 },
  'ticketing.channels.index': { who: lookup('tiquets-canals') },
  'ticketing.channels.store': { who: lookup('tiquets-canals'), body: {}, ok: 422 },
  'ticketing.channels.update': { who: lookup('tiquets-canals'), path: '/api/ticketing/channels/999999', body: {}, ok: 422 },
  'ticketing.channels.delete': { who: lookup('tiquets-canals'), path: '/api/ticketing/channels/999999', ok: 404 },
  'ticketing.types.index': { who: lookup('tiquets-tipus') },
  'ticketing.types.store': { who: lookup('tiquets-tipus'), body: {}, ok: 422 },
  'ticketing.types.update': { who: lookup('tiquets-tipus'), path: '/api/ticketing/types/999999', body: {}, ok: 422 },
  'ticketing.types.delete': { who: lookup('tiquets-tipus'), path: '/api/ticketing/types/999999', ok: 404 },
  'ticketing.status.index': { who: lookup('tiquets-estats') },
  'ticketing.status.store': { who: lookup('tiquets-estats'), body: {}, ok: 422 },
  'ticketing.status.update': { who: lookup('tiquets-estats'), path: '/api/ticketing/status/999999', body: {}, ok: 422 },
  'ticketing.status.delete': { who: lookup('tiquets-estats'), path: '/api/ticketing/status/999999', ok: 404 },
  'ticketing.read': { who: TICKETS, path: '/api/ticketing/read/999999999', ok: 404 },
  'ticketing.history': { who: TICKETS, path: `${NO_TICKET}/history`, ok: 404 },
  'ticketing.show': { who: TICKETS, path: NO_TICKET, ok: 404 },
  'ticketing.update': { who: TICKETS, path: NO_TICKET, body: {}, ok: 422 },
  'ticketing.delete': { who: TICKETS, path: NO_TICKET, ok: 404 },
};

/** The machine ingest is public to the gateway and guarded by the switchboard secret instead (ticketing.test.ts). */
const MACHINE: RouteId[] = ['ticketing.calls.ingest'];

runMatrix({ area: ticketingArea, entries: MATRIX, except: MACHINE });

describe('ticketing roles', () => {
  it('seeds each of the spec roles 15-18 alone, and 14 with all the ticketing leaves', () => {
    expect(rolesOfLogin(R15)).toEqual(internalRoleSet([roleId('ticketing.calls')]));
    expect(rolesOfLogin(R14)).toEqual(expect.arrayContaining([113, 114, 115, 116, 117]));
    for (const who of [R15, 'tiquets-canals', 'tiquets-estats', 'tiquets-tipus'])
      expect(rolesOfLogin(who)).not.toContain(roleId('ticketing'));
  });

  it('the switchboard ingest is the only public ticketing route', () => {
    for (const [id, r] of Object.entries(routes))
      if (groupOf(id).startsWith('ticketing')) expect(isPublic(r.access), id).toBe(MACHINE.includes(id as RouteId));
  });

  it("a call answers its party's open tickets to r14 only: the calls-only r15 gets no ticket contents", async () => {
    const word = `MATRIU${randomUUID().slice(0, 8).toUpperCase()}`;
    const ticket = await api.call('ticketing.store', {
      body: {
        channel: 5,
        party_id: 1006,
        type: 6,
        description: `la comanda no ha arribat ${word}`,
        user_assigned: 2,
        status: 2,
        allow_duplicate: true,
      },
      persona: 'internal-staff',
    });
    expect(ticket.status).toBe(201);
    const ingested = await api.call('ticketing.calls.ingest', {
      body: { call_id: randomUUID(), number: '977 101 006', started_at: new Date().toISOString(), lang: 'ca' },
      headers: { 'x-switchboard-secret': switchboardSecret() },
    });
    expect(ingested.body.party_id).toBe(1006);
    const path = `/api/ticketing/calls/${ingested.body.id}`;
    const as = async (w: Who) => call(path, { token: await tokenFor(w, DEMO_PASSWORD) });

    const agent = await as(R14);
    expect(agent.status).toBe(200);
    expect(agent.body.data.open_tickets.map((t: { id: number }) => t.id)).toContain(ticket.body.data.id);
    expect(JSON.stringify(agent.body)).toContain(word);

    const callsOnly = await as(R15);
    expect(callsOnly.status).toBe(200);
    expect(callsOnly.body.data).toMatchObject({ id: ingested.body.id, party_id: 1006 });
    expect(callsOnly.body.data).not.toHaveProperty('open_tickets');
    // Nothing of the ticket anywhere in the answer: no description.
    expect(JSON.stringify(callsOnly.body)).not.toContain(word);
    // And the ticket itself stays closed to r15.
    const opened = await call(`/api/ticketing/${ticket.body.data.id}`, { token: await tokenFor(R15, DEMO_PASSWORD) });
    expect(opened.status).toBe(403);
  });
});
