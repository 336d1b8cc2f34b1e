/**
 * The S3 client and the presigner, loaded on first use (see aws.ts): `const { sdk, client } = await
 * s3()`, commands from `sdk`, so no static import puts the S3 SDK in a group's cold start.
 */
import type { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { env } from './env';
import { once } from '../../shared/once';

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

/** A presigned URL for an S3 command. */
export async function presign(
  command: GetObjectCommand | PutObjectCommand,
  options: Parameters<typeof getSignedUrl>[2],
): Promise<string> {
  const [{ client }, presigner] = await Promise.all([s3(), import('@aws-sdk/s3-request-presigner')]);
  return presigner.getSignedUrl(client, command, options);
}
