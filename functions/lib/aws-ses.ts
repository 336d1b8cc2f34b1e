/** The SES v1 client (the local mail capture speaks it too), loaded on first use (see aws.ts). */
import { env } from './env';
import { once } from '../../shared/once';

export const ses = /* @__PURE__ */ once(async () => {
  const sdk = await import('@aws-sdk/client-ses');
  return { sdk, client: new sdk.SESClient({ region: env.region(), endpoint: env.endpoint('SES') }) };
});
