/**
 * Builds the Lambda handler of an endpoint group from its routes and one function per route.
 *
 * Every request goes through the same stack: header normalisation, JSON and form bodies,
 * structured logging, the caller from the authorizer context, the route's role check, zod
 * validation of params, query and body, and one error contract (see errors.ts).
 */
import middy from '@middy/core';
import httpRouterHandler, { type Route } from '@middy/http-router';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import httpUrlEncodeBodyParser from '@middy/http-urlencode-body-parser';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { localeFromAcceptLanguage, type Locale } from '../../../shared/i18n/locale';
import { serverMessage } from '../../../shared/i18n/server-messages';
import {
  isPublic,
  rolesAllow,
  type AnswerOf,
  type BodyOf,
  type IsPublic,
  type ParamsOf,
  type QueryOf,
  type RouteDef,
} from '../../../shared/api/route';
import { CALLER_CONTEXT_KEY, type Caller } from '../auth/caller';
import { logger } from '../logger';
import { forbidden, HttpError, unauthenticated } from './errors';
import { parseQuery, queryPairs } from './query';
import { parseAll } from './validation';

export interface Request<R> {
  params: ParamsOf<R>;
  query: QueryOf<R>;
  body: BodyOf<R>;
  /** null only on public routes. */
  caller: IsPublic<R> extends true ? Caller | null : Caller;
  locale: Locale;
  event: APIGatewayProxyEvent;
}

/** A non-default answer: another status, headers, or no body. */
export class Reply<T = unknown> {
  constructor(
    readonly status: number,
    readonly body?: T,
    readonly headers: Record<string, string> = {},
    /** The body is sent as it is (a string with its own Content-Type), not as JSON. */
    readonly raw = false,
  ) {}
}
export const reply = <T>(status: number, body: T, headers?: Record<string, string>) => new Reply<T>(status, body, headers);
/** The one answer of a delete (docs/spec-decisions.md): 204, no body; clients receive null. */
export const noContent = () => new Reply<null>(204);
/** A non-JSON answer, e.g. an HTML page: `headers` must carry its Content-Type. */
export const rawReply = (status: number, body: string, headers: Record<string, string>) =>
  new Reply<string>(status, body, headers, true);

/** A route's handler: it must give the route's declared answer (AnswerOf), as it is or in a Reply. */
export type RouteHandler<R> = (req: Request<R>) => Promise<AnswerOf<R> | Reply<AnswerOf<R>>>;
export type HandlersFor<T extends Record<string, RouteDef>> = { [K in keyof T]: RouteHandler<T[K]> };

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };

function json(status: number, body: unknown, headers: Record<string, string> = {}): APIGatewayProxyResult {
  return { statusCode: status, headers: { ...JSON_HEADERS, ...headers }, body: body === undefined ? '' : JSON.stringify(body) };
}

function callerOf(event: APIGatewayProxyEvent): Caller | null {
  const raw = event.requestContext?.authorizer?.[CALLER_CONTEXT_KEY];
  if (typeof raw !== 'string') return null;
  // Set by our own authorizer (never by the client: API Gateway overwrites requestContext).
  return JSON.parse(raw) as Caller;
}

function bodyOf(event: APIGatewayProxyEvent): unknown {
  const body = event.body as unknown;
  if (body === null || body === undefined || body === '') return {};
  if (typeof body === 'string') throw new HttpError(422, 'errors.invalid', {}, { body: [{ key: 'validation.body' }] });
  return body;
}

function routeEntry(def: RouteDef, handler: RouteHandler<RouteDef>): Route<APIGatewayProxyEvent, APIGatewayProxyResult> {
  return {
    method: def.method,
    path: def.path,
    handler: async (event: APIGatewayProxyEvent) => {
      const caller = callerOf(event);
      if (!isPublic(def.access)) {
        if (!caller) throw unauthenticated();
        if (!rolesAllow(def.access, caller.roleIds)) throw forbidden();
      }
      const locale = localeFromAcceptLanguage(event.headers?.['accept-language']);
      const [params, query, body] = parseAll([
        [def.params, event.pathParameters ?? {}],
        [def.query, def.query ? await parseQuery(queryPairs(event)) : undefined],
        [def.body, def.body ? bodyOf(event) : undefined],
      ] as const);
      const req = {
        params,
        query,
        body,
        caller,
        locale,
        event,
      } as Request<RouteDef>;
      const result = await handler(req);
      if (result instanceof Reply && result.raw)
        return { statusCode: result.status, headers: result.headers, body: String(result.body ?? '') };
      if (result instanceof Reply) return json(result.status, result.body, result.headers);
      return json(200, result);
    },
  };
}

/** Maps any thrown error to the contract. Unknown errors are logged and answered generically. */
function errorAnswer(error: unknown, event: APIGatewayProxyEvent): APIGatewayProxyResult {
  const locale = localeFromAcceptLanguage(event.headers?.['accept-language']);
  if (error instanceof HttpError) {
    const body: Record<string, unknown> = { ...error.extra, message: serverMessage(locale, error.messageKey, error.vars) };
    if (error.fields) {
      body.errors = Object.fromEntries(
        Object.entries(error.fields).map(([field, msgs]) => [field, msgs.map((m) => serverMessage(locale, m.key, m.vars))]),
      );
      // Laravel-style: the first field message doubles as the headline.
      const first = Object.values(body.errors as Record<string, string[]>)[0]?.[0];
      if (error.status === 422 && first) body.message = first;
    }
    return json(error.status, body, error.headers);
  }
  const status = (error as { statusCode?: number })?.statusCode;
  if (status === 404) {
    return json(404, {
      message: serverMessage(locale, 'errors.route_not_found', { method: event.httpMethod, path: event.path }),
    });
  }
  if (status === 415 || status === 422) {
    const message = serverMessage(locale, 'validation.body');
    return json(422, { message, errors: { body: [message] } });
  }
  if (status === 413) return json(413, { message: serverMessage(locale, 'errors.payload_too_large', { max: '6 MB' }) });
  logger.error('Unhandled error', { error: error as Error, path: event.path, method: event.httpMethod });
  return json(500, { message: serverMessage(locale, 'errors.server') });
}

export function groupHandler<T extends Record<string, RouteDef>>(routes: T, handlers: HandlersFor<T>) {
  const table = Object.entries(routes).map(([id, def]) => routeEntry(def, handlers[id as keyof T] as RouteHandler<RouteDef>));
  return middy<APIGatewayProxyEvent, APIGatewayProxyResult>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(httpHeaderNormalizer())
    .use(httpJsonBodyParser({ disableContentTypeError: true }))
    .use(httpUrlEncodeBodyParser({ disableContentTypeError: true }))
    .use({
      onError: async (request) => {
        request.response = errorAnswer(request.error, request.event);
      },
    })
    .handler(httpRouterHandler(table) as never);
}
