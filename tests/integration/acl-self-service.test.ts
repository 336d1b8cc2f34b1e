/** Pharmacy self-service: an administrator manages only its own pharmacy's users. */
import { describe, expect, it } from 'vitest';
import { call } from './support/api';
import { cognitoUserExists, createGuest, uniqueEmail } from './support/acl';

const padmin = { persona: 'pharmacy-admin' } as const;
// The administrator (id 4, party 1001) holds 29, 54, 34, 38, 39, 40, 41, 67, 45, 51, 52, 69, 135.
const body = (over: Record<string, unknown> = {}) => ({
  type_id: 1,
  name: 'Auxiliar',
  email: uniqueEmail('auxiliar'),
  roles: [38],
  ...over,
});

describe('pharmacy self-service', () => {
  it("lists only its own pharmacy's users, itself included", async () => {
    const res = await call('/api/guest/acl/users', padmin);
    expect(res.status).toBe(200);
    const users = res.body.data as { id: number; party_id: number; type_id: number }[];
    expect(users.map((u) => u.id)).toEqual(expect.arrayContaining([3, 4, 20]));
    expect(users.every((u) => u.party_id === 1001 && u.type_id === 1)).toBe(true);
    expect(users.some((u) => u.id === 21 || u.id === 22)).toBe(false);
  });

  it('creates a user of its own pharmacy: pharmacy guest role added, party forced', async () => {
    const res = await call('/api/guest/acl/users', {
      method: 'POST',
      ...padmin,
      body: body({ roles: [39, 52], party_id: 1002 }),
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ party_id: 1001, type_id: 1 });
    expect(res.body.data.role_ids).toEqual([29, 34, 39, 45, 52, 54]);
    expect(await cognitoUserExists(res.body.data.login)).toBe(true);
    const none = await call('/api/guest/acl/users', { method: 'POST', ...padmin, body: body({ roles: [] }) });
    expect(none.body.data.role_ids).toEqual([29, 54]);
  });

  it('grants only pharmacy roles it holds itself', async () => {
    const lab = await call('/api/guest/acl/users', { method: 'POST', ...padmin, body: body({ roles: [33] }) });
    expect(lab.status).toBe(422);
    expect(lab.body.errors.roles).toEqual(['Algun dels rols triats no correspon a aquest tipus de compte.']);
    const internal = await call('/api/guest/acl/users', { method: 'POST', ...padmin, body: body({ roles: [3] }) });
    expect(internal.body.errors.roles).toEqual(['Algun dels rols triats no correspon a aquest tipus de compte.']);
    // 65 (partner app) is a pharmacy role the administrator does not hold.
    const notHeld = await call('/api/guest/acl/users', { method: 'POST', ...padmin, lang: 'es', body: body({ roles: [65] }) });
    expect(notHeld.status).toBe(422);
    expect(notHeld.body.errors.roles).toEqual(['No puede otorgar roles que no tiene.']);
  });

  it('may see but not edit or delete an account holding a role it cannot grant (403)', async () => {
    // Staff gave this user 65 and 61, which the administrator does not hold.
    const guest = await createGuest({ party_id: 1001, roles: [65, 61, 38] });
    expect((await call(`/api/guest/acl/users/${guest.id}`, padmin)).status).toBe(200);
    const edit = await call(`/api/guest/acl/users/${guest.id}`, {
      method: 'PUT',
      ...padmin,
      body: body({ name: 'Editat', email: uniqueEmail('presa'), roles: [38] }),
    });
    expect(edit.status).toBe(403);
    expect(edit.body.message).toBe('Aquest usuari té permisos que no podeu atorgar: només el pot gestionar el vostre proveïdor.');
    expect((await call(`/api/guest/acl/users/${guest.id}`, { method: 'DELETE', ...padmin })).status).toBe(403);
    const unchanged = await call(`/api/acl/guests/${guest.id}`, { persona: 'internal-admin' });
    expect(unchanged.body.data).toMatchObject({ email: guest.email, role_ids: guest.role_ids });
  });

  it('edits an account whose roles it can all grant', async () => {
    const guest = await createGuest({ party_id: 1001, roles: [38, 40] });
    const res = await call(`/api/guest/acl/users/${guest.id}`, {
      method: 'PUT',
      ...padmin,
      body: body({ name: 'Editat', email: guest.email, roles: [39] }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.role_ids).toEqual([29, 34, 39, 54]);
    expect(res.body.data.name).toBe('Editat');
  });

  it('applies the form rules: type 1 only, name and e-mail required and valid, e-mail unique', async () => {
    const type2 = await call('/api/guest/acl/users', { method: 'POST', ...padmin, body: body({ type_id: 2 }) });
    expect(type2.status).toBe(422);
    expect(type2.body.errors).toEqual({ type_id: ['El valor triat no és vàlid.'] });
    const empty = await call('/api/guest/acl/users', { method: 'POST', ...padmin, body: {} });
    expect(Object.keys(empty.body.errors).sort()).toEqual(['email', 'name', 'type_id']);
    const badEmail = await call('/api/guest/acl/users', { method: 'POST', ...padmin, body: body({ email: 'a@' }) });
    expect(badEmail.body.errors.email).toEqual(['Ha de ser una adreça electrònica vàlida.']);
    const taken = await call('/api/guest/acl/users', {
      method: 'POST',
      ...padmin,
      body: body({ email: 'farmacia-ramblas@example.com' }),
    });
    expect(taken.body.errors.email).toEqual(['Aquest valor ja existeix.']);
  });

  it('refuses to open, edit or delete itself (errors.guest_acl_himself)', async () => {
    const show = await call('/api/guest/acl/users/4', padmin);
    expect(show.status).toBe(422);
    expect(show.body.errors.id).toEqual(["No podeu editar el vostre propi usuari des d'aquesta pantalla."]);
    const update = await call('/api/guest/acl/users/4', { method: 'PUT', ...padmin, body: body() });
    expect(update.status).toBe(422);
    const del = await call('/api/guest/acl/users/4', { method: 'DELETE', ...padmin, lang: 'es' });
    expect(del.body.errors.id).toEqual(['No puede editar su propio usuario desde esta pantalla.']);
  });

  it("answers 404 for another pharmacy's user, a laboratory guest or an internal user", async () => {
    for (const id of [21, 22, 5, 1, 424242]) {
      expect((await call(`/api/guest/acl/users/${id}`, padmin)).status, String(id)).toBe(404);
      expect((await call(`/api/guest/acl/users/${id}`, { method: 'PUT', ...padmin, body: body() })).status).toBe(404);
      expect((await call(`/api/guest/acl/users/${id}`, { method: 'DELETE', ...padmin })).status).toBe(404);
    }
    // Untouched.
    expect((await call('/api/acl/guests/22', { persona: 'internal-admin' })).body.data.name).toBe('Pau Riera');
  });

  it('deletes a user of its pharmacy with its identity', async () => {
    const created = await call('/api/guest/acl/users', { method: 'POST', ...padmin, body: body() });
    const id = created.body.data.id;
    expect((await call(`/api/guest/acl/users/${id}`, padmin)).status).toBe(200);
    const res = await call(`/api/guest/acl/users/${id}`, { method: 'DELETE', ...padmin });
    expect(res.status).toBe(204);
    expect(await cognitoUserExists(created.body.data.login)).toBe(false);
    expect((await call(`/api/guest/acl/users/${id}`, padmin)).status).toBe(404);
  });

  it('offers in its trees only the roles it may grant', async () => {
    const tree = await call('/api/guest/acl/roles/treeview/pharmacy', padmin);
    const flat = (nodes: { id: number; children: unknown[] }[]): number[] =>
      nodes.flatMap((n) => [n.id, ...flat(n.children as never)]);
    expect(flat(tree.body.data).sort((a, b) => a - b)).toEqual([34, 38, 39, 40, 41, 45, 51, 52, 67, 69, 135]);
    const lab = await call('/api/guest/acl/roles/treeview/laboratory', padmin);
    expect(lab.body.data).toEqual([]);
  });
});
