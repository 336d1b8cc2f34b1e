/**
 * The pharmacy takeover path: change a user's e-mail to one the administrator controls,
 * ask for a reset, sign in. Refused at the first step for a more privileged account; for any
 * account the old address is told, and reset links go to it for a day after the change.
 */
import { describe, expect, it } from 'vitest';
import { call } from './support/api';
import { createGuest, freshLoopback, mailsTo, uniqueEmail } from './support/acl';

const padmin = { persona: 'pharmacy-admin' } as const;
const editBody = (email: string, roles: number[]) => ({ type_id: 1, name: 'Usuari', email, roles });

describe('pharmacy takeover path', () => {
  it('a more privileged account: the e-mail change is refused, so no reset reaches the administrator', async () => {
    const victim = await createGuest({ party_id: 1001, roles: [65, 38] });
    const attacker = uniqueEmail('atacant');
    const change = await call(`/api/guest/acl/users/${victim.id}`, { method: 'PUT', ...padmin, body: editBody(attacker, [38]) });
    expect(change.status).toBe(403);
    const reset = await call('/api/password/create', { from: freshLoopback(), method: 'POST', body: { email: attacker } });
    expect(reset.status).toBe(422);
    expect(await mailsTo(attacker)).toEqual([]);
  });

  it('any account: the old address is told, and the reset link goes to it, not to the new one', async () => {
    const victim = await createGuest({ party_id: 1001, roles: [38] });
    const attacker = uniqueEmail('atacant');
    const change = await call(`/api/guest/acl/users/${victim.id}`, { method: 'PUT', ...padmin, body: editBody(attacker, [38]) });
    expect(change.status).toBe(200);
    const notices = await mailsTo(victim.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe("Canvi de l'adreça electrònica del vostre compte del portal");
    expect(notices[0]!.body.text).toContain(attacker);
    expect(notices[0]!.body.text).toMatch(/el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}\./);

    const reset = await call('/api/password/create', { from: freshLoopback(), method: 'POST', body: { email: attacker } });
    expect(reset.status).toBe(200);
    expect(await mailsTo(attacker)).toEqual([]);
    const toOwner = await mailsTo(victim.email);
    expect(toOwner).toHaveLength(2);
    expect(toOwner[1]!.body.text).toMatch(/\/password\/update\/[A-Za-z0-9_-]+/);
  });

  it('a second change within the day still sends the link to the address on file before the first', async () => {
    const victim = await createGuest({ party_id: 1001, roles: [38] });
    const first = uniqueEmail('primer');
    const second = uniqueEmail('segon');
    await call(`/api/guest/acl/users/${victim.id}`, { method: 'PUT', ...padmin, body: editBody(first, [38]) });
    await call(`/api/guest/acl/users/${victim.id}`, { method: 'PUT', ...padmin, body: editBody(second, [38]) });
    expect(await mailsTo(first)).toHaveLength(1); // the notice of the second change
    await call('/api/password/create', { from: freshLoopback(), method: 'POST', body: { email: second } });
    expect(await mailsTo(second)).toEqual([]);
    expect((await mailsTo(victim.email)).at(-1)!.body.text).toMatch(/\/password\/update\//);
  });

  it('staff changes notify the old address too, in the account language', async () => {
    const guest = await createGuest({ party_id: 1003, roles: [38], locale: 'es' });
    const next = uniqueEmail('nou');
    const res = await call(`/api/acl/guests/${guest.id}`, {
      method: 'PUT',
      persona: 'internal-admin',
      body: { name: 'Convidat', email: next, party_id: 1003, type_id: 1, roles: [38] },
    });
    expect(res.status).toBe(200);
    const [notice] = await mailsTo(guest.email);
    expect(notice!.subject).toBe('Cambio de la dirección de correo electrónico de su cuenta del portal');
    expect(notice!.body.text).toContain('Durante las próximas 24 horas');
  });
});
