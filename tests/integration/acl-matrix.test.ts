/**
 * Authorization matrix of the access-control, session and parties groups, driven by the route table: every
 * route of those groups needs an entry here (a new route without one fails), and each entry proves
 * no token → 401, a token without the role → 403, the right role → success, and for pharmacy
 * self-service, another party's user → 404.
 */
import { describe, expect, it } from 'vitest';
import { isPublic, type Access, type Group } from '../../shared/api/route';
import { groupOf, routes, type RouteId } from '../../shared/api/routes';
import { call } from './support/api';
import { MATRIX_GROUPS } from './support/matrix-groups';
import { createGuest, DEMO_PASSWORD, fedeCredential, uniqueEmail } from './support/acl';

const GROUPS_COVERED: readonly Group[] = MATRIX_GROUPS.acl;

type Persona = 'internal-admin' | 'internal-staff' | 'support' | 'pharmacy-guest' | 'pharmacy-admin' | 'laboratory-guest';
type Lazy<T> = T | (() => Promise<T>);

interface Entry {
  /** Holds the route's role(s). */
  allowed: Persona;
  /** Lacks them (not for public or any-signed-in routes). */
  denied?: Persona;
  path?: Lazy<string>;
  body?: Lazy<unknown>;
  query?: string;
  /** Status of the allowed call (200 unless said). */
  expect?: number;
  /** Pharmacy self-service: the same call on another party's user, which must answer 404. */
  otherPartyPath?: string;
}

// Seeded ids (infra/local/seed/demo-data.ts): 2 staff, 3 pharmacy guest (party 1001), 10 a pending
// staff-directory user, 20 a colleague of the pharmacy administrator, 22 a user of party 1002.
const OTHER_PARTY_USER = 22;
const pharmacyUserBody = () => ({ type_id: 1, name: 'Matriu', email: uniqueEmail('matrix'), roles: [38] });
const ownPharmacyUser = async () => {
  const res = await call('/api/guest/acl/users', { method: 'POST', persona: 'pharmacy-admin', body: pharmacyUserBody() });
  return `/api/guest/acl/users/${res.body.data.id}`;
};

const MATRIX: Record<string, Entry> = {
  'session.health': { allowed: 'pharmacy-guest' },
  'session.user': { allowed: 'pharmacy-guest' },
  'session.password_create': { allowed: 'pharmacy-guest', body: { email: 'farmacia-auxiliar@example.com' } },
  // Public: an unknown token is answered 404 (passwords.token), never 401.
  'session.password_find': { allowed: 'pharmacy-guest', path: '/api/password/find/unknown-token-of-enough-length', expect: 404 },
  'session.password_reset': {
    allowed: 'pharmacy-guest',
    body: { email: 'farmacia@example.com', token: 'unknown', password: 'Nova-Clau1', password_confirmation: 'Nova-Clau1' },
    expect: 422,
  },
  'session.login_fede': { allowed: 'pharmacy-guest', body: async () => ({ credentials: await fedeCredential('farmacia') }) },
  'session.encrypt_login_fede': { allowed: 'pharmacy-guest', denied: 'pharmacy-admin' },
  'session.fede_demo': {
    allowed: 'pharmacy-guest',
    query: 'token=',
    path: async () => `/api/public/fede/demo?token=${await fedeCredential('farmacia', { issuer: 'portal', audience: 'fede' })}`,
  },
  'session.profile_update': {
    allowed: 'pharmacy-guest',
    denied: 'internal-staff',
    path: '/api/guest/profile/update/3',
    body: { name: 'Laia Puig', email: 'farmacia@example.com', password_current: DEMO_PASSWORD },
  },
  'session.settings_update': { allowed: 'internal-staff', denied: 'pharmacy-guest', body: { ticketing_default_status: 3 } },
  'session.settings_ticketing_statuses': { allowed: 'internal-staff', denied: 'pharmacy-guest' },
  'session.openapi': { allowed: 'internal-staff', denied: 'pharmacy-guest' },

  'acl.roles.index': { allowed: 'internal-admin', denied: 'internal-staff' },
  'acl.roles.treeview': { allowed: 'support', denied: 'internal-staff' },
  'acl.roles.treeview_guest': { allowed: 'support', denied: 'pharmacy-admin' },
  'acl.roles.treeview_guest_pharmacy': { allowed: 'internal-admin', denied: 'internal-staff' },
  'acl.roles.treeview_guest_laboratory': { allowed: 'internal-admin', denied: 'laboratory-guest' },
  'acl.roles.show': { allowed: 'internal-admin', denied: 'internal-staff', path: '/api/acl/roles/34' },
  'acl.users.index': { allowed: 'internal-admin', denied: 'internal-staff' },
  'acl.users.pending': { allowed: 'internal-admin', denied: 'pharmacy-admin' },
  'acl.users.show': { allowed: 'internal-admin', denied: 'internal-staff', path: '/api/acl/users/2' },
  'acl.users.update': { allowed: 'internal-admin', denied: 'internal-staff', path: '/api/acl/users/10', body: { roles: [117] } },
  'acl.users.impersonate': { allowed: 'internal-admin', denied: 'support', path: '/api/acl/users/impersonate/2' },
  'acl.guests.index': { allowed: 'support', denied: 'internal-staff' },
  'acl.guests.datatable': { allowed: 'support', denied: 'pharmacy-admin', query: 'page=1&per_page=10' },
  'acl.guests.show': { allowed: 'support', denied: 'internal-staff', path: '/api/acl/guests/3' },
  'acl.guests.store': {
    allowed: 'support',
    denied: 'internal-staff',
    body: () => Promise.resolve({ name: 'Matriu', email: uniqueEmail('matrix'), party_id: 2002, type_id: 2, roles: [33] }),
    expect: 201,
  },
  'acl.guests.update': {
    allowed: 'support',
    denied: 'internal-staff',
    path: async () => `/api/acl/guests/${(await createGuest()).id}`,
    body: () => Promise.resolve({ name: 'Matriu 2', email: uniqueEmail('matrix'), party_id: 1003, type_id: 1, roles: [61] }),
  },
  'acl.guests.destroy': {
    allowed: 'support',
    denied: 'internal-staff',
    path: async () => `/api/acl/guests/${(await createGuest()).id}`,
    expect: 204,
  },
  'acl.guests.impersonate': { allowed: 'support', denied: 'internal-staff', path: '/api/acl/guests/impersonate/5' },
  'acl.impersonation.end': { allowed: 'pharmacy-guest' },
  'acl.audit': { allowed: 'internal-admin', denied: 'internal-staff' },
  'acl.guest_users.index': { allowed: 'pharmacy-admin', denied: 'pharmacy-guest' },
  'acl.guest_users.show': {
    allowed: 'pharmacy-admin',
    denied: 'pharmacy-guest',
    path: '/api/guest/acl/users/20',
    otherPartyPath: `/api/guest/acl/users/${OTHER_PARTY_USER}`,
  },
  'acl.guest_users.store': { allowed: 'pharmacy-admin', denied: 'pharmacy-guest', body: pharmacyUserBody, expect: 201 },
  'acl.guest_users.update': {
    allowed: 'pharmacy-admin',
    denied: 'pharmacy-guest',
    path: ownPharmacyUser,
    body: pharmacyUserBody,
    otherPartyPath: `/api/guest/acl/users/${OTHER_PARTY_USER}`,
  },
  'acl.guest_users.destroy': {
    allowed: 'pharmacy-admin',
    denied: 'pharmacy-guest',
    path: ownPharmacyUser,
    otherPartyPath: `/api/guest/acl/users/${OTHER_PARTY_USER}`,
    expect: 204,
  },
  'acl.guest_roles.pharmacy': { allowed: 'pharmacy-admin', denied: 'laboratory-guest' },
  'acl.guest_roles.laboratory': { allowed: 'pharmacy-admin', denied: 'internal-admin' },
  'parties.index': { allowed: 'internal-staff', denied: 'pharmacy-guest' },
  'parties.laboratories': { allowed: 'internal-staff', denied: 'laboratory-guest' },
  'parties.platforms': { allowed: 'internal-staff', denied: 'pharmacy-admin' },
  'parties.search': { allowed: 'internal-staff', denied: 'pharmacy-guest', path: '/api/parties/search/farm' },
  // The new-ticket dialog's party: the ticket role only (parties-one.test.ts has the other roles).
  'parties.all': { allowed: 'internal-staff', denied: 'support', path: '/api/parties/1003/all' },
  // The 1706 list needs administration (101) or the catalog role (102); a pharmacy party is refused.
  'parties.ah1706.index': { allowed: 'internal-admin', denied: 'internal-staff' },
  'parties.ah1706.update': { allowed: 'internal-admin', denied: 'internal-staff', body: { parties: [1001] }, expect: 422 },
};

const covered = (Object.entries(routes) as [RouteId, (typeof routes)[RouteId]][]).filter(([id]) =>
  GROUPS_COVERED.includes(groupOf(id)),
);

const resolve = async <T>(v: Lazy<T> | undefined): Promise<T | undefined> =>
  typeof v === 'function' ? (v as () => Promise<T>)() : v;

const needsRole = (a: Access) => 'anyOf' in a || 'allOf' in a;

describe('authorization matrix', () => {
  it('has exactly one entry per route of the covered groups', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(covered.map(([id]) => id).sort());
  });

  for (const [id, route] of covered) {
    const entry = MATRIX[id];
    if (!entry) continue;
    const { method } = route;
    const template = route.path;
    const opts = async () => {
      const path = (await resolve(entry.path)) ?? template;
      const body = await resolve(entry.body);
      return { path, body, query: path.includes('?') ? undefined : entry.query };
    };

    it(`${method} ${template}: ${isPublic(route.access) ? 'public' : 'no token → 401'}`, async () => {
      const { path, body, query } = await opts();
      const res = await call(path, { method, body, query });
      if (isPublic(route.access)) expect(res.status, JSON.stringify(res.body)).toBe(entry.expect ?? 200);
      else expect(res.status).toBe(401);
    });

    if (needsRole(route.access)) {
      it(`${method} ${template}: without the role → 403`, async () => {
        expect(entry.denied, `${id} needs a persona without the role`).toBeDefined();
        const { path, body, query } = await opts();
        const res = await call(path, { method, body, query, persona: entry.denied });
        expect(res.status, JSON.stringify(res.body)).toBe(403);
      });
    }

    if (!isPublic(route.access)) {
      it(`${method} ${template}: with the role → ${entry.expect ?? 200}`, async () => {
        const { path, body, query } = await opts();
        const res = await call(path, { method, body, query, persona: entry.allowed });
        expect(res.status, JSON.stringify(res.body)).toBe(entry.expect ?? 200);
      });
    }

    if (entry.otherPartyPath) {
      it(`${method} ${template}: another party's user → 404`, async () => {
        const body = await resolve(entry.body);
        const res = await call(entry.otherPartyPath!, { method, body, persona: entry.allowed });
        expect(res.status, JSON.stringify(res.body)).toBe(404);
      });
    }
  }
});
