/**
 * API-level set-up for browser tests: calls a route by name with the signed-in page's own token
 * (what the SPA keeps in localStorage), so a test prepares its data in one request instead of
 * clicking through screens that other tests already cover.
 */
import type { Page } from '@playwright/test';
import { routeRequest, type CallAnswer, type CallInput, type RouteId } from '../../../shared/api/call';

export function apiUrl(): string {
  const url = process.env.E2E_API_URL;
  if (!url) throw new Error('E2E_API_URL is not set: run through playwright.config.ts');
  return url;
}

/** The stand-in's API base without its /api suffix (route paths start at /api). */
const origin = () => apiUrl().replace(/\/api\/?$/, '');

/** Calls a route as the account signed in on `page`; throws on anything but 2xx. */
export async function apiCall<K extends RouteId>(
  page: Page,
  name: K,
  input: CallInput<K>,
  headers: Record<string, string> = {},
): Promise<CallAnswer<K>> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const request = routeRequest(name, input);
  const res = await fetch(origin() + request.url, {
    method: request.method,
    headers: {
      ...(token && !request.public ? { Authorization: `Bearer ${token}` } : {}),
      ...(request.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: request.body !== undefined ? JSON.stringify(request.body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${name}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : null) as CallAnswer<K>;
}
