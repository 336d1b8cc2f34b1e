/** Guests managed by internal staff: create with Cognito identity, rules, table, update, delete. */
import { AdminDeleteUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { api, call, stack, tokenFor } from './support/api';
import {
  cognitoAdmin,
  cognitoUserExists,
  createCognitoUser,
  createGuest,
  loginOf,
  setCognitoPassword,
  uniqueEmail,
} from './support/acl';

const admin = { persona: 'internal-admin' } as const;

async function guestsByEmail(email: string) {
  const res = await api.call('acl.guests.datatable', { ...admin, query: { per_page: -1, search: { email } } });
  return res.body.data;
}

describe('creating a guest', () => {
  it('creates the account and its Cognito identity; roles get ancestors, guest root and type role', async () => {
    const email = uniqueEmail('nova.farmacia');
    const res = await api.call('acl.guests.store', {
      ...admin,
      body: { name: 'Nova Farmàcia', email, party_id: 1004, type_id: 1, roles: [38, 62] },
    });
    expect(res.status).toBe(201);
    const guest = res.body.data;
    expect(guest).toMatchObject({
      name: 'Nova Farmàcia',
      email,
      login: loginOf(email),
      type_id: 1,
      party_id: 1004,
      party: { id: 1004, code: 'S25004', name: 'Farmàcia Lleida Nord' },
      locale: 'ca',
    });
    // 38 → 34 → 54 → 29; 62 → 60 → 54; base 29 and 54 added, and hidden from the role list.
    expect(guest.role_ids).toEqual([29, 34, 38, 54, 60, 62]);
    expect(guest.roles.map((r) => r.id)).toEqual([34, 38, 60, 62]);
    expect(await cognitoUserExists(guest.login)).toBe(true);

    // The identity signs in once it has a password, and the API knows it.
    await setCognitoPassword(guest.login, 'Prova-2026!');
    const me = await api.call('session.user', { token: await tokenFor(guest.login, 'Prova-2026!') });
    expect(me.body.data).toMatchObject({ id: guest.id, model: 'guest', type_id: 1 });
    expect(me.body.data.roles.map((r) => r.id)).toEqual([29, 34, 38, 54, 60, 62]);
  });

  it('adds the laboratory type role for a laboratory guest, even with no role selected', async () => {
    const guest = await createGuest({ party_id: 2003, type_id: 2, roles: [] });
    expect(guest.role_ids).toEqual([29, 55]);
    const withLeaf = await createGuest({ party_id: 2003, type_id: 2, roles: [33] });
    expect(withLeaf.role_ids).toEqual([29, 33, 55]);
  });

  it('derives a unique login from the e-mail', async () => {
    const local = uniqueEmail('mateix').split('@')[0]!;
    const first = await createGuest({ email: `${local}@example.com` });
    const second = await createGuest({ email: `${local}@example.org` });
    expect(first.login).toBe(local);
    expect(second.login).toBe(`${local}2`);
  });

  it('keeps e-mails unique, case and spaces aside (422 validation.unique on email)', async () => {
    const email = uniqueEmail('unica');
    await createGuest({ email });
    const again = await call('/api/acl/guests', {
      method: 'POST',
      ...admin,
      body: { name: 'Una altra', email: `  ${email.toUpperCase()} `, party_id: 1003, type_id: 1, roles: [] },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors.email).toEqual(['Aquest valor ja existeix.']);
    // Seeded accounts are covered too.
    const seeded = await call('/api/acl/guests', {
      method: 'POST',
      ...admin,
      lang: 'es',
      body: { name: 'Copia', email: 'farmacia@example.com', party_id: 1003, type_id: 1 },
    });
    expect(seeded.body.errors.email).toEqual(['Este valor ya existe.']);
  });

  it('leaves neither account nor identity when Cognito refuses the identity', async () => {
    const email = uniqueEmail('col.lisio');
    const login = loginOf(email);
    // An identity without an account takes the login the API will derive.
    await createCognitoUser(login, 'someone-else@example.com');
    const res = await call('/api/acl/guests', {
      method: 'POST',
      ...admin,
      body: { name: 'Col·lisió', email, party_id: 1003, type_id: 1, roles: [38] },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual(["Ja existeix una identitat d'accés amb aquest nom d'usuari."]);
    // No account was left behind, and the e-mail and login are free again.
    expect(await guestsByEmail(email)).toEqual([]);
    expect(await cognitoUserExists(login)).toBe(true); // the stray one, untouched
    // With the stray identity gone, the same e-mail can be used (its uniqueness item was undone).
    await cognitoAdmin().send(new AdminDeleteUserCommand({ UserPoolId: stack().cognito.userPoolId, Username: login }));
    const retry = await createGuest({ email });
    expect(retry.login).toBe(login);
  });

  it('applies the form rules (§5): name, e-mail, party and type required and valid', async () => {
    const empty = await call('/api/acl/guests', { method: 'POST', ...admin, body: {} });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['email', 'name', 'party_id', 'type_id']);
    expect(empty.body.errors.name).toEqual(['Aquest camp és obligatori.']);

    const bad = await call('/api/acl/guests', {
      method: 'POST',
      ...admin,
      body: { name: '  ', email: 'not-an-email', party_id: 'x', type_id: 3 },
    });
    expect(bad.body.errors).toEqual({
      name: ['Aquest camp és obligatori.'],
      email: ['Ha de ser una adreça electrònica vàlida.'],
      party_id: ['Ha de ser un número.'],
      type_id: ['El valor triat no és vàlid.'],
    });
  });

  it('refuses an unknown party, a party of the other kind and roles of another branch', async () => {
    const base = { name: 'Regles', email: uniqueEmail('regles') };
    const unknownParty = await call('/api/acl/guests', {
      method: 'POST',
      ...admin,
      body: { ...base, party_id: 99999, type_id: 1 },
    });
    expect(unknownParty.body.errors).toEqual({ party_id: ['El valor triat no existeix.'] });
    const wrongKind = await call('/api/acl/guests', { method: 'POST', ...admin, body: { ...base, party_id: 2001, type_id: 1 } });
    expect(wrongKind.body.errors).toEqual({ party_id: ["L'entitat triada no correspon al tipus de convidat."] });
    const platform = await call('/api/acl/guests', { method: 'POST', ...admin, body: { ...base, party_id: 825, type_id: 2 } });
    expect(platform.status).toBe(422);
    // A laboratory role for a pharmacy guest, an internal role, and the other type's base role.
    for (const roles of [[33], [4], [55]]) {
      const res = await call('/api/acl/guests', {
        method: 'POST',
        ...admin,
        body: { ...base, party_id: 1003, type_id: 1, roles },
      });
      expect(res.status, String(roles)).toBe(422);
      expect(res.body.errors.roles).toEqual(['Algun dels rols triats no correspon a aquest tipus de compte.']);
    }
    expect(await guestsByEmail(base.email)).toEqual([]);
  });
});

describe('listing guests', () => {
  it('lists every guest with party and visible roles', async () => {
    const res = await call('/api/acl/guests', { persona: 'support' });
    const laia = res.body.data.find((g: { id: number }) => g.id === 3);
    expect(laia).toMatchObject({ login: 'farmacia', type_id: 1, party_id: 1001, party: { code: 'S08001' } });
    expect(laia.roles.some((r: { id: number }) => [29, 54, 55].includes(r.id))).toBe(false);
    expect(res.body.data.some((g: { id: number }) => g.id === 1)).toBe(false);
  });

  it('pages, sorts and searches by code, name, type, e-mail and party', async () => {
    const tag = uniqueEmail('taula').split('@')[0]!;
    for (const [i, party] of [1005, 1006, 1005].entries())
      await createGuest({ name: `Taula ${tag} ${i}`, email: `${tag}.${i}@example.com`, party_id: party });
    await createGuest({ name: `Taula ${tag} lab`, email: `${tag}.lab@example.com`, party_id: 2002, type_id: 2 });

    const byName = await call('/api/acl/guests/datatable', {
      ...admin,
      query: `search[name]=${tag}&sort_by=email&sort_desc=true&per_page=2&page=1`,
    });
    expect(byName.body.meta.total).toBe(4);
    expect(byName.body.data.map((g: { email: string }) => g.email)).toEqual([`${tag}.lab@example.com`, `${tag}.2@example.com`]);
    const page2 = await call('/api/acl/guests/datatable', {
      ...admin,
      query: `search[name]=${tag}&sort_by=email&sort_desc=true&per_page=2&page=2`,
    });
    expect(page2.body.data.map((g: { email: string }) => g.email)).toEqual([`${tag}.1@example.com`, `${tag}.0@example.com`]);

    const byCode = await call('/api/acl/guests/datatable', { ...admin, query: `search[name]=${tag}&search[code]=s28005` });
    expect(byCode.body.meta.total).toBe(2);
    const byParty = await call('/api/acl/guests/datatable', {
      ...admin,
      query: `search[name]=${tag}&search[party]=${encodeURIComponent('tarragona')}`,
    });
    expect(byParty.body.data.map((g: { party: { id: number } }) => g.party.id)).toEqual([1006]);
    const byType = await call('/api/acl/guests/datatable', { ...admin, query: `search[name]=${tag}&search[type]=2` });
    expect(byType.body.data.map((g: { type_id: number }) => g.type_id)).toEqual([2]);
    const byEmail = await call('/api/acl/guests/datatable', { ...admin, query: `search[email]=${tag}.1@` });
    expect(byEmail.body.meta.total).toBe(1);
    const sortedByParty = await call('/api/acl/guests/datatable', {
      ...admin,
      query: `search[name]=${tag}&search[type]=1&sort_by=party&per_page=-1`,
    });
    expect(sortedByParty.body.data.map((g: { party: { name: string } }) => g.party.name)).toEqual([
      'Farmacia Gran Vía',
      'Farmacia Gran Vía',
      'Farmàcia Tarragona Mar',
    ]);
  });

  it('refuses a bad table query', async () => {
    const res = await call('/api/acl/guests/datatable', { ...admin, query: 'per_page=0&sort_by=password' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['per_page', 'sort_by']);
  });
});

describe('updating and deleting a guest', () => {
  it('updates name, e-mail, party, type and roles; the old e-mail becomes free', async () => {
    const oldEmail = uniqueEmail('canvi');
    const guest = await createGuest({ email: oldEmail, roles: [38] });
    const newEmail = uniqueEmail('canviat');
    const res = await api.call('acl.guests.update', {
      ...admin,
      params: { id: guest.id },
      body: { name: 'Ara laboratori', email: newEmail, party_id: 2002, type_id: 2, roles: [32], locale: 'es' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Ara laboratori', email: newEmail, type_id: 2, party_id: 2002, locale: 'es' });
    expect(res.body.data.role_ids).toEqual([29, 32, 55]);
    // The login does not change (it is the Cognito username).
    expect(res.body.data.login).toBe(guest.login);
    const reuse = await createGuest({ email: oldEmail });
    expect(reuse.email).toBe(oldEmail);
    const clash = await api.call('acl.guests.update', {
      ...admin,
      params: { id: guest.id },
      body: { name: 'x', email: oldEmail, party_id: 2002, type_id: 2 },
    });
    expect(clash.status).toBe(422);
    expect(clash.error.errors?.email).toEqual(['Aquest valor ja existeix.']);
  });

  it('deletes the identity, the account and the e-mail uniqueness', async () => {
    const email = uniqueEmail('esborrar');
    const guest = await createGuest({ email });
    const params = { id: guest.id };
    const res = await api.call('acl.guests.destroy', { ...admin, params });
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
    expect(await cognitoUserExists(guest.login)).toBe(false);
    expect((await api.call('acl.guests.show', { ...admin, params })).status).toBe(404);
    expect((await api.call('acl.guests.destroy', { ...admin, params })).status).toBe(404);
    const again = await createGuest({ email });
    expect(again.login).toBe(guest.login);
  });

  it('answers 404 for internal users and unknown ids', async () => {
    expect((await api.call('acl.guests.show', { ...admin, params: { id: 1 } })).status).toBe(404);
    expect((await api.call('acl.guests.destroy', { ...admin, params: { id: 1 } })).status).toBe(404);
    const body = { name: 'x', email: uniqueEmail('x'), party_id: 1003, type_id: 1 };
    expect((await api.call('acl.guests.update', { ...admin, params: { id: 2 }, body })).status).toBe(404);
  });
});
