/** Impersonation: API-signed tokens carrying the real actor, its limits, and the audit trail. */
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { call, tokenFor } from './support/api';
import { createGuest, setCognitoPassword } from './support/acl';

async function auditFor(targetId: number) {
  const res = await call('/api/acl/audit', { persona: 'internal-admin', query: 'limit=500' });
  expect(res.status).toBe(200);
  return (res.body.data as { action: string; actor: { id: number }; target: { id: number }; at: string }[]).filter(
    (a) => a.target.id === targetId,
  );
}

describe('impersonating a guest', () => {
  it('answers a token for the guest that names the real actor, and audits start and end', async () => {
    const guest = await createGuest({ roles: [39] });
    const res = await call(`/api/acl/guests/impersonate/${guest.id}`, { method: 'POST', persona: 'support' });
    expect(res.status).toBe(200);
    const { token, user, expires_in } = res.body.data;
    expect(user).toMatchObject({ id: guest.id, login: guest.login, impersonated_by: { accountId: 6, login: 'suport' } });
    expect(expires_in).toBe(3600);
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ sub: guest.login, iss: 'portal-api', purpose: 'impersonation', act: { sub: 'suport' } });
    expect(claims.exp! - claims.iat!).toBe(3600);

    // The token works against the API as the guest, with the actor known.
    const me = await call('/api/user', { token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ id: guest.id, model: 'guest', impersonated_by: { accountId: 6, login: 'suport' } });
    expect((await call('/api/acl/guests', { token })).status).toBe(403); // the guest's rights, not the actor's

    const started = await auditFor(guest.id);
    expect(started).toHaveLength(1);
    expect(started[0]).toMatchObject({ action: 'impersonation.start', actor: { id: 6, login: 'suport', name: 'Irene Vila' } });
    expect(started[0]).toMatchObject({ target: { id: guest.id, login: guest.login, model: 'guest' } });
    expect(Date.now() - Date.parse(started[0]!.at)).toBeLessThan(60_000);

    // Logout while impersonating: the SPA tells the API, which records the end.
    const end = await call('/api/acl/impersonation/end', { method: 'POST', token });
    expect(end.body.data).toEqual({ ended: true });
    const trail = await auditFor(guest.id);
    expect(trail.map((a) => a.action)).toEqual(['impersonation.end', 'impersonation.start']);
    expect(trail[0]).toMatchObject({ actor: { id: 6 }, target: { id: guest.id } });
  });

  it('records nothing when a normal session calls the end', async () => {
    const res = await call('/api/acl/impersonation/end', { method: 'POST', persona: 'laboratory-guest' });
    expect(res.body.data).toEqual({ ended: false });
  });

  it('answers 404 for an internal user or unknown id on the guest route', async () => {
    expect((await call('/api/acl/guests/impersonate/2', { method: 'POST', persona: 'support' })).status).toBe(404);
    expect((await call('/api/acl/guests/impersonate/777777', { method: 'POST', persona: 'support' })).status).toBe(404);
  });
});

describe('impersonating an internal user', () => {
  it('works for an administrator who holds every role of the target', async () => {
    const res = await call('/api/acl/users/impersonate/2', { method: 'POST', persona: 'internal-admin' });
    expect(res.status).toBe(200);
    const me = await call('/api/user', { token: res.body.data.token });
    expect(me.body.data).toMatchObject({ login: 'staff', impersonated_by: { accountId: 1, login: 'admin' } });
    expect((await auditFor(2)).some((a) => a.action === 'impersonation.start' && a.actor.id === 1)).toBe(true);
  });

  it('refuses oneself (422) and a guest id (404)', async () => {
    const self = await call('/api/acl/users/impersonate/1', { method: 'POST', persona: 'internal-admin' });
    expect(self.status).toBe(422);
    expect(self.body.errors.id).toEqual(['No us podeu suplantar a vosaltres mateixos.']);
    expect((await call('/api/acl/users/impersonate/3', { method: 'POST', persona: 'internal-admin' })).status).toBe(404);
  });

  it('refuses a target holding rights the actor lacks (403), so impersonating never escalates', async () => {
    // Staff-directory user 14 is given only permission 35, then signs in.
    const granted = await call('/api/acl/users/14', { method: 'PUT', persona: 'internal-admin', body: { roles: [35] } });
    expect(granted.body.data.role_ids).toEqual([2, 35]);
    await setCognitoPassword('rcasas', 'Prova-2026!');
    const token = await tokenFor('rcasas', 'Prova-2026!');
    const up = await call('/api/acl/users/impersonate/1', { method: 'POST', token });
    expect(up.status).toBe(403);
    expect(up.body.message).toBe('No podeu suplantar un usuari que té permisos que vosaltres no teniu.');
    expect((await call('/api/acl/users/impersonate/2', { method: 'POST', token })).status).toBe(403);
    // A user whose roles are all held (here: none, a pending account) can be impersonated.
    expect((await call('/api/acl/users/impersonate/15', { method: 'POST', token })).status).toBe(200);
  });

  it('an impersonated session cannot impersonate', async () => {
    // The admin acts as the support user, who holds permission 36 to impersonate guests.
    const asSupport = await call('/api/acl/users/impersonate/6', { method: 'POST', persona: 'internal-admin' });
    const token = asSupport.body.data.token;
    expect((await call('/api/user', { token })).body.data.roles.map((r: { id: number }) => r.id)).toContain(36);
    const chained = await call('/api/acl/guests/impersonate/3', { method: 'POST', token });
    expect(chained.status).toBe(403);
    expect(chained.body.message).toBe("Des d'una sessió suplantada no es pot suplantar ningú ni canviar-ne les credencials.");
    expect((await auditFor(3)).some((a) => a.actor.id === 6)).toBe(false);
  });
});
