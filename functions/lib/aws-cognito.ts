/** The Cognito user pool client, loaded on first use (see aws.ts). */
import { env } from './env';
import { once } from '../../shared/once';

export const cognito = /* @__PURE__ */ once(async () => {
  const sdk = await import('@aws-sdk/client-cognito-identity-provider');
  return { sdk, client: new sdk.CognitoIdentityProviderClient({ region: env.region(), endpoint: env.endpoint('COGNITO') }) };
});
