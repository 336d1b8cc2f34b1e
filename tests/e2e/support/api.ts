/**
 * API-level set-up for browser tests: the typed route table's calls (shared/api/call), so a test
 * prepares its data in one request instead of clicking through screens other tests already cover.
 * The caller is either a signed-in page (its own token, what the SPA keeps in localStorage) or a
 * demo account by persona or login (a token from the stand-in's Cognito).
 */
import type { Page } from '@playwright/test';
import { routeRequest, type CallAnswer, type CallInput, type NeedsInput, type RouteId } from '../../../shared/api/call';
import { accounts } from './fixtures';

interface RuntimeConfig {
  userPoolClientId: string;
  cognitoEndpoint: string;
}

let config: Promise<RuntimeConfig> | undefined;
const tokens = new Map<string, Promise<string>>();

export const webUrl = (): string => {
  const url = process.env.E2E_WEB_URL;
  if (!url) throw new Error('E2E_WEB_URL is not set: run through playwright.config.ts');
  return url;
};

/** An access token of a demo account (by persona or login), from the stand-in's Cognito. */
export function tokenOf(who: string): Promise<string> {
  const account = accounts().find((a) => a.persona === who || a.login === who);
  if (!account) throw new Error(`No demo account ${who}`);
  let token = tokens.get(account.login);
  if (!token) {
    config ??= fetch(`${webUrl()}/config.json`).then((r) => r.json() as Promise<RuntimeConfig>);
    token = config.then(async (c) => {
      const res = await fetch(c.cognitoEndpoint, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-amz-json-1.1',
          'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth',
        },
        body: JSON.stringify({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: c.userPoolClientId,
          AuthParameters: { USERNAME: account.login, PASSWORD: account.password },
        }),
      });
      const body = (await res.json()) as { AuthenticationResult?: { AccessToken: string } };
      if (!body.AuthenticationResult) throw new Error(`Cognito sign-in of ${account.login}: ${JSON.stringify(body)}`);
      return body.AuthenticationResult.AccessToken;
    });
    tokens.set(account.login, token);
  }
  return token;
}

/** A non-2xx answer: its status and body, for tests that expect a refusal. */
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

const tokenFor = async (who: Page | string): Promise<string | null> =>
  typeof who === 'string' ? tokenOf(who) : who.evaluate(() => localStorage.getItem('token'));

/**
 * Calls a route by name as `who` (a signed-in page, or a demo persona or login); a non-2xx answer
 * throws an ApiCallError.
 */
export async function apiCall<K extends RouteId>(who: Page | string, name: K, ...[input]: Args<K>): Promise<CallAnswer<K>> {
  const request = routeRequest(name, input);
  const token = request.public ? null : await tokenFor(who);
  if (!request.public && !token) throw new Error(`apiCall(${name}): nobody is signed in on this page`);
  const res = await fetch(`${webUrl()}${request.url}`, {
    method: request.method,
    headers: {
      'Accept-Language': 'ca',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  const text = await res.text();
  const body: unknown = text ? JSON.parse(text) : null;
  if (!res.ok) throw new ApiCallError(res.status, body, name);
  return body as CallAnswer<K>;
}
