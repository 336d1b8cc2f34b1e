/** Role catalogue and trees; internal users: list, pending, grant (ancestors), remove, rules. */
import { describe, expect, it } from 'vitest';
import { call } from './support/api';

type Node = { id: number; name: string; parent_id: number | null; guest_type_id: number | null; children: Node[] };
const ids = (nodes: Node[]): number[] => nodes.flatMap((n) => [n.id, ...ids(n.children)]);

describe('role catalogue and trees', () => {
  it('lists every role but the base roles, named in the caller language', async () => {
    const ca = await call('/api/acl/roles', { persona: 'internal-admin' });
    expect(ca.status).toBe(200);
    const list = ca.body.data as { id: number; name: string }[];
    expect(list.map((r) => r.id)).not.toEqual(expect.arrayContaining([29]));
    for (const base of [29, 54, 55]) expect(list.some((r) => r.id === base)).toBe(false);
    expect(list.find((r) => r.id === 39)).toMatchObject({ name: 'Facturació', parent_id: 34, guest_type_id: 1 });
    const es = await call('/api/acl/roles', { persona: 'internal-admin', lang: 'es' });
    expect(es.body.data.find((r: { id: number }) => r.id === 39)).toMatchObject({ name: 'Facturación', name_ca: 'Facturació' });
  });

  it('shows one role with its children, and 404 for an unknown id', async () => {
    const res = await call('/api/acl/roles/34', { persona: 'internal-admin' });
    expect(res.body.data).toMatchObject({ id: 34, parent_id: 54, guest_type_id: 1 });
    expect(res.body.data.children.map((c: Node) => c.id).sort((a: number, b: number) => a - b)).toEqual([38, 39, 40, 41, 67]);
    expect((await call('/api/acl/roles/999999', { persona: 'internal-admin' })).status).toBe(404);
    expect((await call('/api/acl/roles/abc', { persona: 'internal-admin' })).status).toBe(422);
  });

  it('internal tree: the children of role 2 only', async () => {
    const res = await call('/api/acl/roles/treeview', { persona: 'internal-admin' });
    const tree = res.body.data as Node[];
    expect(tree.every((n) => n.parent_id === 2)).toBe(true);
    const all = ids(tree);
    expect(all).toEqual(expect.arrayContaining([1, 3, 4, 5, 35, 36, 19, 25, 47, 48]));
    expect(all).not.toContain(2);
    expect(all.some((id) => [29, 54, 55, 38, 33].includes(id))).toBe(false);
    const acl = tree.find((n) => n.id === 3)!;
    expect(acl).toMatchObject({ name: "Control d'accés", guest_type_id: null });
    expect(acl.children.map((c) => c.id)).toEqual(expect.arrayContaining([4, 5, 35, 36]));
  });

  it('guest trees: base roles hidden, nodes carry their guest type', async () => {
    const guest = (await call('/api/acl/roles/treeview/guest', { persona: 'internal-admin' })).body.data as Node[];
    const all = ids(guest);
    for (const base of [29, 54, 55]) expect(all).not.toContain(base);
    expect(all).toEqual(expect.arrayContaining([34, 38, 45, 51, 32, 33]));
    expect(guest.find((n) => n.id === 34)).toMatchObject({ parent_id: 54, guest_type_id: 1 });
    expect(guest.find((n) => n.id === 33)).toMatchObject({ parent_id: 55, guest_type_id: 2 });

    const pharmacy = (await call('/api/acl/roles/treeview/guest/pharmacy', { persona: 'internal-admin' })).body.data as Node[];
    expect(pharmacy.every((n) => n.parent_id === 54 && n.guest_type_id === 1)).toBe(true);
    expect(ids(pharmacy)).toEqual(expect.arrayContaining([38, 39, 63, 65, 61, 62, 51, 69]));
    const lab = (await call('/api/acl/roles/treeview/guest/laboratory', { persona: 'internal-admin', lang: 'es' })).body
      .data as Node[];
    expect(ids(lab).sort((a, b) => a - b)).toEqual([32, 33, 137, 138]);
    expect(lab.find((n) => n.id === 33)!.name).toBe('Estadísticas');
  });
});

describe('internal users', () => {
  it('lists users with roles and, apart, the pending staff accounts', async () => {
    const users = (await call('/api/acl/users', { persona: 'internal-admin' })).body.data as { id: number; roles: unknown[] }[];
    expect(users.map((u) => u.id)).toEqual(expect.arrayContaining([1, 2, 6]));
    expect(users.every((u) => u.roles.length > 0)).toBe(true);
    const pending = (await call('/api/acl/users/pending', { persona: 'internal-admin' })).body.data as {
      id: number;
      roles: unknown[];
    }[];
    expect(pending.map((u) => u.id)).toEqual(expect.arrayContaining([11, 12]));
    expect(pending.every((u) => u.roles.length === 0)).toBe(true);
    // Guests are never internal users.
    expect([...users, ...pending].some((u) => u.id === 3)).toBe(false);
  });

  it('adds a pending user: selected leaves are saved without their ancestors', async () => {
    const res = await call('/api/acl/users/11', { method: 'PUT', persona: 'internal-admin', body: { roles: [121, 25, 4] } });
    expect(res.status).toBe(200);
    // A child never brings its parent (4 is not 3, 121 is not 120 or 19); role 2 always.
    expect(res.body.data.role_ids).toEqual([2, 4, 25, 121]);
    expect(res.body.data.roles.find((r: { id: number }) => r.id === 121)).toMatchObject({ parent_id: 120 });
    const shown = await call('/api/acl/users/11', { persona: 'internal-admin' });
    expect(shown.body.data.role_ids).toEqual([2, 4, 25, 121]);
    const pending = (await call('/api/acl/users/pending', { persona: 'internal-admin' })).body.data as { id: number }[];
    expect(pending.some((u) => u.id === 11)).toBe(false);
    const users = (await call('/api/acl/users', { persona: 'internal-admin' })).body.data as { id: number }[];
    expect(users.some((u) => u.id === 11)).toBe(true);
  });

  it('an empty role list removes the user (back to pending)', async () => {
    await call('/api/acl/users/12', { method: 'PUT', persona: 'internal-admin', body: { roles: [47] } });
    const res = await call('/api/acl/users/12', { method: 'PUT', persona: 'internal-admin', body: { roles: [] } });
    expect(res.status).toBe(200);
    expect(res.body.data.role_ids).toEqual([]);
    const users = (await call('/api/acl/users', { persona: 'internal-admin' })).body.data as { id: number }[];
    expect(users.some((u) => u.id === 12)).toBe(false);
    const pending = (await call('/api/acl/users/pending', { persona: 'internal-admin' })).body.data as { id: number }[];
    expect(pending.some((u) => u.id === 12)).toBe(true);
  });

  it('refuses guest roles, unknown roles and a malformed list (422 on roles)', async () => {
    const guestRole = await call('/api/acl/users/13', { method: 'PUT', persona: 'internal-admin', body: { roles: [38] } });
    expect(guestRole.status).toBe(422);
    expect(guestRole.body.errors.roles).toEqual(['Algun dels rols triats no correspon a aquest tipus de compte.']);
    const base = await call('/api/acl/users/13', { method: 'PUT', persona: 'internal-admin', body: { roles: [29] } });
    expect(base.status).toBe(422);
    const unknown = await call('/api/acl/users/13', {
      method: 'PUT',
      persona: 'internal-admin',
      lang: 'es',
      body: { roles: [9999] },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.roles).toEqual(['El valor elegido no existe.']);
    const malformed = await call('/api/acl/users/13', { method: 'PUT', persona: 'internal-admin', body: { roles: 'x' } });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toHaveProperty('roles');
    const missing = await call('/api/acl/users/13', { method: 'PUT', persona: 'internal-admin', body: {} });
    expect(missing.body.errors.roles).toEqual(['Aquest camp és obligatori.']);
  });

  it('does not let an administrator change its own roles', async () => {
    const res = await call('/api/acl/users/1', { method: 'PUT', persona: 'internal-admin', body: { roles: [] } });
    expect(res.status).toBe(422);
    expect(res.body.errors.id).toEqual(['No podeu modificar els vostres propis rols.']);
  });

  it('answers 404 for a guest id or an unknown id', async () => {
    expect((await call('/api/acl/users/3', { persona: 'internal-admin' })).status).toBe(404);
    expect((await call('/api/acl/users/3', { method: 'PUT', persona: 'internal-admin', body: { roles: [47] } })).status).toBe(
      404,
    );
    expect((await call('/api/acl/users/987654', { persona: 'internal-admin' })).status).toBe(404);
  });
});
