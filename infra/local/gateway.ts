/**
 * The local API gateway: does what API Gateway does in AWS, from the same route table. It matches
 * the route, runs the same Lambda authorizer on non-public routes, builds a REST (v1) proxy event
 * and calls the group's handler. Unknown routes go to the session group, as the catch-all
 * `/api/{proxy+}` resource does in AWS, so both answer the same localised 404.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { isPublic, type Group, type RouteDef } from '../../shared/api/route';
import { routes } from '../../shared/api/routes';
import { DEFAULT_LOCALE, localeFromAcceptLanguage } from '../../shared/i18n/locale';
import { serverMessage } from '../../shared/i18n/server-messages';

type LambdaHandler = (event: unknown, context: Context) => Promise<unknown>;

const FALLBACK_GROUP: Group = 'session';
const MAX_BODY_BYTES = 6 * 1024 * 1024; // API Gateway → Lambda payload limit

interface CompiledRoute {
  def: RouteDef;
  regex: RegExp;
  names: string[];
}

function compile(def: RouteDef): CompiledRoute {
  const names: string[] = [];
  const pattern = def.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\+?\}/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { def, regex: new RegExp(`^${pattern}/?$`), names };
}

/** How specific a path is, segment by segment: a literal (0) before a {param} (1) before a {greedy+} (2). */
function specificity(path: string): number[] {
  return path.split('/').map((seg) => (seg.endsWith('+}') ? 2 : seg.startsWith('{') ? 1 : 0));
}

function bySpecificity(a: CompiledRoute, b: CompiledRoute): number {
  const x = specificity(a.def.path);
  const y = specificity(b.def.path);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
}

// API Gateway picks the most specific resource (literal segments before parameters), whatever the
// order routes are declared in; matching in that order here gives the same answer.
const compiled = Object.values(routes as Record<string, RouteDef>)
  .map(compile)
  .sort(bySpecificity);

/** A path whose percent-encoding is broken (`/api/parties/search/%`): API Gateway answers 400. */
export class MalformedPathError extends Error {}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new MalformedPathError(segment);
  }
}

export function matchRoute(method: string, path: string): { def: RouteDef; params: Record<string, string> } | null {
  for (const r of compiled) {
    if (r.def.method !== method) continue;
    const m = r.regex.exec(path);
    if (m) return { def: r.def, params: Object.fromEntries(r.names.map((n, i) => [n, decodeSegment(m[i + 1]!)])) };
  }
  return null;
}

const modules = new Map<string, Promise<LambdaHandler>>();
function load(modulePath: string): Promise<LambdaHandler> {
  let p = modules.get(modulePath);
  if (!p) {
    p = import(modulePath).then((m: { handler: LambdaHandler }) => m.handler);
    modules.set(modulePath, p);
  }
  return p;
}
const groupHandler = (group: Group) => load(`../../functions/groups/${group}/index.ts`);
const authorizer = () => load('../../functions/authorizer/index.ts');

function lambdaContext(name: string): Context {
  const deadline = Date.now() + 29_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${name}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${name}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY_BYTES) reject(Object.assign(new Error('too large'), { status: 413 }));
      else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function send(res: http.ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(body);
}

async function handle(req: http.IncomingMessage, res: http.ServerResponse, log: (line: string) => void): Promise<void> {
  const started = performance.now();
  const url = new URL(req.url ?? '/', 'http://localhost');
  const method = (req.method ?? 'GET').toUpperCase();
  const matched = matchRoute(method, url.pathname);
  const body = await readBody(req);

  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined) continue;
    const values = Array.isArray(v) ? v : [v];
    headers[k] = values.join(',');
    multiValueHeaders[k] = values;
  }
  // Keys are the client's (`constructor`, `__proto__`…): gather them in Maps, then make plain own
  // properties, as API Gateway's JSON event has.
  const queryMap = new Map<string, string[]>();
  for (const [k, v] of url.searchParams) queryMap.set(k, [...(queryMap.get(k) ?? []), v]);
  const query: Record<string, string> = Object.fromEntries([...queryMap].map(([k, v]) => [k, v[v.length - 1]!]));
  const multiQuery: Record<string, string[]> = Object.fromEntries(queryMap);
  const hasQuery = queryMap.size > 0;
  const resource = matched?.def.path ?? '/api/{proxy+}';
  const requestContext = {
    accountId: '000000000000',
    apiId: 'local',
    stage: 'local',
    requestId: randomUUID(),
    httpMethod: method,
    path: url.pathname,
    resourcePath: resource,
    resourceId: resource,
    protocol: 'HTTP/1.1',
    requestTimeEpoch: Date.now(),
    identity: { sourceIp: req.socket.remoteAddress ?? '127.0.0.1', userAgent: headers['user-agent'] ?? null },
    authorizer: undefined as Record<string, unknown> | undefined,
  };

  if (matched && !isPublic(matched.def.access)) {
    // As API Gateway's UNAUTHORIZED gateway response (infra/constructs/api.ts): default locale.
    const unauthorized = JSON.stringify({ message: serverMessage(DEFAULT_LOCALE, 'errors.unauthenticated') });
    if (!headers.authorization) return send(res, 401, unauthorized);
    try {
      const result = (await (
        await authorizer()
      )(
        {
          type: 'REQUEST',
          methodArn: `arn:aws:execute-api:local:000000000000:local/local/${method}${url.pathname}`,
          resource,
          path: url.pathname,
          httpMethod: method,
          headers,
          multiValueHeaders,
          queryStringParameters: hasQuery ? query : null,
          multiValueQueryStringParameters: hasQuery ? multiQuery : null,
          pathParameters: matched.params,
          stageVariables: null,
          requestContext,
        },
        lambdaContext('authorizer'),
      )) as { principalId: string; context?: Record<string, unknown> };
      requestContext.authorizer = { principalId: result.principalId, ...result.context };
    } catch {
      return send(res, 401, unauthorized);
    }
  }

  const group = matched?.def.group ?? FALLBACK_GROUP;
  const contentType = headers['content-type'] ?? '';
  const textual = body.length === 0 || /json|text|x-www-form-urlencoded|xml/.test(contentType);
  const event: APIGatewayProxyEvent = {
    resource,
    path: url.pathname,
    httpMethod: method,
    headers,
    multiValueHeaders,
    queryStringParameters: hasQuery ? query : null,
    multiValueQueryStringParameters: hasQuery ? multiQuery : null,
    pathParameters: matched ? matched.params : { proxy: url.pathname.replace(/^\/api\/?/, '') },
    stageVariables: null,
    requestContext: requestContext as unknown as APIGatewayProxyEvent['requestContext'],
    body: body.length === 0 ? null : textual ? body.toString('utf8') : body.toString('base64'),
    isBase64Encoded: !textual,
  };
  const result = (await (await groupHandler(group))(event, lambdaContext(group))) as APIGatewayProxyResult;
  const payload = result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body;
  res.writeHead(result.statusCode, Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k, String(v)])));
  res.end(payload);
  log(`${method} ${url.pathname} → ${result.statusCode} (${group}, ${Math.round(performance.now() - started)} ms)`);
}

export function startGateway(port: number, log: (line: string) => void = () => undefined): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    handle(req, res, log).catch((error: Error & { status?: number }) => {
      if (error.status === 413) return send(res, 413, JSON.stringify({ message: 'Payload too large' }));
      if (error instanceof MalformedPathError)
        return send(
          res,
          400,
          JSON.stringify({ message: serverMessage(localeFromAcceptLanguage(req.headers['accept-language']), 'errors.invalid') }),
        );
      log(`Gateway error: ${error.stack ?? error.message}`);
      // A Lambda crash in AWS answers 502 from API Gateway.
      send(res, 502, JSON.stringify({ message: 'Internal server error' }));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
