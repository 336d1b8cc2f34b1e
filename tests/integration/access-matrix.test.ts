/**
 * Authorization matrix of the access area (session, parties and acl groups), driven by the route
 * table: every route of those groups needs an entry (a new route without one fails), called as
 * nobody and as every README persona. A pharmacy administrator reaches only its own party's users:
 * another party's administrator gets 404 for them.
 */
import { beforeAll } from 'vitest';
import { accessArea } from '../../shared/areas/access';
import { GUEST_PERSONAS, INTERNAL_PERSONAS } from '../../shared/areas/personas';
import { call } from './support/api';
import { createGuest, DEMO_PASSWORD, fedeCredential, uniqueEmail } from './support/acl';
import { runMatrix, type MatrixEntry } from './support/matrix';
import { newWorker, useStackTable } from './support/workers';

// A fresh pending user to grant a role to (the README's accounts stay as seeded).
beforeAll(useStackTable);

type Persona = (typeof accessArea.personas)[number];

// Seeded (infra/local/seed/personas.ts): every account but the staff directory's is internal
// (role 2) or a guest (29); farmacia-admin (party 1001) and farmacia-ramblas (party 1002) administer
// their pharmacy's users; suport manages guests (5) and impersonates them (36); admin holds every
// internal role. Ids: 2 staff, 3 farmacia (party 1001), 5 a guest, 20 a colleague of farmacia-admin.
const INTERNAL: Persona[] = [...INTERNAL_PERSONAS];
const GUESTS: Persona[] = [...GUEST_PERSONAS];
const ACL: Persona[] = ['admin', 'suport'];
const USERS: Persona[] = ['admin'];
const GUEST_ADMINS: Persona[] = ['admin', 'suport'];
const PHARMACY_ADMINS: Persona[] = ['farmacia-admin', 'farmacia-ramblas'];
/** A user of party 1001 reached by the other party's administrator: not found. */
const OTHER_PARTY = { 'farmacia-ramblas': 404 };

const pharmacyUserBody = () => Promise.resolve({ type_id: 1, name: 'Matriu', email: uniqueEmail('matrix'), roles: [38] });
const ownPharmacyUser = async () => {
  const res = await call('/api/guest/acl/users', { method: 'POST', persona: 'pharmacy-admin', body: await pharmacyUserBody() });
  return `/api/guest/acl/users/${res.body.data.id}`;
};
const pendingUser = async () => `/api/acl/users/${(await newWorker('matrix', [])).id}`;
const newGuest = async () => `/api/acl/guests/${(await createGuest()).id}`;

const MATRIX: Record<string, MatrixEntry<Persona>> = {
  'session.health': { who: 'public' },
  'session.user': { who: 'signed-in' },
  // Each caller asks for an account of its own (three requests per address a window).
  'session.password_create': { who: 'public', body: async () => ({ email: (await createGuest()).email }) },
  // Public: an unknown token is answered 404 (passwords.token), never 401.
  'session.password_find': { who: 'public', path: '/api/password/find/unknown-token-of-enough-length', ok: 404 },
  'session.password_reset': {
    who: 'public',
    body: { email: 'farmacia@example.com', token: 'unknown', password: 'Nova-Clau1', password_confirmation: 'Nova-Clau1' },
    ok: 422,
  },
  'session.login_fede': { who: 'public', body: async () => ({ credentials: await fedeCredential('farmacia') }) },
  // The members' app (sfera or demo role): farmacia only.
  'session.encrypt_login_fede': { who: ['farmacia'] },
  'session.fede_demo': {
    who: 'public',
    query: 'token=',
    path: async () => `/api/public/fede/demo?token=${await fedeCredential('farmacia', { issuer: 'portal', audience: 'fede' })}`,
  },
  // Any guest reaches the route; a profile is its owner's only (3 is farmacia's).
  'session.profile_update': {
    who: GUESTS,
    per: Object.fromEntries(GUESTS.filter((g) => g !== 'farmacia').map((g) => [g, 403])),
    path: '/api/guest/profile/update/3',
    body: { name: 'Laia Puig', email: 'farmacia@example.com', password_current: DEMO_PASSWORD },
  },
  // An invalid body: a saved setting of any README account would race profile.test.ts, which saves the admin's.
  'session.settings_update': { who: INTERNAL, body: {}, ok: 422 },
  'session.settings_ticketing_statuses': { who: INTERNAL },
  'session.openapi': { who: INTERNAL },

  'acl.roles.index': { who: ACL },
  'acl.roles.treeview': { who: ACL },
  'acl.roles.treeview_guest': { who: ACL },
  'acl.roles.treeview_guest_pharmacy': { who: ACL },
  'acl.roles.treeview_guest_laboratory': { who: ACL },
  'acl.roles.show': { who: ACL, path: '/api/acl/roles/34' },
  'acl.users.index': { who: USERS },
  'acl.users.pending': { who: USERS },
  'acl.users.show': { who: USERS, path: '/api/acl/users/2' },
  'acl.users.update': { who: USERS, path: pendingUser, body: { roles: [117] } },
  'acl.users.impersonate': { who: USERS, path: '/api/acl/users/impersonate/2' },
  'acl.guests.index': { who: GUEST_ADMINS },
  'acl.guests.datatable': { who: GUEST_ADMINS, query: 'page=1&per_page=10' },
  'acl.guests.show': { who: GUEST_ADMINS, path: '/api/acl/guests/3' },
  'acl.guests.store': {
    who: GUEST_ADMINS,
    body: () => Promise.resolve({ name: 'Matriu', email: uniqueEmail('matrix'), party_id: 2002, type_id: 2, roles: [33] }),
    ok: 201,
  },
  'acl.guests.update': {
    who: GUEST_ADMINS,
    path: newGuest,
    body: () => Promise.resolve({ name: 'Matriu 2', email: uniqueEmail('matrix'), party_id: 1003, type_id: 1, roles: [61] }),
  },
  'acl.guests.destroy': { who: GUEST_ADMINS, path: newGuest, ok: 204 },
  'acl.guests.impersonate': { who: GUEST_ADMINS, path: '/api/acl/guests/impersonate/5' },
  'acl.impersonation.end': { who: 'signed-in' },
  'acl.audit': { who: USERS },
  'acl.guest_users.index': { who: PHARMACY_ADMINS },
  'acl.guest_users.show': { who: PHARMACY_ADMINS, path: '/api/guest/acl/users/20', per: OTHER_PARTY },
  'acl.guest_users.store': { who: PHARMACY_ADMINS, body: pharmacyUserBody, ok: 201 },
  'acl.guest_users.update': { who: PHARMACY_ADMINS, path: ownPharmacyUser, body: pharmacyUserBody, per: OTHER_PARTY },
  'acl.guest_users.destroy': { who: PHARMACY_ADMINS, path: ownPharmacyUser, ok: 204, per: OTHER_PARTY },
  'acl.guest_roles.pharmacy': { who: PHARMACY_ADMINS },
  'acl.guest_roles.laboratory': { who: PHARMACY_ADMINS },
  'parties.index': { who: INTERNAL },
  'parties.laboratories': { who: INTERNAL },
  'parties.platforms': { who: INTERNAL },
  'parties.search': { who: INTERNAL, path: '/api/parties/search/farm' },
  // The new-ticket dialog's party: the ticket role only (parties-one.test.ts has the other roles).
  'parties.all': { who: ['admin', 'staff'], path: '/api/parties/1003/all' },
  // The 1706 list needs administration (101) or the catalog role (102); a pharmacy party is refused.
  'parties.ah1706.index': { who: ['admin', 'cataleg'] },
  'parties.ah1706.update': { who: ['admin', 'cataleg'], body: { parties: [1001] }, ok: 422 },
};

runMatrix({ area: accessArea, entries: MATRIX });
