/**
 * API-level set-up for browser tests: the typed route table's calls (shared/api/call) made with a
 * demo account's token from the stand-in's Cognito, so a test prepares its data in milliseconds
 * instead of clicking through other screens.
 */
import { routeRequest, type CallAnswer, type CallInput, type RouteId } from '../../../shared/api/call';
import { accounts } from './fixtures';

interface RuntimeConfig {
  userPoolClientId: string;
  cognitoEndpoint: string;
}

let config: Promise<RuntimeConfig> | undefined;
const tokens = new Map<string, Promise<string>>();

const webUrl = () => {
  const url = process.env.E2E_WEB_URL;
  if (!url) throw new Error('E2E_WEB_URL is not set');
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

/** Calls a route by name as a demo account; a non-2xx answer throws with its body. */
export async function apiCall<K extends RouteId>(who: string, name: K, input?: CallInput<K>): Promise<CallAnswer<K>> {
  const request = routeRequest(name, input);
  const res = await fetch(`${webUrl()}${request.url}`, {
    method: request.method,
    headers: {
      Authorization: `Bearer ${await tokenOf(who)}`,
      'Accept-Language': 'ca',
      ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${name}: HTTP ${res.status} ${text}`);
  return (text ? JSON.parse(text) : null) as CallAnswer<K>;
}
