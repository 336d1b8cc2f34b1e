/**
 * The operations area's authorization matrix, driven by the route table (a new operations route
 * without an entry fails): every route against no token, the one-role `operacions` account (role
 * 112 alone), the internal admin (every internal role), staff without 112 and a pharmacy guest.
 * Allowed calls use harmless inputs (unknown ids, invalid bodies).
 */
import { describe, expect, it } from 'vitest';
import { isPublic, rolesAllow } from '../../shared/api/route';
import { routes, type RouteId } from '../../shared/api/routes';
import { internalRoleSet } from '../../shared/roles/catalogue';
import { ROLE_ID_OPC } from '../../shared/operations/roles';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../infra/local/seed/demo-data';
import { OPERATIONS_STAFF } from '../../infra/local/seed/operations-data';
import { call, tokenFor } from './support/api';
import { MATRIX_GROUPS } from './support/matrix-groups';

const WHO = { opc: 'operacions', admin: 'admin', staff: 'staff', guest: 'farmacia' } as const;
type Who = keyof typeof WHO;
const ALL = Object.keys(WHO) as Who[];
const rolesOf = (who: Who): readonly number[] =>
  (DEMO_ACCOUNTS.find((a) => a.login === WHO[who]) ?? (OPERATIONS_STAFF.login === WHO[who] ? OPERATIONS_STAFF : undefined))!
    .roleIds;

interface Entry {
  path?: string;
  body?: unknown;
  ok?: number;
}

const NO_ID = '999999999';
const MATRIX: Record<string, Entry> = {
  'operations.categories': {},
  'operations.pharmacies.datatable': {},
  'operations.pharmacies.store': { body: {}, ok: 422 },
  'operations.pharmacies.trash': {},
  'operations.pharmacies.restore': { path: `/api/opc/pharmacies/trash/${NO_ID}`, ok: 404 },
  'operations.pharmacies.show': { path: `/api/opc/pharmacies/${NO_ID}`, ok: 404 },
  'operations.pharmacies.update': { path: `/api/opc/pharmacies/${NO_ID}`, body: {}, ok: 422 },
  'operations.pharmacies.delete': { path: `/api/opc/pharmacies/${NO_ID}`, ok: 404 },
  'operations.laboratories.datatable': {},
  'operations.laboratories.store': { body: {}, ok: 422 },
  'operations.laboratories.trash': {},
  'operations.laboratories.restore': { path: `/api/opc/laboratories/trash/${NO_ID}`, ok: 404 },
  'operations.laboratories.show': { path: `/api/opc/laboratories/${NO_ID}`, ok: 404 },
  'operations.laboratories.update': { path: `/api/opc/laboratories/${NO_ID}`, body: {}, ok: 422 },
  'operations.laboratories.delete': { path: `/api/opc/laboratories/${NO_ID}`, ok: 404 },
  'operations.webinars.index': {},
  'operations.webinars.store': { body: {}, ok: 422 },
  'operations.webinars.trash': {},
  'operations.webinars.restore': { path: `/api/opc/webinars/trash/${NO_ID}`, ok: 404 },
  'operations.webinars.show': { path: `/api/opc/webinars/${NO_ID}`, ok: 404 },
  'operations.webinars.update': { path: `/api/opc/webinars/${NO_ID}`, body: {}, ok: 422 },
  'operations.webinars.delete': { path: `/api/opc/webinars/${NO_ID}`, ok: 404 },
  'operations.sell_in.summary': {},
  'operations.import.sell_in_fede.lookups': {},
  'operations.import.sell_in_fede': { body: {}, ok: 422 },
  'operations.import.sell_in_platform': { body: {}, ok: 422 },
  'operations.import.batches': {},
  'operations.import.batches.delete': { path: `/api/opc/import/batches/${NO_ID}`, ok: 404 },
  'operations.import.mappings': { path: '/api/opc/import/mappings?kind=sell_in_fede' },
  'operations.import.mappings.save': { body: {}, ok: 422 },
  'operations.import.upload_ticket': { body: { file_name: 'virus.exe', size: 10 }, ok: 422 },
  'operations.import.stock': { body: {}, ok: 422 },
  'operations.import.target': { body: {}, ok: 422 },
  'operations.sell_in.summary.export': {},
};

const covered = (Object.entries(routes) as [RouteId, (typeof routes)[RouteId]][]).filter(([, r]) =>
  (MATRIX_GROUPS.operations as readonly string[]).includes(r.group),
);

describe('operations authorization matrix', () => {
  it('has exactly one entry per operations route', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(covered.map(([id]) => id).sort());
  });

  it('seeds operacions with the operations role alone', () => {
    expect(rolesOf('opc')).toEqual(internalRoleSet([ROLE_ID_OPC]));
    expect(rolesOf('staff')).not.toContain(ROLE_ID_OPC);
  });

  const allowed: Who[] = ['opc', 'admin'];
  for (const [id, route] of covered) {
    const entry = MATRIX[id];
    if (!entry) continue;
    const path = entry.path ?? route.path;
    const opts = { method: route.method, body: entry.body };
    it(`${route.method} ${route.path}: the declared roles let through exactly ${allowed.join(', ')}`, () => {
      expect(isPublic(route.access)).toBe(false);
      for (const w of ALL) expect(rolesAllow(route.access, rolesOf(w)), w).toBe(allowed.includes(w));
    });
    it(`${route.method} ${route.path}: nobody and each role get their answer`, async () => {
      expect((await call(path, opts)).status, 'no token').toBe(401);
      const answers = await Promise.all(
        ALL.map(async (w) => [w, (await call(path, { ...opts, token: await tokenFor(WHO[w], DEMO_PASSWORD) })).status] as const),
      );
      expect(answers).toEqual(ALL.map((w) => [w, allowed.includes(w) ? (entry.ok ?? 200) : 403] as const));
    });
  }
});
