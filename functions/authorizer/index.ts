/**
 * The API's Lambda REQUEST authorizer. Accepts Cognito access tokens and API-signed tokens, loads
 * the account and hands the caller to the handlers in the context. The policy allows every route:
 * API Gateway caches it per token, and each handler checks the route's roles itself.
 */
import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { CALLER_CONTEXT_KEY } from '../lib/auth/caller';
import { bearerToken, resolveCaller } from '../lib/auth/resolve-caller';
import { logger } from '../lib/logger';

/** arn:aws:execute-api:region:account:apiId/stage/METHOD/path → arn:...:apiId/stage/* */
export function wildcardArn(methodArn: string): string {
  const [prefix = '', stage = '*'] = methodArn.split('/');
  return `${prefix}/${stage}/*`;
}

export async function handler(event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> {
  const headers = event.headers ?? {};
  const token = bearerToken(headers.Authorization ?? headers.authorization);
  const caller = token ? await resolveCaller(token) : null;
  if (!caller) {
    logger.info('Rejected token', { path: event.path });
    // API Gateway turns exactly this message into a 401.
    throw new Error('Unauthorized');
  }
  return {
    principalId: String(caller.accountId),
    policyDocument: {
      Version: '2012-10-17',
      Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: wildcardArn(event.methodArn) }],
    },
    context: { [CALLER_CONTEXT_KEY]: JSON.stringify(caller) },
  };
}
