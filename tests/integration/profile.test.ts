/** The guest profile (name, e-mail, password with the current one checked) and internal settings. */
import { describe, expect, it } from 'vitest';
import { call, tokenFor } from './support/api';
import { createGuest, signedInGuest, uniqueEmail } from './support/acl';

describe('POST /api/guest/profile/update/{id}', () => {
  it('changes name, e-mail and password after checking the current password', async () => {
    const { guest, password, token } = await signedInGuest({ roles: [38] });
    const email = uniqueEmail('perfil');
    const res = await call(`/api/guest/profile/update/${guest.id}`, {
      method: 'POST',
      token,
      body: {
        name: 'Nom Nou',
        email,
        password_current: password,
        password: 'Canviada-2026',
        password_confirmation: 'Canviada-2026',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: guest.id, name: 'Nom Nou', email, impersonated_by: null });
    // The new password signs in; the old e-mail is free again.
    const fresh = await tokenFor(guest.login, 'Canviada-2026');
    expect((await call('/api/user', { token: fresh })).body.data.email).toBe(email);
    expect((await createGuest({ email: guest.email })).email).toBe(guest.email);
  });

  it('keeps the password when no new one is given', async () => {
    const { guest, password, token } = await signedInGuest();
    const res = await call(`/api/guest/profile/update/${guest.id}`, {
      method: 'POST',
      token,
      body: { name: 'Només nom', email: guest.email, password_current: password, password: '', password_confirmation: '' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.name).toBe('Només nom');
  });

  it('answers 400 with the message on password_current when the current password is wrong', async () => {
    const { guest, token } = await signedInGuest();
    const res = await call(`/api/guest/profile/update/${guest.id}`, {
      method: 'POST',
      token,
      lang: 'es',
      body: {
        name: 'x',
        email: guest.email,
        password_current: 'Incorrecta-1',
        password: 'Canviada-2026',
        password_confirmation: 'Canviada-2026',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'La contraseña actual no es correcta.',
      errors: { password_current: ['La contraseña actual no es correcta.'] },
    });
    expect((await call('/api/user', { token })).body.data.name).not.toBe('x');
  });

  it('applies the rules (§5): e-mail format and unique, current ≥ 8, new ≥ 8 and strong, confirmed', async () => {
    const { guest, password, token } = await signedInGuest();
    const post = (body: Record<string, unknown>) =>
      call(`/api/guest/profile/update/${guest.id}`, {
        method: 'POST',
        token,
        body: { name: 'Regles', email: guest.email, password_current: password, ...body },
      });
    expect((await post({ email: 'mal' })).body.errors.email).toEqual(['Ha de ser una adreça electrònica vàlida.']);
    expect((await post({ email: 'farmacia@example.com' })).body.errors.email).toEqual(['Aquest valor ja existeix.']);
    expect((await post({ password_current: 'curta' })).body.errors.password_current).toEqual([
      'Ha de tenir com a mínim 8 caràcters.',
    ]);
    expect((await post({ password: 'Cu1!', password_confirmation: 'Cu1!' })).body.errors.password).toEqual([
      'Ha de tenir com a mínim 8 caràcters.',
    ]);
    expect((await post({ password: 'senseforca', password_confirmation: 'senseforca' })).body.errors.password).toEqual([
      'Ha de contenir una minúscula, una majúscula, un dígit i un caràcter especial.',
    ]);
    expect((await post({ password: 'Canviada-2026', password_confirmation: 'Altra-2026' })).body.errors.password).toEqual([
      'La confirmació no coincideix.',
    ]);
    const empty = await call(`/api/guest/profile/update/${guest.id}`, { method: 'POST', token, body: {} });
    expect(Object.keys(empty.body.errors).sort()).toEqual(['email', 'name', 'password_current']);
  });

  it("is refused for another account's id (403) and from an impersonated session (403)", async () => {
    const { token } = await signedInGuest();
    const other = await call('/api/guest/profile/update/3', {
      method: 'POST',
      token,
      body: { name: 'x', email: 'farmacia@example.com', password_current: 'Portal-2026!' },
    });
    expect(other.status).toBe(403);
    const imp = await call('/api/acl/guests/impersonate/5', { method: 'POST', persona: 'internal-admin' });
    const asImp = await call('/api/guest/profile/update/5', {
      method: 'POST',
      token: imp.body.data.token,
      body: { name: 'x', email: 'laboratori@example.com', password_current: 'Portal-2026!' },
    });
    expect(asImp.status).toBe(403);
  });
});

describe('profile settings', () => {
  it('lists the ticketing statuses in both languages', async () => {
    const res = await call('/api/profile/settings/ticketing-statuses', { persona: 'internal-staff', lang: 'es' });
    expect(res.status).toBe(200);
    const statuses = res.body.data as { id: number; name: string; name_ca: string; name_es: string }[];
    expect(statuses.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(statuses.find((s) => s.id === 3)).toEqual({ id: 3, name: 'PENDIENTE', name_ca: 'PENDENT', name_es: 'PENDIENTE' });
  });

  it('saves the ticketing default status (setting 2) and refuses an unknown status', async () => {
    const res = await call('/api/profile/settings', {
      method: 'POST',
      persona: 'internal-admin',
      body: { ticketing_default_status: 5 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.settings).toEqual([
      { id: 2, value: 5 },
      { id: 3, value: true },
    ]);
    expect((await call('/api/user', { persona: 'internal-admin' })).body.data.settings).toEqual([
      { id: 2, value: 5 },
      { id: 3, value: true },
    ]);
    const unknown = await call('/api/profile/settings', {
      method: 'POST',
      persona: 'internal-admin',
      body: { ticketing_default_status: 99 },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.ticketing_default_status).toEqual(['El valor triat no existeix.']);
    const missing = await call('/api/profile/settings', { method: 'POST', persona: 'internal-admin', body: {} });
    expect(missing.body.errors.ticketing_default_status).toEqual(['Aquest camp és obligatori.']);
  });

  it('turns the ticketing assignment mail (setting 3) off and on, keeping the default status', async () => {
    const off = await call('/api/profile/settings', {
      method: 'POST',
      persona: 'internal-admin',
      body: { ticketing_assignment_mail: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.data.settings).toEqual([
      { id: 2, value: 5 },
      { id: 3, value: false },
    ]);
    const on = await call('/api/profile/settings', {
      method: 'POST',
      persona: 'internal-admin',
      body: { ticketing_assignment_mail: true },
    });
    expect(on.body.data.settings).toContainEqual({ id: 3, value: true });
    const wrong = await call('/api/profile/settings', {
      method: 'POST',
      persona: 'internal-admin',
      body: { ticketing_assignment_mail: 'no' },
      lang: 'es',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.ticketing_assignment_mail).toEqual(['Debe ser verdadero o falso.']);
  });
});
