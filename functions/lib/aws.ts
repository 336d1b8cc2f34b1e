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

export const dynamo = /* @__PURE__ */ once(() =>
  DynamoDBDocumentClient.from(new DynamoDBClient({ region: env.region(), endpoint: env.endpoint('DYNAMODB') }), {
    marshallOptions: { removeUndefinedValues: true },
  }),
);
