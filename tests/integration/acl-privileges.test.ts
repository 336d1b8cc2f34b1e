/**
 * The access-control privilege rules: a child role never grants its parent, so the
 * support persona (5 and 36) reaches no internal-user route; staff grant only roles they hold.
 */
import { describe, expect, it } from 'vitest';
import { rolesAllow } from '../../shared/api/route';
import { routes } from '../../shared/api/routes';
import { ROLE } from '../../shared/roles/catalogue';
import { call, tokenFor } from './support/api';
import { DEMO_PASSWORD } from './support/acl';

// Staff-directory accounts only this file changes (infra/local/seed/acl.ts): 16 lvidal, 17 gfont.
const GRANTER = 16;
const TARGET = 17;

/** Every internal-user route (path and any numeric id filled in), from the route table. */
const internalUserRoutes = Object.values(routes).filter(
  (r) => r.path.startsWith('/api/acl/users') || r.path === '/api/acl/audit',
);

describe('the support persona (roles 5 and 36)', () => {
  it('holds 5 and 36 but not 3 (seed and migration agree)', async () => {
    const me = await call('/api/user', { persona: 'support' });
    const held = (me.body.data.roles as { id: number }[]).map((r) => r.id);
    expect(held).toEqual(expect.arrayContaining([ROLE.aclGuests, ROLE.impersonateGuests]));
    expect(held).not.toContain(ROLE.aclAdmin);
  });

  it('covers every internal-user route of the table, and none admits the persona', () => {
    expect(internalUserRoutes.length).toBeGreaterThanOrEqual(6);
    for (const r of internalUserRoutes)
      expect(rolesAllow(r.access, [ROLE.internal, ROLE.aclGuests, ROLE.impersonateGuests])).toBe(false);
  });

  for (const r of internalUserRoutes) {
    it(`${r.method} ${r.path} → 403`, async () => {
      const path = r.path.replace('{id}', String(TARGET));
      const body = r.method === 'PUT' ? { roles: [3, 4, 35, 36, 48] } : undefined;
      const res = await call(path, { method: r.method, persona: 'support', body });
      expect(res.status, JSON.stringify(res.body)).toBe(403);
    });
  }

  it('still manages guests (role 5)', async () => {
    expect((await call('/api/acl/guests', { persona: 'support' })).status).toBe(200);
  });
});

describe('staff grant only roles they hold', () => {
  const granter = async () => {
    const set = await call(`/api/acl/users/${GRANTER}`, { method: 'PUT', persona: 'internal-admin', body: { roles: [4, 117] } });
    expect(set.body.data.role_ids).toEqual([2, 4, 117]);
    return tokenFor('lvidal', DEMO_PASSWORD);
  };

  it('a holder of 4 may grant 4 and 117, not 3, 5 or 48 (422 on roles)', async () => {
    const token = await granter();
    for (const roles of [[48], [3], [5], [4, 35]]) {
      const res = await call(`/api/acl/users/${TARGET}`, { method: 'PUT', token, body: { roles } });
      expect(res.status, `${roles}`).toBe(422);
      expect(res.body.errors.roles).toEqual(['No podeu atorgar rols que no teniu.']);
    }
    const ok = await call(`/api/acl/users/${TARGET}`, { method: 'PUT', token, body: { roles: [4, 117] } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.role_ids).toEqual([2, 4, 117]);
  });

  it('keeps the roles it cannot take away', async () => {
    const token = await granter();
    await call(`/api/acl/users/${TARGET}`, { method: 'PUT', persona: 'internal-admin', body: { roles: [48, 117] } });
    const res = await call(`/api/acl/users/${TARGET}`, { method: 'PUT', token, body: { roles: [] } });
    expect(res.status).toBe(200);
    expect(res.body.data.role_ids).toEqual([2, 48]);
  });

  it('ticking the whole acl branch grants 3; part of it does not', async () => {
    const whole = await call(`/api/acl/users/${TARGET}`, {
      method: 'PUT',
      persona: 'internal-admin',
      body: { roles: [4, 5, 100, 35, 36] },
    });
    expect(whole.body.data.role_ids).toEqual([2, 3, 4, 5, 35, 36, 100]);
    const part = await call(`/api/acl/users/${TARGET}`, { method: 'PUT', persona: 'internal-admin', body: { roles: [4, 5] } });
    expect(part.body.data.role_ids).toEqual([2, 4, 5]);
  });
});
