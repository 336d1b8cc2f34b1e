// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../config';
import { queryClient } from '../query';
import { endImpersonation, impersonate, signInWithFede } from './api-session';
import { logout } from './logout';
import { session } from './session';
import type { User } from './types';
import { USER_QUERY_KEY } from './user';

const person = (id: number, name: string, model: 'user' | 'guest' = 'user'): User => ({
  id,
  login: name.toLowerCase(),
  name,
  email: 'compte@example.test',
  locale: 'ca',
  model,
  type_id: model === 'guest' ? 1 : null,
  roles: [],
  party: null,
  settings: [],
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Not a JWT: the refresher reads no expiry from it and leaves it alone. */
const API_TOKEN = 'api-signed-token';

describe('sessions on API-signed tokens (spec §4 impersonation, partner sign-in)', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

  beforeEach(() => {
    localStorage.clear();
    session.reload();
    queryClient.clear();
    setConfig({ region: 'x', userPoolId: 'p', userPoolClientId: 'c', cognitoEndpoint: null, apiBase: '/api' });
    fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('impersonating keeps the real token and user aside and signs in as the target with the API token', async () => {
    session.signIn('admin-token', person(1, 'Anna'));
    queryClient.setQueryData(USER_QUERY_KEY, person(1, 'Anna'));
    fetchMock.mockResolvedValueOnce(
      json(200, { data: { token: API_TOKEN, expires_in: 3600, user: person(3, 'Laia', 'guest') } }),
    );

    await impersonate('guests', 3);

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/acl/guests/impersonate/3');
    expect(init).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer admin-token' } });
    expect(localStorage.getItem('token')).toBe(API_TOKEN);
    expect(localStorage.getItem('impersonation_token')).toBe('admin-token');
    expect(JSON.parse(localStorage.getItem('impersonation_user')!)).toMatchObject({ name: 'Anna' });
    expect(session.get().user).toMatchObject({ name: 'Laia' });
    // Nothing of the real account is left in the cache to be written back as the target's.
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toMatchObject({ name: 'Laia' });
  });

  it('the http client then sends the API token', async () => {
    session.signIn('admin-token', person(1, 'Anna'));
    fetchMock.mockResolvedValueOnce(
      json(200, { data: { token: API_TOKEN, expires_in: 3600, user: person(3, 'Laia', 'guest') } }),
    );
    await impersonate('guests', 3);
    fetchMock.mockResolvedValueOnce(json(200, { data: { ended: true } }));
    await endImpersonation();
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/acl/impersonation/end');
    expect(fetchMock.mock.calls[1]![1]).toMatchObject({ method: 'POST', headers: { Authorization: `Bearer ${API_TOKEN}` } });
  });

  it('logout while impersonating records the end, then restores the real account', async () => {
    session.signIn('admin-token', person(1, 'Anna'));
    session.startImpersonation(API_TOKEN);
    session.setUser(person(3, 'Laia', 'guest'));
    fetchMock.mockResolvedValueOnce(json(200, { data: { ended: true } }));

    await expect(logout()).resolves.toBe('restored');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(session.get()).toMatchObject({ token: 'admin-token', user: { name: 'Anna' }, impersonation: null });
    expect(localStorage.getItem('impersonation_token')).toBeNull();
  });

  it('an expired impersonation token (401) still gives the real account back, without signing out', async () => {
    session.signIn('admin-token', person(1, 'Anna'));
    session.startImpersonation(API_TOKEN);
    fetchMock.mockResolvedValueOnce(json(401, { message: 'No identificat.' }));
    await expect(logout()).resolves.toBe('restored');
    expect(session.get().token).toBe('admin-token');
  });

  it('partner sign-in stores the API token and user; a refusal leaves no session', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { data: { token: API_TOKEN, expires_in: 3600, user: person(3, 'Laia', 'guest') } }),
    );
    await signInWithFede('partner-credential');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/login-fede');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ credentials: 'partner-credential' }) });
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(session.get()).toMatchObject({ token: API_TOKEN, user: { name: 'Laia' }, impersonation: null });

    session.reset();
    fetchMock.mockResolvedValueOnce(json(401, { message: 'Les credencials no són vàlides.' }));
    await expect(signInWithFede('forged')).rejects.toMatchObject({ status: 401 });
    expect(session.get().token).toBeNull();
  });
});
