/**
 * Password recovery: the mail (captured by the local SES), its single-use expiring token stored
 * hashed, the new password in Cognito, the §5 rules, and the rate limits (429).
 * Each test calls from a loopback address of its own, so per-IP limits do not interfere.
 */
import { createHash } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { call, stack, tokenFor } from './support/api';
import { createGuest, freshLoopback, mailsTo, resetTokenFor, table, uniqueEmail } from './support/acl';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

async function requestReset(email: string, ip = freshLoopback(), lang?: 'ca' | 'es') {
  return call('/api/password/create', { from: ip, method: 'POST', body: { email }, lang });
}

describe('password recovery', () => {
  it('mails a link in the account language whose token sets a password that signs in', async () => {
    const guest = await createGuest({ locale: 'es', roles: [38] });
    const res = await requestReset(guest.email.toUpperCase(), freshLoopback(), 'ca');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Us hem enviat per correu electrònic l'enllaç per restablir la contrasenya.");

    const [mail] = await mailsTo(guest.email);
    expect(mail!.subject).toBe('Restablecimiento de la contraseña del portal');
    expect(mail!.body.text).toContain(`Su nombre de usuario es ${guest.login}.`);
    const token = await resetTokenFor(guest.email);
    expect(mail!.body.text).toContain(`${stack().urls.web}/password/update/${token}`);
    expect(mail!.body.html).toContain(`href="${stack().urls.web}/password/update/${token}"`);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const found = await call(`/api/password/find/${token}`);
    expect(found.status).toBe(200);
    expect(found.body.data).toEqual({ email: guest.email });

    const reset = await call('/api/password/reset', {
      method: 'POST',
      lang: 'es',
      body: { email: guest.email, token, password: 'Nova-Clau-2026', password_confirmation: 'Nova-Clau-2026' },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Se ha restablecido la contraseña. Ya puede iniciar sesión.');
    const me = await call('/api/user', { token: await tokenFor(guest.login, 'Nova-Clau-2026') });
    expect(me.body.data.id).toBe(guest.id);

    // Single use: the link is dead now.
    expect((await call(`/api/password/find/${token}`)).status).toBe(404);
    const again = await call('/api/password/reset', {
      method: 'POST',
      body: { email: guest.email, token, password: 'Altra-Clau-2026', password_confirmation: 'Altra-Clau-2026' },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors.token).toEqual(["L'enllaç per restablir la contrasenya no és vàlid o ja s'ha fet servir."]);
  });

  it('stores only the hash of the token, with the table TTL 60 minutes ahead', async () => {
    const guest = await createGuest();
    await requestReset(guest.email);
    const token = await resetTokenFor(guest.email);
    const { doc, name } = table();
    // Read by key: a filtered Scan reads one 1 MB page, and the shared table outgrows it.
    const out = await doc.send(
      new GetCommand({ TableName: name, Key: { pk: `$portal#tokenhash_${sha256(token)}`, sk: '$passwordreset_1' } }),
    );
    const item = out.Item!;
    expect(item.accountId).toBe(guest.id);
    expect(item.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(item)).not.toContain(token);
    const ttl = item.expiresAt - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(59 * 60);
    expect(ttl).toBeLessThanOrEqual(60 * 60);
  });

  it('refuses an expired token and replaces earlier tokens with a new one', async () => {
    const guest = await createGuest();
    const ip = freshLoopback();
    await requestReset(guest.email, ip);
    const first = await resetTokenFor(guest.email);
    await requestReset(guest.email, ip);
    const second = await resetTokenFor(guest.email);
    expect(second).not.toBe(first);
    expect((await call(`/api/password/find/${first}`)).status).toBe(404);
    expect((await call(`/api/password/find/${second}`)).status).toBe(200);

    // Expire it (TTL deletion may lag: the code checks the time itself).
    const { doc, name } = table();
    await doc.send(
      new UpdateCommand({
        TableName: name,
        Key: { pk: `$portal#tokenhash_${sha256(second)}`, sk: '$passwordreset_1' },
        UpdateExpression: 'SET expiresAt = :past',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    );
    const find = await call(`/api/password/find/${second}`, { lang: 'es' });
    expect(find.status).toBe(404);
    expect(find.body.message).toBe('El enlace para restablecer la contraseña no es válido o ya se ha utilizado.');
    const reset = await call('/api/password/reset', {
      method: 'POST',
      body: { email: guest.email, token: second, password: 'Nova-Clau-2026', password_confirmation: 'Nova-Clau-2026' },
    });
    expect(reset.status).toBe(422);
    expect(reset.body.errors).toHaveProperty('token');
  });

  it('applies the password rules (§5) and keeps the token when they fail', async () => {
    const guest = await createGuest();
    await requestReset(guest.email);
    const token = await resetTokenFor(guest.email);
    const attempt = (password: unknown, password_confirmation: unknown = password, email: string = guest.email) =>
      call('/api/password/reset', { method: 'POST', body: { email, token, password, password_confirmation } });
    expect((await attempt('Ab1!')).body.errors.password).toEqual(['Ha de tenir com a mínim 8 caràcters.']);
    expect((await attempt('abcdefgh1!')).body.errors.password).toEqual([
      'Ha de contenir una minúscula, una majúscula, un dígit i un caràcter especial.',
    ]);
    expect((await attempt('Abcdefgh1')).status).toBe(422);
    expect((await attempt('ABCDEFGH1!')).status).toBe(422);
    expect((await attempt('Abcdefgh!!')).status).toBe(422);
    expect((await attempt('Abcdefgh1!', 'Abcdefgh1?')).body.errors.password).toEqual(['La confirmació no coincideix.']);
    expect((await attempt(undefined)).body.errors.password).toEqual(['Aquest camp és obligatori.']);
    // The token belongs to its e-mail only.
    expect((await attempt('Abcdefgh1!', 'Abcdefgh1!', 'farmacia@example.com')).body.errors).toHaveProperty('token');
    // Still valid after all that.
    expect((await attempt('Abcdefgh1!')).status).toBe(200);
  });

  it('answers "no user with that e-mail" for an unknown address and validates the field', async () => {
    const ip = freshLoopback();
    const unknown = await requestReset(uniqueEmail('ningu'), ip);
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.email).toEqual(['No hi ha cap usuari amb aquesta adreça electrònica.']);
    const bad = await call('/api/password/create', { from: ip, method: 'POST', body: { email: 'no-valid' } });
    expect(bad.body.errors.email).toEqual(['Ha de ser una adreça electrònica vàlida.']);
    const none = await call('/api/password/create', { from: ip, method: 'POST', body: {}, lang: 'es' });
    expect(none.body.errors.email).toEqual(['Este campo es obligatorio.']);
  });

  it('answers 429 after 3 requests for one address within the window, whatever the caller', async () => {
    const email = uniqueEmail('insistent');
    for (let i = 0; i < 3; i++) expect((await requestReset(email)).status).toBe(422);
    const limited = await requestReset(email);
    expect(limited.status).toBe(429);
    const wait = Number(limited.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(limited.body.errors.email).toEqual([`Massa intents. Torneu-ho a provar d'aquí a ${wait} segons.`]);
  });

  it('answers 429 after 20 requests from one caller IP, whatever the addresses', async () => {
    const ip = freshLoopback();
    const answers = await Promise.all(Array.from({ length: 20 }, () => requestReset(uniqueEmail('sonda'), ip)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(422));
    const limited = await requestReset(uniqueEmail('sonda'), ip, 'es');
    expect(limited.status).toBe(429);
    expect(limited.body.errors.email[0]).toMatch(/^Demasiados intentos\. Vuelva a intentarlo dentro de \d+ segundos\.$/);
    // Another caller is not affected.
    expect((await requestReset(uniqueEmail('sonda'))).status).toBe(422);
  });
});
