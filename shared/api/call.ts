/**
 * Calling a route by its name: what the caller passes (path params, query, body) and gets back
 * (the route's declared answer), and the request it makes. The one typed client of the web
 * (web/src/lib/http/api.ts) and of the integration tests (tests/integration/support/api.ts) are
 * built on it. Run-time code here reads route-paths.ts only, never the schemas: no zod in the web.
 */
import type { AnswerOf, BodyInputOf, BodyOf, HttpMethod, PathParamsOf, QueryInputOf } from './route';
import { ROUTE_PATHS } from './route-paths';
import { toQueryString } from './query-string';
import type { RouteId, Routes } from './routes';

export type { RouteId };

type Present<K extends string, T> = [T] extends [undefined] ? { [_ in K]?: undefined } : { [_ in K]: T };
type Optional<K extends string, T> = [T] extends [undefined] ? { [_ in K]?: undefined } : { [_ in K]?: T };

/** `{ params, query, body }` as the route declares them; keys a route has no schema for are left out. */
export type CallInput<K extends RouteId> = Present<'params', PathParamsOf<(typeof ROUTE_PATHS)[K]['path']>> &
  Optional<'query', QueryInputOf<Routes[K]>> &
  Present<'body', BodyInputOf<Routes[K]>>;

/** A body as the server receives it once validated (defaults filled in): the values of a form. */
export type ValidBody<K extends RouteId> = BodyOf<Routes[K]>;

/** What the route answers on success (null for a 204, e.g. every delete). */
export type CallAnswer<K extends RouteId> = AnswerOf<Routes[K]>;

/** Whether a route can be called with no input at all (then the input argument is optional). */
export type NeedsInput<K extends RouteId> = object extends CallInput<K> ? false : true;

export interface RouteRequest {
  method: HttpMethod;
  /** From /api on, params filled in and encoded, query string appended. */
  url: string;
  body: unknown;
  /** Public routes are called without a token. */
  public: boolean;
}

/** '/api/acl/guests/{id}' with { id: 7 } → '/api/acl/guests/7'. A missing param is a programming error. */
export function routePath(name: RouteId, params?: Record<string, string | number>): string {
  return ROUTE_PATHS[name].path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined) throw new Error(`${name}: path parameter ${key} is missing`);
    return encodeURIComponent(String(value));
  });
}

export function routeRequest<K extends RouteId>(name: K, input?: CallInput<K>): RouteRequest {
  const route: { method: HttpMethod; path: string; public?: true } = ROUTE_PATHS[name];
  const { params, query, body } = (input ?? {}) as { params?: Record<string, string | number>; query?: object; body?: unknown };
  return {
    method: route.method,
    url: routePath(name, params) + toQueryString(query as Record<string, unknown> | undefined),
    body,
    public: route.public === true,
  };
}
