/** The Step Functions client (locally the stand-in's runner at SFN_ENDPOINT), loaded on first use (see aws.ts). */
import { env } from './env';
import { once } from '../../shared/once';

export const sfn = /* @__PURE__ */ once(async () => {
  const sdk = await import('@aws-sdk/client-sfn');
  return { sdk, client: new sdk.SFNClient({ region: env.region(), endpoint: env.endpoint('SFN') }) };
});
