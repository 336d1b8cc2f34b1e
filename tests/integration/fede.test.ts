/** Partner (fede) sign-in with a credential signed by the partner, and SSO into the partner app. */
import { decodeJwt, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { call, stack } from './support/api';
import { fedeCredential, fedeSecret, signedInGuest } from './support/acl';

const login = (credentials: string) => call('/api/login-fede', { method: 'POST', body: { credentials } });

describe('POST /api/login-fede', () => {
  it('signs in with a valid partner credential: an API token for the named account', async () => {
    const res = await login(await fedeCredential('farmacia'));
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ id: 3, login: 'farmacia', impersonated_by: null });
    expect(res.body.data.expires_in).toBe(3600);
    expect(decodeJwt(res.body.data.token)).toMatchObject({ sub: 'farmacia', iss: 'portal-api', purpose: 'fede' });
    const me = await call('/api/user', { token: res.body.data.token });
    expect(me.body.data).toMatchObject({ id: 3, impersonated_by: null });
  });

  it('refuses expired, forged, unexpiring, misaddressed and replayed credentials (401)', async () => {
    const refused = [
      await fedeCredential('farmacia', { expiresIn: '-1m' }),
      await fedeCredential('farmacia', { secret: 'not-the-shared-secret-but-long-enough' }),
      await fedeCredential('farmacia', { noExp: true }),
      await fedeCredential('farmacia', { expiresIn: '2d' }),
      await fedeCredential('farmacia', { issuer: 'someone' }),
      // What the API itself hands to the partner (iss portal, aud fede) must not sign in here.
      await fedeCredential('farmacia', { issuer: 'portal', audience: 'fede' }),
      'not-a-jwt',
    ];
    for (const credentials of refused) {
      const res = await login(credentials);
      expect(res.status, credentials).toBe(401);
      expect(res.body.message).toBe("Les credencials d'accés del soci no són vàlides o han caducat.");
    }
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: 'farmacia', iss: 'fede', aud: 'portal', exp: Math.floor(Date.now() / 1000) + 60 }),
    ).toString('base64url')}.`;
    expect((await login(unsigned)).status).toBe(401);
  });

  it('refuses unknown accounts and internal staff (only guests sign in this way)', async () => {
    expect((await login(await fedeCredential('nobody-here'))).status).toBe(401);
    expect((await login(await fedeCredential('admin'))).status).toBe(401);
  });

  it('validates the payload (422)', async () => {
    const res = await call('/api/login-fede', { method: 'POST', body: {} });
    expect(res.status).toBe(422);
    expect(res.body.errors.credentials).toEqual(['Aquest camp és obligatori.']);
  });
});

describe('GET /api/encrypt-login-fede', () => {
  it('answers the partner URL with a short-lived credential for the caller', async () => {
    const res = await call('/api/encrypt-login-fede', { persona: 'pharmacy-guest' });
    expect(res.status).toBe(200);
    const url = new URL(res.body.data.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${stack().urls.web}/api/public/fede/demo`);
    expect(url.searchParams.get('demo')).toBeNull();
    const credential = url.searchParams.get('token')!;
    const { payload } = await jwtVerify(credential, new TextEncoder().encode(fedeSecret()), {
      issuer: 'portal',
      audience: 'fede',
    });
    expect(payload).toMatchObject({
      sub: 'farmacia',
      name: 'Laia Puig',
      demo: false,
      party: { id: 1001, code: 'S08001', name: 'Farmàcia Puig i Soler' },
    });
    expect(payload.exp! - payload.iat!).toBe(120);
    expect(res.body.data.expires_in).toBe(120);

    // The partner stand-in (the default FEDE_APP_URL) accepts it.
    const demoPage = await call(`${url.pathname}${url.search}`);
    expect(demoPage.status).toBe(200);
    expect(demoPage.body.data).toMatchObject({ login: 'farmacia', party: { code: 'S08001' }, demo: false });
  });

  it('?demo asks for the demo, which needs role 63', async () => {
    const res = await call('/api/encrypt-login-fede', { persona: 'pharmacy-guest', query: 'demo' });
    expect(res.status).toBe(200);
    const url = new URL(res.body.data.url);
    expect(url.searchParams.get('demo')).toBe('1');
    expect(decodeJwt(url.searchParams.get('token')!)).toMatchObject({ demo: true });

    // A guest holding the partner-app role (65) but not the demo (63).
    const { token } = await signedInGuest({ roles: [65] });
    expect((await call('/api/encrypt-login-fede', { token })).status).toBe(200);
    expect((await call('/api/encrypt-login-fede', { token, query: 'demo' })).status).toBe(403);
    const demoOnly = await signedInGuest({ roles: [63] });
    expect((await call('/api/encrypt-login-fede', { token: demoOnly.token, query: 'demo' })).status).toBe(200);
    expect((await call('/api/encrypt-login-fede', { token: demoOnly.token })).status).toBe(403);
  });

  it('is refused to an impersonated session', async () => {
    const imp = await call('/api/acl/guests/impersonate/3', { method: 'POST', persona: 'internal-admin' });
    const res = await call('/api/encrypt-login-fede', { token: imp.body.data.token });
    expect(res.status).toBe(403);
  });

  it('the stand-in refuses a credential it did not get from the API', async () => {
    const forged = await fedeCredential('farmacia', { issuer: 'portal', audience: 'fede', secret: 'x'.repeat(40) });
    expect((await call('/api/public/fede/demo', { query: `token=${forged}` })).status).toBe(401);
  });
});
