import { describe, expect, it, vi } from 'vitest';
import type { AlertInput } from '../alerts';
import { ApiError, createHttpClient, NETWORK_ERROR, type HttpHooks } from './client';

function setup(response: () => Response | Promise<Response>, hooks: Partial<HttpHooks> = {}) {
  const notify = vi.fn<(a: AlertInput) => void>();
  const onUnauthorized = vi.fn();
  const fetchMock = vi.fn<typeof fetch>(async () => response());
  const client = createHttpClient({
    baseUrl: () => '/api',
    token: () => 'tok',
    locale: () => 'es',
    translate: (k) => `T(${k})`,
    notify,
    onUnauthorized,
    fetch: fetchMock,
    ...hooks,
  });
  return { client, notify, onUnauthorized, fetchMock };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('http client', () => {
  it('sends the bearer token and Accept-Language on every call', async () => {
    const { client, fetchMock } = setup(() => json(200, { data: 1 }));
    await expect(client.get('/user')).resolves.toEqual({ data: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok', 'Accept-Language': 'es', Accept: 'application/json' });
  });

  it('sends JSON bodies and bracket-style queries', async () => {
    const { client, fetchMock } = setup(() => json(201, { ok: true }));
    await client.post('/things', { a: 1 }, { query: { page: 2, search: { date: { from: '2024-01-01' } }, roles: [1, 2] } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/things?page=2&search%5Bdate%5D%5Bfrom%5D=2024-01-01&roles%5B%5D=1&roles%5B%5D=2');
    expect(init).toMatchObject({ method: 'POST', body: '{"a":1}' });
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('omits the token when there is none or when asked to', async () => {
    const { client, fetchMock } = setup(() => json(200, {}), { token: () => null });
    await client.get('/public/x');
    expect(fetchMock.mock.calls[0]![1]?.headers).not.toHaveProperty('Authorization');
    const second = setup(() => json(200, {}));
    await second.client.get('/public/x', { auth: false });
    expect(second.fetchMock.mock.calls[0]![1]?.headers).not.toHaveProperty('Authorization');
  });

  it('refreshes the token before the call', async () => {
    let token = 'old';
    const beforeRequest = vi.fn(async () => {
      token = 'new';
    });
    const { client, fetchMock } = setup(() => json(200, {}), { token: () => token, beforeRequest });
    await client.get('/user');
    expect(fetchMock.mock.calls[0]![1]?.headers).toMatchObject({ Authorization: 'Bearer new' });
  });

  it('401: signs out, no alert', async () => {
    const { client, notify, onUnauthorized } = setup(() => json(401, { message: 'No identificat' }));
    await expect(client.get('/user')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(notify).not.toHaveBeenCalled();
  });

  it('404: error alert errors.found with the server message as detail', async () => {
    const { client, notify } = setup(() => json(404, { message: 'Registre no trobat' }));
    await expect(client.get('/x/1')).rejects.toBeInstanceOf(ApiError);
    expect(notify).toHaveBeenCalledExactlyOnceWith({ type: 'error', msg: 'T(errors.found)', details: 'Registre no trobat' });
  });

  it.each([422, 429])('%i: one error alert per server message, with its field', async (status) => {
    const { client, notify } = setup(() =>
      json(status, { message: 'invalid', errors: { email: ['Format incorrecte', 'Massa llarg'], name: ['Obligatori'] } }),
    );
    const error = await client.post('/x', {}).catch((e: ApiError) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual({ email: ['Format incorrecte', 'Massa llarg'], name: ['Obligatori'] });
    expect(notify.mock.calls.map((c) => c[0])).toEqual([
      { type: 'error', msg: 'Format incorrecte', field: 'email' },
      { type: 'error', msg: 'Massa llarg', field: 'email' },
      { type: 'error', msg: 'Obligatori', field: 'name' },
    ]);
  });

  it('429 without field errors: one alert with the message', async () => {
    const { client, notify } = setup(() => json(429, { message: 'Massa intents' }));
    await client.get('/x').catch(() => undefined);
    expect(notify).toHaveBeenCalledExactlyOnceWith({ type: 'error', msg: 'Massa intents' });
  });

  it.each([400, 403, 409, 500, 503])('%i: errors.error with the server message as detail', async (status) => {
    const { client, notify, onUnauthorized } = setup(() => json(status, { message: `boom ${status}` }));
    await expect(client.get('/x')).rejects.toMatchObject({ status, message: `boom ${status}` });
    expect(notify).toHaveBeenCalledExactlyOnceWith({ type: 'error', msg: 'T(errors.error)', details: `boom ${status}` });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a non-JSON error answer uses its text as detail', async () => {
    const { client, notify } = setup(() => new Response('Bad gateway', { status: 502 }));
    await client.get('/x').catch(() => undefined);
    expect(notify).toHaveBeenCalledWith({ type: 'error', msg: 'T(errors.error)', details: 'Bad gateway' });
  });

  it('a network failure is an errors.error alert and an ApiError with status 0', async () => {
    const { client, notify } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.get('/x')).rejects.toMatchObject({ status: NETWORK_ERROR });
    expect(notify).toHaveBeenCalledWith({ type: 'error', msg: 'T(errors.error)', details: 'T(errors.network)' });
  });

  it('an aborted call is neither alerted nor wrapped', async () => {
    const abort = new DOMException('aborted', 'AbortError');
    const { client, notify } = setup(() => Promise.reject(abort));
    await expect(client.get('/x')).rejects.toBe(abort);
    expect(notify).not.toHaveBeenCalled();
  });

  it('lets a screen handle chosen statuses itself', async () => {
    const { client, notify, onUnauthorized } = setup(() => json(400, { message: 'Contrasenya actual incorrecta' }));
    await expect(client.post('/x', {}, { handle: [400] })).rejects.toMatchObject({ status: 400 });
    expect(notify).not.toHaveBeenCalled();
    const all = setup(() => json(401, { message: 'x' }));
    await all.client.get('/x', { handle: 'all' }).catch(() => undefined);
    expect(all.onUnauthorized).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('answers 204 with undefined-like null', async () => {
    const { client } = setup(() => new Response(null, { status: 204 }));
    await expect(client.delete('/x/1')).resolves.toBeNull();
  });
});
