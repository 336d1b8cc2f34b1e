/**
 * The administration back office's authorization matrix (issue 14), driven by the route table (a
 * new administration route without an entry fails): every route against no token, the internal
 * admin (101), one account per screen role (102, 107-111), staff and a pharmacy guest. Allowed
 * calls use harmless inputs (invalid bodies, unknown ids).
 */
import { describe, expect, it } from 'vitest';
import { isPublic, rolesAllow } from '../../shared/api/route';
import { routes, type RouteId } from '../../shared/api/routes';
import { ADMINISTRATION_STAFF } from '../../infra/local/seed/administration';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../infra/local/seed/demo-data';
import { call, tokenFor } from './support/api';
import { MATRIX_GROUPS } from './support/matrix-groups';

const S = ADMINISTRATION_STAFF;
const WHO = {
  admin: 'admin',
  catalog: S.catalog.login,
  insert: S.insertSales.login,
  stats: S.labsStatistics.login,
  packaging: S.packaging.login,
  invoicing: S.platformInvoicing.login,
  loyalty: S.farmapremium.login,
  staff: 'staff',
  guest: 'farmacia',
} as const;
type Who = keyof typeof WHO;
const ALL = Object.keys(WHO) as Who[];
const rolesOf = (who: Who): readonly number[] =>
  [...DEMO_ACCOUNTS, ...Object.values(S)].find((a) => a.login === WHO[who])!.roleIds;

interface Entry {
  allowed: Who[];
  path?: string;
  query?: string;
  body?: unknown;
  ok?: number;
}

const B = '/api/administration';
const NO_UUID = '00000000-0000-4000-8000-000000000000';
const catalog: Who[] = ['admin', 'catalog'];
const MATRIX: Record<string, Entry> = {
  'administration.catalog.show': { allowed: catalog, query: 'date=2000-01' },
  'administration.catalog.file': { allowed: catalog, path: `${B}/catalog/2000-01/files/825`, ok: 404 },
  'administration.catalog.send': { allowed: catalog, body: {}, ok: 422 },
  'administration.upload_ticket': {
    allowed: ['admin', 'catalog', 'packaging', 'invoicing', 'loyalty'],
    body: { file_name: 'virus.exe', size: 10 },
    ok: 422,
  },
  'administration.sales_options': { allowed: ['admin', 'insert', 'stats'] },
  'administration.insert_sales': { allowed: ['admin', 'insert'], body: {}, ok: 422 },
  'administration.platform_invoicing.purchase_orders': {
    allowed: ['admin', 'invoicing'],
    path: `${B}/platform-invoicing/purchase-orders/1`,
    ok: 422,
  },
  'administration.platform_invoicing.by_purchase_order': { allowed: ['admin', 'invoicing'], body: {}, ok: 422 },
  'administration.farmapremium.export': { allowed: ['admin', 'loyalty'], path: `${B}/farmapremium/${NO_UUID}/export`, ok: 409 },
  'administration.catalog.update': { allowed: catalog, body: {}, ok: 422 },
  'administration.catalog.replace_file': { allowed: catalog, path: `${B}/catalog/2000-01/files/825`, body: {}, ok: 422 },
  'administration.labs_statistics.export': { allowed: ['admin', 'stats'], body: {}, ok: 422 },
  'administration.packaging.import': { allowed: ['admin', 'packaging'], body: {}, ok: 422 },
  'administration.platform_invoicing.download': { allowed: ['admin', 'invoicing'], body: {}, ok: 422 },
  'administration.farmapremium.convert': { allowed: ['admin', 'loyalty'], body: {}, ok: 422 },
};

const covered = (Object.entries(routes) as [RouteId, (typeof routes)[RouteId]][]).filter(([, r]) =>
  (MATRIX_GROUPS.administration as readonly string[]).includes(r.group),
);

describe('administration authorization matrix', () => {
  it('has exactly one entry per administration route', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(covered.map(([id]) => id).sort());
  });

  for (const [id, route] of covered) {
    const entry = MATRIX[id];
    if (!entry) continue;
    const path = entry.path ?? route.path;
    const opts = { method: route.method, body: entry.body, query: entry.query };
    it(`${route.method} ${route.path}: the declared roles let through exactly ${entry.allowed.join(', ')}`, () => {
      expect(isPublic(route.access)).toBe(false);
      for (const w of ALL) expect(rolesAllow(route.access, rolesOf(w)), w).toBe(entry.allowed.includes(w));
    });
    it(`${route.method} ${route.path}: nobody and each role get their answer`, async () => {
      expect((await call(path, opts)).status, 'no token').toBe(401);
      const answers = await Promise.all(
        ALL.map(async (w) => [w, (await call(path, { ...opts, token: await tokenFor(WHO[w], DEMO_PASSWORD) })).status] as const),
      );
      expect(answers).toEqual(ALL.map((w) => [w, entry.allowed.includes(w) ? (entry.ok ?? 200) : 403] as const));
    });
  }
});
