import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { datatableQuery } from '../../../shared/api/datatable-query';
import { allOf, answer, anyOf, defineRoute, PUBLIC, SIGNED_IN } from '../../../shared/api/route';
import type { Caller } from '../auth/caller';
import { conflict, notFound } from './errors';
import { groupHandler, noContent, reply } from './group-handler';

const routes = {
  'test.public': defineRoute({ method: 'GET', path: '/api/test/public', access: PUBLIC, summary: '' }),
  'test.me': defineRoute({ method: 'GET', path: '/api/test/me', access: SIGNED_IN, summary: '' }),
  'test.any': defineRoute({ method: 'GET', path: '/api/test/any', access: anyOf(3, 4), summary: '' }),
  'test.all': defineRoute({ method: 'GET', path: '/api/test/all', access: allOf(29, 54), summary: '' }),
  'test.create': defineRoute({
    method: 'POST',
    path: '/api/test/items/{id}',
    access: SIGNED_IN,
    params: z.object({ id: z.coerce.number().int().positive() }),
    body: z.object({ name: z.string().trim().min(1), email: z.email(), tags: z.array(z.string()).min(1) }).strict(),
    summary: '',
  }),
  'test.table': defineRoute({
    method: 'GET',
    path: '/api/test/table',
    access: SIGNED_IN,
    query: datatableQuery({ code: z.string(), amount: z.object({ from: z.coerce.number(), to: z.coerce.number() }).partial() }, [
      'code',
    ]),
    summary: '',
  }),
  'test.boom': defineRoute({ method: 'GET', path: '/api/test/boom', access: PUBLIC, summary: '' }),
  'test.missing': defineRoute({ method: 'GET', path: '/api/test/missing', access: PUBLIC, summary: '' }),
  'test.conflict': defineRoute({ method: 'PUT', path: '/api/test/conflict', access: PUBLIC, summary: '' }),
};

const handler = groupHandler(routes, {
  'test.public': async ({ caller }) => ({ caller }),
  'test.me': async ({ caller }) => ({ id: caller.accountId }),
  'test.any': async () => ({ ok: true }),
  'test.all': async () => ({ ok: true }),
  'test.create': async ({ params, body }) => reply(201, { id: params.id, ...body }),
  'test.table': async ({ query }) => query,
  'test.boom': async () => {
    throw new Error('secret internals');
  },
  'test.missing': async () => {
    throw notFound();
  },
  'test.conflict': async () => {
    throw conflict();
  },
});

const guest: Caller = { accountId: 7, login: 'g', model: 'guest', typeId: 1, partyId: 1001, roleIds: [29, 54], actor: null };

function event(
  method: string,
  path: string,
  opts: { caller?: Caller; body?: string; contentType?: string; lang?: string; query?: Record<string, string[]> } = {},
) {
  const headers: Record<string, string> = {};
  if (opts.contentType) headers['Content-Type'] = opts.contentType;
  if (opts.lang) headers['Accept-Language'] = opts.lang;
  return {
    httpMethod: method,
    path,
    resource: path,
    headers,
    multiValueHeaders: {},
    queryStringParameters: null,
    multiValueQueryStringParameters: opts.query ?? null,
    pathParameters: null,
    stageVariables: null,
    body: opts.body ?? null,
    isBase64Encoded: false,
    requestContext: { authorizer: opts.caller ? { principalId: '7', caller: JSON.stringify(opts.caller) } : undefined },
  } as unknown as APIGatewayProxyEvent;
}

const context = { functionName: 'test', awsRequestId: 'r', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;
async function invoke(e: APIGatewayProxyEvent) {
  const res = await handler(e, context);
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined, headers: res.headers };
}

describe('groupHandler', () => {
  it('serves public routes without a caller', async () => {
    expect(await invoke(event('GET', '/api/test/public'))).toMatchObject({ status: 200, body: { caller: null } });
  });

  it('answers 401 on a protected route without a caller, before validating', async () => {
    expect((await invoke(event('GET', '/api/test/me'))).status).toBe(401);
    expect((await invoke(event('POST', '/api/test/items/x', { body: '{}', contentType: 'application/json' }))).status).toBe(401);
  });

  it('checks anyOf and allOf role rules', async () => {
    expect((await invoke(event('GET', '/api/test/any', { caller: guest }))).status).toBe(403);
    expect((await invoke(event('GET', '/api/test/any', { caller: { ...guest, roleIds: [4] } }))).status).toBe(200);
    expect((await invoke(event('GET', '/api/test/all', { caller: guest }))).status).toBe(200);
    expect((await invoke(event('GET', '/api/test/all', { caller: { ...guest, roleIds: [29] } }))).status).toBe(403);
  });

  it('validates params and JSON bodies with per-field messages in the caller language', async () => {
    const res = await invoke(
      event('POST', '/api/test/items/0', {
        caller: guest,
        body: JSON.stringify({ name: ' ', email: 'nope', tags: [], extra: 1 }),
        contentType: 'application/json',
        lang: 'es',
      }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      id: ['Debe ser mayor que 0.'],
      name: ['Este campo es obligatorio.'],
      email: ['Debe ser una dirección de correo electrónico válida.'],
      tags: ['Este campo es obligatorio.'],
      extra: ['Campo no permitido.'],
    });
    expect(res.body.message).toBe('Debe ser mayor que 0.');
  });

  it('accepts form bodies and answers the handler reply status', async () => {
    const res = await invoke(
      event('POST', '/api/test/items/5', {
        caller: guest,
        body: 'name=Anna&email=anna%40example.com&tags[]=a',
        contentType: 'application/x-www-form-urlencoded',
      }),
    );
    // Bracket arrays in forms are not unpacked by the urlencoded parser: the schema says why.
    expect([201, 422]).toContain(res.status);
    const json = await invoke(
      event('POST', '/api/test/items/5', {
        caller: guest,
        body: JSON.stringify({ name: 'Anna', email: 'anna@example.com', tags: ['a'] }),
        contentType: 'application/json',
      }),
    );
    expect(json).toMatchObject({ status: 201, body: { id: 5, name: 'Anna', tags: ['a'] } });
  });

  it('names hostile keys (__proto__, constructor, toString) as unknown fields instead of crashing', async () => {
    const res = await invoke(
      event('POST', '/api/test/items/5', {
        caller: guest,
        body: '{"name":"A","email":"a@example.com","tags":["a"],"__proto__":{"x":1},"constructor":1,"toString":"x","hasOwnProperty":2}',
        contentType: 'application/json',
        lang: 'es',
      }),
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['__proto__', 'constructor', 'hasOwnProperty', 'toString']);
    expect(res.body.errors.constructor).toEqual(['Campo no permitido.']);
  });

  it('answers malformed JSON with 422 on the body field', async () => {
    const res = await invoke(
      event('POST', '/api/test/items/5', { caller: guest, body: '{"name":', contentType: 'application/json' }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors.body).toHaveLength(1);
  });

  it('parses datatable queries with nested search and defaults', async () => {
    const res = await invoke(
      event('GET', '/api/test/table', {
        caller: guest,
        query: {
          page: ['2'],
          per_page: ['50'],
          sort_by: ['code'],
          sort_desc: ['true'],
          'search[code]': ['S08'],
          'search[amount][from]': ['10.5'],
        },
      }),
    );
    expect(res.body).toEqual({
      page: 2,
      per_page: 50,
      sort_by: 'code',
      sort_desc: true,
      search: { code: 'S08', amount: { from: 10.5 } },
    });
    const defaults = await invoke(event('GET', '/api/test/table', { caller: guest }));
    expect(defaults.body).toEqual({ page: 1, per_page: 10, sort_desc: false, search: {} });
    const bad = await invoke(event('GET', '/api/test/table', { caller: guest, query: { per_page: ['0'], sort_by: ['secret'] } }));
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['per_page', 'sort_by']);
    // "Every row" is refused unless the table says it is bounded; so is a filter it does not declare.
    const all = await invoke(
      event('GET', '/api/test/table', { caller: guest, query: { per_page: ['-1'], 'search[secret]': ['x'] } }),
    );
    expect(all.status).toBe(422);
    expect(Object.keys(all.body.errors).sort()).toEqual(['per_page', 'search.secret']);
  });

  it('answers 404 and 409 from handlers and unknown routes in the contract', async () => {
    expect(await invoke(event('GET', '/api/test/missing'))).toMatchObject({
      status: 404,
      body: { message: "No s'ha trobat el registre." },
    });
    expect((await invoke(event('PUT', '/api/test/conflict'))).status).toBe(409);
    expect(await invoke(event('GET', '/api/nowhere', { lang: 'es' }))).toMatchObject({
      status: 404,
      body: { message: 'No existe la ruta GET /api/nowhere.' },
    });
  });

  it('answers 500 with a generic message and never the cause', async () => {
    const res = await invoke(event('GET', '/api/test/boom'));
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toContain('secret internals');
    expect(res.body.message).toMatch(/error inesperat/);
  });
});

describe('groupHandler: declared answers', () => {
  const answered = {
    'answered.show': defineRoute({
      method: 'GET',
      path: '/api/answered/{id}',
      access: PUBLIC,
      params: z.object({ id: z.coerce.number() }),
      answer: answer<{ data: { id: number; name: string } }>(),
      summary: '',
    }),
    'answered.destroy': defineRoute({
      method: 'DELETE',
      path: '/api/answered/{id}',
      access: PUBLIC,
      answer: answer<null>(),
      summary: '',
    }),
  };

  it('accepts handlers giving the declared answer, and a delete answers 204 with no body', async () => {
    const ok = groupHandler(answered, {
      'answered.show': async ({ params }) => ({ data: { id: params.id, name: 'x' } }),
      'answered.destroy': async () => noContent(),
    });
    const res = await ok(event('DELETE', '/api/answered/3'), context);
    expect(res).toMatchObject({ statusCode: 204, body: '' });
  });

  // Checked by `npm run typecheck`, never run: a handler answering another shape does not compile.
  void (() =>
    groupHandler(answered, {
      // @ts-expect-error name is missing from the declared answer
      'answered.show': async ({ params }) => ({ data: { id: params.id } }),
      // @ts-expect-error a delete answers 204 (noContent), not a body
      'answered.destroy': async () => ({ data: { id: 1 } }),
    }));
});
