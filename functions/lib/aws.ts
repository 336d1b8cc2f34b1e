/**
 * AWS SDK clients, created once per Lambda container, pointed at local stand-ins when configured.
 * DynamoDB loads with the bundle (every route uses it). The others load on first use, client and
 * commands together (`const { sdk, client } = await s3()`): most routes of a group never call them,
 * and a static import would put each SDK in every cold start of the group (bench:lambda). ESLint
 * forbids value imports of these packages elsewhere in functions/.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { env } from './env';
import { once } from './once';

export const dynamo = /* @__PURE__ */ once(() =>
  DynamoDBDocumentClient.from(new DynamoDBClient({ region: env.region(), endpoint: env.endpoint('DYNAMODB') }), {
    marshallOptions: { removeUndefinedValues: true },
  }),
);

export const s3 = /* @__PURE__ */ once(async () => {
  const sdk = await import('@aws-sdk/client-s3');
  const endpoint = env.endpoint('S3');
  const client = new sdk.S3Client({
    region: env.region(),
    endpoint,
    // The S3 emulator needs path-style addressing and no default checksums.
    ...(endpoint ? { forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED' as const } : {}),
  });
  return { sdk, client };
});

/** A presigned URL for an S3 command (the presigner, too, loads on first use). */
export async function presign(
  command: GetObjectCommand | PutObjectCommand,
  options: Parameters<typeof getSignedUrl>[2],
): Promise<string> {
  const [{ client }, presigner] = await Promise.all([s3(), import('@aws-sdk/s3-request-presigner')]);
  return presigner.getSignedUrl(client, command, options);
}

export const cognito = /* @__PURE__ */ once(async () => {
  const sdk = await import('@aws-sdk/client-cognito-identity-provider');
  return { sdk, client: new sdk.CognitoIdentityProviderClient({ region: env.region(), endpoint: env.endpoint('COGNITO') }) };
});

/** SES v1 (the local mail capture speaks it too). */
export const ses = /* @__PURE__ */ once(async () => {
  const sdk = await import('@aws-sdk/client-ses');
  return { sdk, client: new sdk.SESClient({ region: env.region(), endpoint: env.endpoint('SES') }) };
});

/** Step Functions (locally the stand-in's runner at SFN_ENDPOINT). */
export const sfn = /* @__PURE__ */ once(async () => {
  const sdk = await import('@aws-sdk/client-sfn');
  return { sdk, client: new sdk.SFNClient({ region: env.region(), endpoint: env.endpoint('SFN') }) };
});
