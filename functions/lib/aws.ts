/** AWS SDK clients, created once per Lambda container, pointed at local stand-ins when configured. */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { SESClient } from '@aws-sdk/client-ses';
import { env } from './env';
import { once } from './once';

export const dynamo = /* @__PURE__ */ once(() =>
  DynamoDBDocumentClient.from(new DynamoDBClient({ region: env.region(), endpoint: env.endpoint('DYNAMODB') }), {
    marshallOptions: { removeUndefinedValues: true },
  }),
);

export const s3 = /* @__PURE__ */ once(() => {
  const endpoint = env.endpoint('S3');
  return new S3Client({
    region: env.region(),
    endpoint,
    // The S3 emulator needs path-style addressing and no default checksums.
    ...(endpoint ? { forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED' as const } : {}),
  });
});

export const cognito = /* @__PURE__ */ once(
  () => new CognitoIdentityProviderClient({ region: env.region(), endpoint: env.endpoint('COGNITO') }),
);

/** SES v1 (the local mail capture speaks it too). */
export const ses = /* @__PURE__ */ once(() => new SESClient({ region: env.region(), endpoint: env.endpoint('SES') }));
