/**
 * The sales import's authorization matrix, driven by the route table (a new sales-import route
 * without an entry fails): every route against no token, the one-role `vendes` account (103 with
 * its leaves), the internal admin, staff, operations staff (112 alone) and a pharmacy guest.
 * Allowed calls use harmless inputs (unknown ids, invalid bodies).
 */
import { describe, expect, it } from 'vitest';
import { isPublic, rolesAllow } from '../../shared/api/route';
import { routes, type RouteId } from '../../shared/api/routes';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../infra/local/seed/demo-data';
import { OPERATIONS_STAFF } from '../../infra/local/seed/operations-data';
import { SALES_IMPORT_STAFF } from '../../infra/local/seed/sales-import';
import { call, tokenFor } from './support/api';
import { MATRIX_GROUPS } from './support/matrix-groups';

const WHO = { sales: 'vendes', admin: 'admin', staff: 'staff', opc: 'operacions', guest: 'farmacia' } as const;
type Who = keyof typeof WHO;
const ALL = Object.keys(WHO) as Who[];
const rolesOf = (who: Who): readonly number[] =>
  [...DEMO_ACCOUNTS, OPERATIONS_STAFF, SALES_IMPORT_STAFF].find((a) => a.login === WHO[who])!.roleIds;

interface Entry {
  path?: string;
  body?: unknown;
  /** The answer an allowed caller gets; several when it depends on the staging's state at that moment. */
  ok?: number | readonly number[];
}

const B = '/api/administration/import-sales';
const NO_ID = '999999999';
const NO_JOB = '00000000-0000-4000-8000-000000000000';
const MATRIX: Record<string, Entry> = {
  'sales_import.distributors.index': {},
  'sales_import.distributors.store': { body: {}, ok: 422 },
  'sales_import.distributors.update': { path: `${B}/distributors/${NO_ID}`, body: {}, ok: 422 },
  'sales_import.brands.index': {},
  'sales_import.brands.store': { body: {}, ok: 422 },
  'sales_import.brands.update': { path: `${B}/brands/${NO_ID}`, body: {}, ok: 422 },
  'sales_import.rows': {},
  'sales_import.jobs.show': { path: `${B}/jobs/${NO_JOB}`, ok: 404 },
  'sales_import.grouped': {},
  'sales_import.left_to_fix': {},
  'sales_import.rejected_rows': {},
  'sales_import.rejected_rows.fix': { path: `${B}/rejected-rows/${NO_JOB}.00.0000001`, body: {}, ok: 422 },
  'sales_import.new_products': {},
  'sales_import.convert_cn_add': { body: {}, ok: 422 },
  // A refresh of whatever is staged changes nothing the other tests rely on (conversions are re-read):
  // 202, or 409 while another job holds the staging or when nothing is staged.
  'sales_import.convert_cn_apply': { ok: [202, 409] },
  'sales_import.sl_with_specialities': {},
  'sales_import.no_deposit': {},
  'sales_import.remove_leading_zeroes': { body: {}, ok: 422 },
  'sales_import.remove_leading_zeroes.preview': {},
  'sales_import.restore_leading_zeroes': { body: {}, ok: 422 },
  'sales_import.wrong_prices': {},
  'sales_import.wrong_prices_update': { body: {}, ok: 422 },
  'sales_import.wrong_prices_matching': {},
  'sales_import.wrong_prices_update_matching': { body: {}, ok: 422 },
  'sales_import.finish': { body: {}, ok: 422 },
  'sales_import.convert_cn.datatable': {},
  'sales_import.convert_cn.store': { body: {}, ok: 422 },
  'sales_import.convert_cn.show': { path: `${B}/convert-cn/${NO_ID}`, ok: 404 },
  'sales_import.convert_cn.update': { path: `${B}/convert-cn/${NO_ID}`, body: {}, ok: 422 },
  'sales_import.convert_pf.datatable': {},
  'sales_import.convert_pf.store': { body: {}, ok: 422 },
  'sales_import.convert_pf.show': { path: `${B}/convert-pf/${NO_ID}`, ok: 404 },
  'sales_import.convert_pf.update': { path: `${B}/convert-pf/${NO_ID}`, body: {}, ok: 422 },
  'sales_import.catalog.datatable': {},
  'sales_import.catalog.months': {},
  'sales_import.upload_ticket': { body: { file_name: 'virus.exe', size: 10 }, ok: 422 },
  'sales_import.upload': { body: {}, ok: 422 },
  'sales_import.sample': { body: {}, ok: 422 },
  'sales_import.preview': { body: {}, ok: 422 },
  'sales_import.jobs.resume': { path: `${B}/jobs/${NO_JOB}/resume`, body: {}, ok: 404 },
  'sales_import.rejected': { path: `${B}/jobs/${NO_JOB}/rejected`, ok: 404 },
  'sales_import.wrong_prices_export': { ok: [202, 409] },
  'sales_import.download': { body: {}, ok: 422 },
  'sales_import.convert_cn.import': { body: {}, ok: 422 },
  'sales_import.convert_cn.export': {},
  'sales_import.convert_pf.import': { body: {}, ok: 422 },
  'sales_import.convert_pf.export': {},
  'sales_import.catalog.import': { body: {}, ok: 422 },
};

const covered = (Object.entries(routes) as [RouteId, (typeof routes)[RouteId]][]).filter(([, r]) =>
  (MATRIX_GROUPS.salesImport as readonly string[]).includes(r.group),
);

describe('sales import authorization matrix', () => {
  it('has exactly one entry per sales-import route', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(covered.map(([id]) => id).sort());
  });

  const allowed: Who[] = ['sales', 'admin'];
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
      const ok = [entry.ok ?? 200].flat();
      for (const [w, status] of answers) expect(allowed.includes(w) ? ok : [403], w).toContain(status);
    });
  }
});
