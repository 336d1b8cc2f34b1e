/**
 * API-level set-up for browser tests: calls a route by name (the same route table and types as the
 * web's client) with the token of the account signed in on a page, so a test prepares its data in
 * a request instead of a dozen clicks.
 */
import type { Page } from '@playwright/test';
import { routeRequest, type CallAnswer, type CallInput, type NeedsInput, type RouteId } from '../../../shared/api/call';

export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    name: string,
  ) {
    super(`${name} answered ${status}: ${JSON.stringify(body)}`);
  }
}

type Args<K extends RouteId> = NeedsInput<K> extends true ? [input: CallInput<K>] : [input?: CallInput<K>];

/** Calls a route as the account signed in on `page` (it must have signed in already). */
export async function callAs<K extends RouteId>(page: Page, name: K, ...[input]: Args<K>): Promise<CallAnswer<K>> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) throw new Error(`callAs(${name}): nobody is signed in on this page`);
  const request = routeRequest(name, input);
  const response = await page.request.fetch(request.url, {
    method: request.method,
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'ca', 'Content-Type': 'application/json' },
    data: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  const text = await response.text();
  const body: unknown = text ? JSON.parse(text) : null;
  if (!response.ok()) throw new ApiCallError(response.status(), body, name);
  return body as CallAnswer<K>;
}
