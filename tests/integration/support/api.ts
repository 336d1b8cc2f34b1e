/** HTTP helpers for integration tests: real tokens from the Cognito emulator, real requests. */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { inject } from 'vitest';
import { routeRequest, type CallAnswer, type CallInput, type NeedsInput, type RouteId } from '../../../shared/api/call';

export const stack = () => inject('stack');

/** Points the project's modules a test imports itself (entities, loaders) at the stand-in's table and bucket. */
export function useStandIn(): void {
  Object.assign(process.env, {
    AWS_REGION: stack().cognito.region,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    TABLE_NAME: 'portal',
    FILES_BUCKET: 'portal-files',
    DYNAMODB_ENDPOINT: stack().urls.dynamodb,
  });
}

const tokens = new Map<string, Promise<string>>();

/** An access token for a demo persona (or any login/password), cached per test file. */
export function tokenFor(persona: string, password?: string): Promise<string> {
  const s = stack();
  const account = s.accounts.find((a) => a.persona === persona);
  const login = account?.login ?? persona;
  const key = `${login}:${password ?? ''}`;
  let t = tokens.get(key);
  if (!t) {
    const cognito = new CognitoIdentityProviderClient({
      region: s.cognito.region,
      endpoint: s.urls.cognito,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    t = cognito
      .send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: s.cognito.userPoolClientId,
          AuthParameters: { USERNAME: login, PASSWORD: password ?? account?.password ?? '' },
        }),
      )
      .then((r) => r.AuthenticationResult!.AccessToken!);
    tokens.set(key, t);
  }
  return t;
}

/** The API token secret the local stand-in generated (to mint API-signed tokens in tests). */
export function apiTokenSecret(): string {
  const state = JSON.parse(fs.readFileSync(path.join(stack().dataDir, 'state.json'), 'utf8')) as { apiTokenSecret: string };
  return state.apiTokenSecret;
}

export interface CallOptions {
  method?: string;
  token?: string | null;
  persona?: string;
  lang?: 'ca' | 'es';
  body?: unknown;
  query?: string;
  /** Extra request headers (a machine caller's shared secret). */
  headers?: Record<string, string>;
  /** The local address to call from (the gateway sees it as the caller IP: per-IP limits of one test touch no other). */
  from?: string;
}

/** A raw call by path: for what the route table cannot express (hostile paths, wrong methods). Prefer `api.call`. */
export async function call(apiPath: string, opts: CallOptions = {}): Promise<{ status: number; body: any; headers: Headers }> {
  const headers: Record<string, string> = { ...opts.headers };
  const token = opts.token ?? (opts.persona ? await tokenFor(opts.persona) : null);
  if (token) headers.Authorization = `Bearer ${token}`;
  if (opts.lang) headers['Accept-Language'] = opts.lang;
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  if (payload !== undefined) {
    headers['Content-Type'] = 'application/json';
    headers['Content-Length'] = String(Buffer.byteLength(payload));
  }
  const url = new URL(`${stack().urls.api.replace(/\/api$/, '')}${apiPath}${opts.query ? `?${opts.query}` : ''}`);
  const res = await new Promise<{ status: number; text: string; headers: Headers }>((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: opts.method ?? 'GET',
        headers,
        ...(opts.from ? { localAddress: opts.from } : {}),
      },
      (answer) => {
        let text = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (text += chunk));
        answer.on('end', () => {
          const h = new Headers();
          for (const [k, v] of Object.entries(answer.headers))
            if (v !== undefined) h.set(k, ([] as string[]).concat(v).join(', '));
          resolve({ status: answer.statusCode ?? 0, text, headers: h });
        });
      },
    );
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
  let body: unknown = res.text;
  try {
    body = res.text ? JSON.parse(res.text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body, headers: res.headers };
}

/** An error answer (401, 403, 404, 409, 422, 429, ...): a message, per-field messages on a 422. */
export interface ErrorAnswer {
  message: string;
  errors?: Record<string, string[]>;
}

export interface Answered<K extends RouteId> {
  status: number;
  /** The route's declared answer on a 2xx (null on a 204), else the error body. */
  body: CallAnswer<K> & Partial<ErrorAnswer>;
  /** The error body, typed for assertions on failures. */
  error: ErrorAnswer;
  headers: Headers;
}

type Who = Pick<CallOptions, 'persona' | 'token' | 'lang' | 'headers'>;
type RouteArgs<K extends RouteId> = NeedsInput<K> extends true ? [input: CallInput<K> & Who] : [input?: CallInput<K> & Who];

/**
 * The typed client of the tests, on the same route table and request building as the web's:
 * `await api.call('acl.guests.show', { params: { id }, persona: 'internal-admin' })`.
 */
export const api = {
  async call<K extends RouteId>(name: K, ...[input]: RouteArgs<K>): Promise<Answered<K>> {
    const request = routeRequest(name, input);
    const [path, query] = request.url.split('?') as [string, string | undefined];
    const { persona, token, lang, headers } = (input ?? {}) as Who;
    const res = await call(path, { method: request.method, body: request.body, persona, token, lang, query, headers });
    return { ...res, error: res.body as ErrorAnswer };
  },
};
