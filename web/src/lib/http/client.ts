/**
 * The one http client (spec §1, §7, §8). Every call carries the bearer token and Accept-Language.
 * Answers are handled in one place:
 * - 401: sign out and go to login;
 * - 404: an error alert `errors.found` with the server message as detail;
 * - 422 and 429: one error alert per server validation message (its field kept on the alert);
 * - any other failure: `errors.error` with the server message as detail.
 * A caller that handles a status itself lists it in `handle` (or 'all') and gets the ApiError.
 */
import type { AlertInput } from '../alerts';
import { toQueryString } from '../../../../shared/api/query-string';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  query?: Record<string, unknown>;
  /** JSON-encoded unless it is FormData, Blob or a string. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Statuses the caller handles itself: no global alert or sign-out for them. */
  handle?: readonly number[] | 'all';
  /** Send the bearer token (default true). */
  auth?: boolean;
}

export interface ErrorBody {
  message?: string;
  errors?: Record<string, string[] | string>;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: ErrorBody | null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Field → messages of a 422/429 answer. */
  get fieldErrors(): Record<string, string[]> {
    const out: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(this.body?.errors ?? {})) {
      out[field] = Array.isArray(messages) ? messages : [String(messages)];
    }
    return out;
  }
}

/** Status 0: the request never got an answer (offline, DNS, CORS, server down). */
export const NETWORK_ERROR = 0;

export interface HttpHooks {
  baseUrl: () => string;
  token: () => string | null;
  /** Called before each authenticated call: refresh an access token about to expire. */
  beforeRequest?: () => Promise<void>;
  locale: () => string;
  translate: (key: string) => string;
  notify: (alert: AlertInput) => void;
  onUnauthorized: () => void;
  fetch?: typeof fetch;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function createHttpClient(hooks: HttpHooks) {
  function handled(options: RequestOptions, status: number): boolean {
    return options.handle === 'all' || (options.handle?.includes(status) ?? false);
  }

  function globalHandling(error: ApiError) {
    const { translate: t, notify } = hooks;
    if (error.status === 401) return hooks.onUnauthorized();
    if (error.status === 404) return notify({ type: 'error', msg: t('errors.found'), details: error.message });
    if (error.status === 422 || error.status === 429) {
      const fields = Object.entries(error.fieldErrors);
      if (fields.length === 0) return notify({ type: 'error', msg: error.message || t('errors.error') });
      for (const [field, messages] of fields) for (const msg of messages) notify({ type: 'error', msg, field });
      return;
    }
    if (error.status === NETWORK_ERROR) return notify({ type: 'error', msg: t('errors.error'), details: t('errors.network') });
    return notify({ type: 'error', msg: t('errors.error'), details: error.message });
  }

  async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
    const auth = options.auth ?? true;
    if (auth && hooks.beforeRequest) await hooks.beforeRequest();
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': hooks.locale(),
      ...options.headers,
    };
    const token = auth ? hooks.token() : null;
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (options.body !== undefined) {
      if (options.body instanceof FormData || options.body instanceof Blob || typeof options.body === 'string') {
        body = options.body;
      } else {
        body = JSON.stringify(options.body);
        headers['Content-Type'] = 'application/json';
      }
    }
    const url = `${hooks.baseUrl()}${path}${toQueryString(options.query)}`;
    let response: Response;
    try {
      response = await (hooks.fetch ?? fetch)(url, { method: options.method ?? 'GET', headers, body, signal: options.signal });
    } catch (cause) {
      if (isAbort(cause)) throw cause;
      const error = new ApiError(NETWORK_ERROR, cause instanceof Error ? cause.message : String(cause), null);
      if (!handled(options, NETWORK_ERROR)) globalHandling(error);
      throw error;
    }
    const text = response.status === 204 ? '' : await response.text();
    let parsed: unknown = null;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    if (response.ok) return parsed as T;
    const errorBody: ErrorBody | null = parsed && typeof parsed === 'object' ? (parsed as ErrorBody) : null;
    const message = errorBody?.message ?? (typeof parsed === 'string' ? parsed : response.statusText);
    const error = new ApiError(response.status, message, errorBody);
    if (!handled(options, response.status)) globalHandling(error);
    throw error;
  }

  return {
    request,
    get: <T = unknown>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'GET' }),
    post: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'POST', body }),
    put: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'PUT', body }),
    patch: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'PATCH', body }),
    delete: <T = unknown>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'DELETE' }),
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
