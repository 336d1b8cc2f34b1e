/** The API framework end to end over HTTP: tokens, roles, validation, errors, first endpoints. */
import net from 'node:net';
import os from 'node:os';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { hasJavaCompiler } from '../../infra/local/services';
import { apiTokenSecret, call, stack, tokenFor } from './support/api';

async function apiSigned(
  claims: { sub: string; act?: { sub: string; accountId: number } },
  opts: { secret?: string; expiresIn?: string } = {},
) {
  return new SignJWT({ purpose: 'impersonation', act: claims.act })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer('portal-api')
    .setAudience('portal')
    .setIssuedAt()
    .setExpirationTime(opts.expiresIn ?? '5m')
    .sign(new TextEncoder().encode(opts.secret ?? apiTokenSecret()));
}

describe('GET /api/health', () => {
  it('is public and reports the table reachable', async () => {
    const res = await call('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });
});

describe('GET /api/user', () => {
  it('answers 401 without a token', async () => {
    const res = await call('/api/user');
    expect(res.status).toBe(401);
    expect(res.body).toHaveProperty('message');
  });

  it('answers 401 with a tampered token', async () => {
    const token = await tokenFor('pharmacy-guest');
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    payload.username = 'admin';
    const forged = `${h}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${s}`;
    expect((await call('/api/user', { token: forged })).status).toBe(401);
    expect((await call('/api/user', { token: `${token}x` })).status).toBe(401);
    expect((await call('/api/user', { token: 'not-a-jwt' })).status).toBe(401);
  });

  it('answers the account with roles and party for a demo token', async () => {
    const res = await call('/api/user', { persona: 'pharmacy-guest' });
    expect(res.status).toBe(200);
    const user = res.body.data;
    expect(user).toMatchObject({ login: 'farmacia', model: 'guest', type_id: 1, impersonated_by: null });
    expect(user.roles.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([29, 54, 39]));
    expect(user.roles.find((r: { id: number }) => r.id === 54)).toEqual({ id: 54, name: 'Farmàcia', parent_id: 29 });
    expect(user.party).toMatchObject({ id: 1001, code: 'S08001', name: 'Farmàcia Puig i Soler' });
    expect(user.party.employees[0].party_obj).toMatchObject({ name: 'Marta Vidal', email: 'marta.vidal@example.com' });
  });

  it('names roles in the caller language', async () => {
    const res = await call('/api/user', { persona: 'laboratory-guest', lang: 'es' });
    expect(res.body.data.roles.find((r: { id: number }) => r.id === 55).name).toBe('Laboratorio');
    expect(res.body.data.type_id).toBe(2);
  });

  it('accepts an API-signed token and reports the real actor', async () => {
    const token = await apiSigned({ sub: 'farmacia', act: { sub: 'admin', accountId: 1 } });
    const res = await call('/api/user', { token });
    expect(res.status).toBe(200);
    expect(res.body.data.login).toBe('farmacia');
    expect(res.body.data.impersonated_by).toEqual({ accountId: 1, login: 'admin' });
  });

  it('refuses API-signed tokens that are expired or signed with another secret', async () => {
    expect((await call('/api/user', { token: await apiSigned({ sub: 'farmacia' }, { expiresIn: '-1m' }) })).status).toBe(401);
    expect(
      (await call('/api/user', { token: await apiSigned({ sub: 'farmacia' }, { secret: 'another-secret-of-enough-length!' }) }))
        .status,
    ).toBe(401);
  });
});

describe('roles and errors', () => {
  it('answers 403 when the caller lacks the route role', async () => {
    const res = await call('/api/parties', { persona: 'pharmacy-guest' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('No teniu permís per fer aquesta acció.');
  });

  it('answers 422 with per-field messages in Catalan by default and Spanish on request', async () => {
    const ca = await call('/api/parties/search/ab', { persona: 'internal-staff' });
    expect(ca.status).toBe(422);
    expect(ca.body).toEqual({
      message: 'Ha de tenir com a mínim 3 caràcters.',
      errors: { text: ['Ha de tenir com a mínim 3 caràcters.'] },
    });
    const es = await call('/api/parties/search/ab', { persona: 'internal-staff', lang: 'es' });
    expect(es.status).toBe(422);
    expect(es.body.errors.text).toEqual(['Debe tener como mínimo 3 caracteres.']);
  });

  it('answers an unknown route with 404 in the error contract', async () => {
    const res = await call('/api/does-not-exist', { lang: 'es' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'No existe la ruta GET /api/does-not-exist.' });
    const wrongMethod = await call('/api/user', { method: 'DELETE', persona: 'internal-admin' });
    expect(wrongMethod.status).toBe(404);
  });
});

describe('parties', () => {
  it('lists every party for internal staff', async () => {
    const res = await call('/api/parties', { persona: 'internal-staff' });
    expect(res.status).toBe(200);
    const kinds = new Set(res.body.data.map((p: { kind: string }) => p.kind));
    expect(kinds).toEqual(new Set(['pharmacy', 'laboratory', 'platform']));
  });

  it('lists laboratories and the four platforms', async () => {
    const labs = await call('/api/parties/laboratories', { persona: 'internal-staff' });
    expect(labs.body.data.length).toBeGreaterThan(0);
    expect(labs.body.data.every((p: { kind: string }) => p.kind === 'laboratory')).toBe(true);
    const platforms = await call('/api/parties/platforms', { persona: 'internal-staff' });
    expect(platforms.body.data.map((p: { id: number }) => p.id).sort((a: number, b: number) => a - b)).toEqual([
      748, 825, 867, 9023,
    ]);
  });

  it('searches code and name ignoring case and accents', async () => {
    const byName = await call('/api/parties/search/GIRONA', { persona: 'internal-staff' });
    expect(byName.body.data.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([1003]));
    // Platform 748 as the ERP names it (Hefame), whatever the case.
    const platform = await call('/api/parties/search/hEFAME', { persona: 'internal-staff' });
    expect(platform.body.data.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([748]));
    const accent = await call(`/api/parties/search/${encodeURIComponent('farmacia puig')}`, { persona: 'internal-staff' });
    expect(accent.body.data.map((p: { id: number }) => p.id)).toEqual([1001]);
    const byCode = await call('/api/parties/search/s080', { persona: 'internal-staff' });
    expect(byCode.body.data.map((p: { code: string }) => p.code).sort()).toEqual(['S08001', 'S08002']);
  });
});

describe('GET /api/public/pharmacy/sliders', () => {
  it('is public and lists images per locale with working URLs', async () => {
    const res = await call('/api/public/pharmacy/sliders');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(['ca', 'es']);
    expect(res.body.data.ca.length).toBeGreaterThan(0);
    const first = res.body.data.es[0];
    expect(first.name).toMatch(/-es\.svg$/);
    const image = await fetch(first.url);
    expect(image.status).toBe(200);
    expect(await image.text()).toContain('<svg');
    expect(image.headers.get('content-disposition')).toMatch(/^inline; filename="banner-1-es.svg"/);
  });
});

describe('local stand-in', () => {
  it('exposes the mail capture', async () => {
    const res = await fetch(`${stack().urls.mail}/health-check`);
    expect(res.status).toBe(200);
  });
});

describe("the stand-in's DynamoDB Local", () => {
  // Another machine on the network cannot reach it: the launcher binds it to 127.0.0.1 (its CLI has
  // no host option). Needs a non-loopback address to try from and a JDK (a bare JRE runs the jar).
  const lanAddress = Object.values(os.networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
  it.skipIf(!lanAddress || !hasJavaCompiler())('listens on 127.0.0.1 only', async () => {
    const port = Number(new URL(stack().urls.dynamodb).port);
    const reach = (host: string) =>
      new Promise<string>((resolve) => {
        const socket = net.connect({ host, port }, () => {
          socket.destroy();
          resolve('connected');
        });
        socket.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
      });
    expect(await reach('127.0.0.1')).toBe('connected');
    expect(await reach(lanAddress!)).toBe('ECONNREFUSED');
  });

  // Nor may a web page the developer visits call it. A `-cors` allow-list would fail this.
  it('grants no web page the right to call it (no CORS origin allowed)', async () => {
    const preflight = await fetch(stack().urls.dynamodb, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://evil.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-amz-target,authorization,x-amz-date',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});
