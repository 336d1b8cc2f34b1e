/**
 * Ticketing's authorization matrix, driven by the route table (a new ticketing route without an
 * entry fails): every route against no token, the spec's roles 14-18 held alone (catalogue
 * 113/117/114/116/115, seeded staff with one ticketing role each), staff without ticketing roles
 * and a guest. Allowed calls use harmless inputs (unknown ids, invalid bodies).
 */
import { describe, expect, it } from 'vitest';
import { isPublic, rolesAllow } from '../../shared/api/route';
import { routes, type RouteId } from '../../shared/api/routes';
import { internalRoleSet } from '../../shared/roles/catalogue';
import { TICKETING_ROLE } from '../../shared/ticketing/roles';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../infra/local/seed/demo-data';
import { TICKETING_ONE_ROLE_STAFF } from '../../infra/local/seed/ticketing';
import { call, tokenFor } from './support/api';
import { MATRIX_GROUPS } from './support/matrix-groups';

/** Who: the spec's role number → the login holding that role alone; plus two without ticketing. */
const WHO = {
  r14: 'staff', // internal-staff holds every ticketing leaf, so 113 (spec 14, "ticketing administrator")
  r15: 'tiquets-trucades',
  r16: 'tiquets-canals',
  r17: 'tiquets-estats',
  r18: 'tiquets-tipus',
  support: 'suport',
  guest: 'farmacia',
} as const;
type Who = keyof typeof WHO;
const ALL = Object.keys(WHO) as Who[];

const rolesOf = (who: Who): readonly number[] => {
  const login = WHO[who];
  return (DEMO_ACCOUNTS.find((a) => a.login === login) ?? TICKETING_ONE_ROLE_STAFF.find((a) => a.login === login))!.roleIds;
};

interface Entry {
  who: readonly Who[];
  path?: string;
  body?: unknown;
  ok?: number;
}

const TICKETS: Who[] = ['r14'];
const CALLS: Who[] = ['r14', 'r15'];
const LOOKUP_PAGES: Who[] = ['r14', 'r16', 'r17', 'r18'];
const lookup = (own: Who): Who[] => ['r14', own];
const NO_TICKET = '/api/ticketing/999999999';
const NO_FILE = '/api/ticketing/attachment/999999999/00000000-0000-0000-0000-000000000000.pdf';

const MATRIX: Record<string, Entry> = {
  'ticketing.datatable': { who: TICKETS },
  'ticketing.export': { who: TICKETS, path: '/api/ticketing/export?search[user_assigned]=999999' },
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
  'ticketing.channels.index': { who: lookup('r16') },
  'ticketing.channels.store': { who: lookup('r16'), body: {}, ok: 422 },
  'ticketing.channels.update': { who: lookup('r16'), path: '/api/ticketing/channels/999999', body: {}, ok: 422 },
  'ticketing.channels.delete': { who: lookup('r16'), path: '/api/ticketing/channels/999999', ok: 404 },
  'ticketing.types.index': { who: lookup('r18') },
  'ticketing.types.store': { who: lookup('r18'), body: {}, ok: 422 },
  'ticketing.types.update': { who: lookup('r18'), path: '/api/ticketing/types/999999', body: {}, ok: 422 },
  'ticketing.types.delete': { who: lookup('r18'), path: '/api/ticketing/types/999999', ok: 404 },
  'ticketing.status.index': { who: lookup('r17') },
  'ticketing.status.store': { who: lookup('r17'), body: {}, ok: 422 },
  'ticketing.status.update': { who: lookup('r17'), path: '/api/ticketing/status/999999', body: {}, ok: 422 },
  'ticketing.status.delete': { who: lookup('r17'), path: '/api/ticketing/status/999999', ok: 404 },
  'ticketing.read': { who: TICKETS, path: '/api/ticketing/read/999999999', ok: 404 },
  'ticketing.history': { who: TICKETS, path: `${NO_TICKET}/history`, ok: 404 },
  'ticketing.show': { who: TICKETS, path: NO_TICKET, ok: 404 },
  'ticketing.update': { who: TICKETS, path: NO_TICKET, body: {}, ok: 422 },
  'ticketing.delete': { who: TICKETS, path: NO_TICKET, ok: 404 },
};

/** The machine ingest is public to the gateway and guarded by the switchboard secret instead (ticketing.test.ts). */
const MACHINE: RouteId[] = ['ticketing.calls.ingest'];

const covered = (Object.entries(routes) as [RouteId, (typeof routes)[RouteId]][]).filter(
  ([id, r]) => (MATRIX_GROUPS.ticketing as readonly string[]).includes(r.group) && !MACHINE.includes(id),
);

describe('ticketing authorization matrix', () => {
  it('has exactly one entry per ticketing route', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(covered.map(([id]) => id).sort());
  });

  it('seeds each of the spec roles 15-18 alone, and 14 with all the ticketing leaves', () => {
    expect(rolesOf('r15')).toEqual(internalRoleSet([TICKETING_ROLE.calls]));
    expect(rolesOf('r14')).toEqual(expect.arrayContaining([113, 114, 115, 116, 117]));
    for (const who of ['r15', 'r16', 'r17', 'r18'] as const) expect(rolesOf(who)).not.toContain(TICKETING_ROLE.tickets);
  });

  it('the switchboard ingest is the only public ticketing route', () => {
    for (const [id, r] of Object.entries(routes))
      if (r.group.startsWith('ticketing')) expect(isPublic(r.access), id).toBe(MACHINE.includes(id as RouteId));
  });

  for (const [id, route] of covered) {
    const entry = MATRIX[id];
    if (!entry) continue;
    const path = entry.path ?? route.path;
    const opts = { method: route.method, body: entry.body };
    it(`${route.method} ${route.path}: the declared roles let through exactly ${entry.who.join(', ')}`, () => {
      expect(isPublic(route.access)).toBe(false);
      for (const w of ALL) expect(rolesAllow(route.access, rolesOf(w)), w).toBe(entry.who.includes(w));
    });
    it(`${route.method} ${route.path}: nobody and each role get their answer`, async () => {
      const [p, q] = path.split('?') as [string, string | undefined];
      expect((await call(p, { ...opts, query: q })).status, 'no token').toBe(401);
      const answers = await Promise.all(
        ALL.map(
          async (w) => [w, (await call(p, { ...opts, query: q, token: await tokenFor(WHO[w], DEMO_PASSWORD) })).status] as const,
        ),
      );
      expect(answers).toEqual(ALL.map((w) => [w, entry.who.includes(w) ? (entry.ok ?? 200) : 403] as const));
    });
  }
});
