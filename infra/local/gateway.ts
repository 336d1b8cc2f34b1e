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
import { groupOf, routes } from '../../shared/api/routes';
import { DEFAULT_LOCALE, localeFromAcceptLanguage } from '../../shared/i18n/locale';
import { serverMessage } from '../../shared/i18n/server-messages';
import {
  API_INTEGRATION_TIMEOUT_SECONDS,
  AUTHORIZER_LIMIT,
  groupLimit,
  LAMBDA_PAYLOAD_BYTES,
  type FunctionLimit,
} from '../limits';
import { jsonBytes, memoryWarning, watchMemory, withDeadline } from './lambda-limits';

export type LambdaHandler = (event: unknown, context: Context) => Promise<unknown>;

const FALLBACK_GROUP: Group = 'session';
const MAX_BODY_BYTES = LAMBDA_PAYLOAD_BYTES; // API Gateway → Lambda payload limit

/** The limits the gateway holds integrations to; every one defaults to AWS's (infra/limits.ts). Tests shorten them. */
export interface GatewayOptions {
  /** How long API Gateway waits for an integration before it answers 504 itself. */
  readonly integrationTimeoutSeconds?: number;
  /** The largest serialized Lambda result; a bigger one fails the invocation (502). */
  readonly maxResponseBytes?: number;
  /** Each group's Lambda timeout and memory, as CDK gives them. */
  readonly groupLimit?: (group: Group) => FunctionLimit;
  /** The group's handler (default: functions/groups/<group>/index.ts, as its Lambda bundles it). */
  readonly handlerOf?: (group: Group) => Promise<LambdaHandler>;
}

export const GATEWAY_DEFAULTS = {
  integrationTimeoutSeconds: API_INTEGRATION_TIMEOUT_SECONDS,
  maxResponseBytes: LAMBDA_PAYLOAD_BYTES,
  groupLimit,
  handlerOf: (group: Group) => groupHandler(group),
} satisfies Required<GatewayOptions>;

interface CompiledRoute {
  def: RouteDef;
  group: Group;
  regex: RegExp;
  names: string[];
}

function compile([id, def]: [string, RouteDef]): CompiledRoute {
  const names: string[] = [];
  const pattern = def.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\+?\}/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { def, group: groupOf(id), regex: new RegExp(`^${pattern}/?$`), names };
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
const compiled = Object.entries(routes as Record<string, RouteDef>)
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

export function matchRoute(method: string, path: string): { def: RouteDef; group: Group; params: Record<string, string> } | null {
  for (const r of compiled) {
    if (r.def.method !== method) continue;
    const m = r.regex.exec(path);
    if (m)
      return { def: r.def, group: r.group, params: Object.fromEntries(r.names.map((n, i) => [n, decodeSegment(m[i + 1]!)])) };
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

function lambdaContext(name: string, limit: FunctionLimit): Context {
  const deadline = Date.now() + limit.timeoutSeconds * 1000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${name}`,
    memoryLimitInMB: String(limit.memoryMb),
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

/**
 * API Gateway's own 5xx answers (integration timeout 504, Lambda failure 502, authorizer failure
 * 500). The stack's DEFAULT_5XX gateway response (infra/constructs/api.ts) gives them all this body
 * in place of API Gateway's stock `{"message": "Endpoint request timed out"}` / `"Internal server error"`.
 */
export function sendGatewayError(res: http.ServerResponse, status: number): void {
  send(res, status, JSON.stringify({ message: serverMessage(DEFAULT_LOCALE, 'errors.server') }), { 'Cache-Control': 'no-store' });
}

/** An invocation API Gateway could not use: the status it answers and, for the log, why. */
export class IntegrationError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Calls one Lambda as API Gateway would: cut at the integration timeout (504) or the function's own
 * timeout when shorter (the function fails: 502), refused when its serialized result exceeds
 * Lambda's 6 MB (502), with a warning when memory grew past what CDK gives the function.
 */
export async function invokeLimited(
  name: string,
  handler: LambdaHandler,
  event: unknown,
  limit: FunctionLimit,
  options: { integrationTimeoutSeconds: number; maxResponseBytes: number; log: (line: string) => void },
): Promise<unknown> {
  const lambdaCuts = limit.timeoutSeconds < options.integrationTimeoutSeconds;
  const seconds = Math.min(limit.timeoutSeconds, options.integrationTimeoutSeconds);
  const memory = watchMemory();
  try {
    const result = await withDeadline(handler(event, lambdaContext(name, limit)), seconds * 1000, () =>
      lambdaCuts
        ? new IntegrationError(502, `${name} timed out after its Lambda timeout of ${seconds} s`)
        : new IntegrationError(504, `${name} ran past API Gateway's integration timeout of ${seconds} s`),
    );
    const bytes = jsonBytes(result);
    if (bytes > options.maxResponseBytes)
      throw new IntegrationError(
        502,
        `${name} answered ${bytes} bytes, more than Lambda's ${options.maxResponseBytes}-byte response limit`,
      );
    return result;
  } finally {
    const warning = memoryWarning(name, memory(), limit.memoryMb);
    if (warning) options.log(warning);
  }
}

async function handle(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  log: (line: string) => void,
  options: Required<GatewayOptions>,
): Promise<void> {
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

  // What API Gateway tells the authorizer and the integration alike about the request.
  const request = {
    resource,
    path: url.pathname,
    httpMethod: method,
    headers,
    multiValueHeaders,
    queryStringParameters: hasQuery ? query : null,
    multiValueQueryStringParameters: hasQuery ? multiQuery : null,
  };

  if (matched && !isPublic(matched.def.access)) {
    // As API Gateway's UNAUTHORIZED gateway response (infra/constructs/api.ts): default locale.
    const unauthorized = JSON.stringify({ message: serverMessage(DEFAULT_LOCALE, 'errors.unauthenticated') });
    if (!headers.authorization) return send(res, 401, unauthorized);
    try {
      const result = (await invokeLimited(
        'authorizer',
        await authorizer(),
        {
          type: 'REQUEST',
          methodArn: `arn:aws:execute-api:local:000000000000:local/local/${method}${url.pathname}`,
          ...request,
          pathParameters: matched.params,
          stageVariables: null,
          requestContext,
        },
        AUTHORIZER_LIMIT,
        // No integration timeout before the authorizer: its own Lambda timeout applies.
        { ...options, integrationTimeoutSeconds: Infinity, log },
      )) as { principalId: string; context?: Record<string, unknown> };
      requestContext.authorizer = { principalId: result.principalId, ...result.context };
    } catch (error) {
      // An authorizer that fails (not one that refuses) is API Gateway's AUTHORIZER_FAILURE: 500.
      if (error instanceof IntegrationError) {
        log(`${method} ${url.pathname} → 500 (authorizer): ${error.message}`);
        return sendGatewayError(res, 500);
      }
      return send(res, 401, unauthorized);
    }
  }

  const group = matched?.group ?? FALLBACK_GROUP;
  const contentType = headers['content-type'] ?? '';
  const textual = body.length === 0 || /json|text|x-www-form-urlencoded|xml/.test(contentType);
  const event: APIGatewayProxyEvent = {
    ...request,
    pathParameters: matched ? matched.params : { proxy: url.pathname.replace(/^\/api\/?/, '') },
    stageVariables: null,
    requestContext: requestContext as unknown as APIGatewayProxyEvent['requestContext'],
    body: body.length === 0 ? null : textual ? body.toString('utf8') : body.toString('base64'),
    isBase64Encoded: !textual,
  };
  let result: APIGatewayProxyResult;
  try {
    result = (await invokeLimited(group, await options.handlerOf(group), event, options.groupLimit(group), {
      ...options,
      log,
    })) as APIGatewayProxyResult;
  } catch (error) {
    if (!(error instanceof IntegrationError)) throw error;
    log(`${method} ${url.pathname} → ${error.status} (${group}): ${error.message}`);
    return sendGatewayError(res, error.status);
  }
  const payload = result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body;
  res.writeHead(result.statusCode, Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k, String(v)])));
  res.end(payload);
  log(`${method} ${url.pathname} → ${result.statusCode} (${group}, ${Math.round(performance.now() - started)} ms)`);
}

export function startGateway(
  port: number,
  log: (line: string) => void = () => undefined,
  options: GatewayOptions = {},
): Promise<http.Server> {
  const limits = { ...GATEWAY_DEFAULTS, ...options };
  const server = http.createServer((req, res) => {
    handle(req, res, log, limits).catch((error: Error & { status?: number }) => {
      if (error.status === 413) return send(res, 413, JSON.stringify({ message: 'Payload too large' }));
      if (error instanceof MalformedPathError)
        return send(
          res,
          400,
          JSON.stringify({ message: serverMessage(localeFromAcceptLanguage(req.headers['accept-language']), 'errors.invalid') }),
        );
      log(`Gateway error: ${error.stack ?? error.message}`);
      // A Lambda crash in AWS answers 502 from API Gateway.
      sendGatewayError(res, 502);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
