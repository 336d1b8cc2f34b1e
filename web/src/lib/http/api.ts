/**
 * The one typed API client: `api.call('acl.guests.show', { params: { id } })`. Route names, paths,
 * inputs and answers come from the route table (shared/api/routes); the requests go through the
 * http client underneath (token, Accept-Language, 401/404/422/429 handling).
 */
import {
  routePath,
  routeRequest,
  type CallAnswer,
  type CallInput,
  type NeedsInput,
  type RouteId,
  type ValidBody,
} from '../../../../shared/api/call';
import type { HttpClient, RequestOptions } from './client';

export type { CallAnswer, CallInput, RouteId, ValidBody };

/** Per-call options of the http client: abort signal, statuses handled by the caller, extra headers. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'handle' | 'headers'>;

type CallArgs<K extends RouteId> =
  NeedsInput<K> extends true ? [input: CallInput<K> & CallOptions] : [input?: CallInput<K> & CallOptions];

/** The table's paths start at /api; the http client's base URL already ends there. */
const API_PREFIX = '/api';
const relative = (url: string) => url.slice(API_PREFIX.length);

export function createApi(client: HttpClient) {
  return {
    call<K extends RouteId>(name: K, ...[input]: CallArgs<K>): Promise<CallAnswer<K>> {
      const request = routeRequest(name, input);
      const { signal, handle, headers } = (input ?? {}) as CallOptions;
      return client.request<CallAnswer<K>>(relative(request.url), {
        method: request.method,
        body: request.body,
        auth: !request.public,
        signal,
        handle,
        headers,
      });
    },
    /** A route's path relative to the API base, for calls that are not JSON (downloads). */
    path: (name: RouteId, params?: Record<string, string | number>) => relative(routePath(name, params)),
  };
}

export type Api = ReturnType<typeof createApi>;
