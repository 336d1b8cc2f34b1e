/** Calls the stand-in's API by route name, as a demo persona with a real Cognito token. */
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { routeRequest, type CallInput, type RouteId } from '../../shared/api/call';
import type { StartedStack } from '../../infra/local/stack';

export interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- each route's own shape, read by the caller
  ms: number;
  bytes: number;
}

export function apiClient(stack: StartedStack) {
  const tokens = new Map<string, Promise<string>>();
  const cognito = new CognitoIdentityProviderClient({
    region: stack.cognito.region,
    endpoint: stack.urls.cognito,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const token = (persona: string) => {
    let t = tokens.get(persona);
    if (!t) {
      const account = stack.accounts.find((a) => a.persona === persona);
      if (!account) throw new Error(`No demo persona ${persona}`);
      t = cognito
        .send(
          new InitiateAuthCommand({
            AuthFlow: 'USER_PASSWORD_AUTH',
            ClientId: stack.cognito.userPoolClientId,
            AuthParameters: { USERNAME: account.login, PASSWORD: account.password },
          }),
        )
        .then((r) => r.AuthenticationResult!.AccessToken!);
      tokens.set(persona, t);
    }
    return t;
  };
  const base = stack.urls.api.replace(/\/api$/, '');
  return {
    async call<K extends RouteId>(name: K, input: CallInput<K> | undefined, persona = 'internal-admin'): Promise<Answer> {
      const request = routeRequest(name, input);
      const headers: Record<string, string> = { Authorization: `Bearer ${await token(persona)}`, 'Accept-Language': 'ca' };
      if (request.body !== undefined) headers['Content-Type'] = 'application/json';
      const started = performance.now();
      const send = () =>
        fetch(`${base}${request.url}`, {
          method: request.method,
          headers,
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
        });
      // A loaded machine sometimes drops a connection: a read (GET) is asked again, twice at most.
      let res: Response | undefined;
      for (let attempt = 0; !res; attempt++)
        try {
          res = await send();
        } catch (e) {
          if (request.method !== 'GET' || attempt >= 2) throw e;
          await new Promise((r) => setTimeout(r, 1000));
        }
      const text = await res.text();
      const ms = performance.now() - started;
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        /* not JSON: kept as text */
      }
      return { status: res.status, body, ms, bytes: Buffer.byteLength(text) };
    },
  };
}

export type ApiClient = ReturnType<typeof apiClient>;
