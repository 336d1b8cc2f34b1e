/**
 * The DynamoDB client, created once per Lambda container, pointed at the local stand-in when
 * configured. It loads with the bundle: every route uses it. The other AWS SDKs load on first use,
 * each from its own module (aws-s3.ts, aws-ses.ts, aws-cognito.ts, aws-sfn.ts): esbuild emits a
 * dynamic import's chunk even when the code calling it is dropped, and the SDK files it shares with
 * DynamoDB then move into the chunks every cold start reads (measured: +19 KiB for a group that
 * calls none of them, when all four loaders sat here).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from './env';
import { once } from '../../shared/once';

export const dynamo = /* @__PURE__ */ once(() => {
  const client = new DynamoDBClient({ region: env.region(), endpoint: env.endpoint('DYNAMODB') });
  // The SDK's logger middleware copies every input and output through its sensitive-data filter even
  // with its no-op logger (no logger is given here): a tenth of the ERP loader's CPU (profiled 28/11).
  client.middlewareStack.remove('loggerMiddleware');
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
});
