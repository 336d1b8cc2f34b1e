/**
 * Generated files handed to the browser (spreadsheets, letters): written under `exports/`, a
 * prefix a lifecycle rule can expire after a few days, then answered through the download path.
 */
import { randomUUID } from 'node:crypto';
import { s3 } from '../aws-s3';
import { env } from '../env';
import { downloadUrl } from './download';
import { safeFileName } from './upload';

export const EXPORTS_PREFIX = 'exports';

export async function exportFile(opts: {
  /** e.g. 'laboratory-statistics/2001' */
  folder: string;
  fileName: string;
  body: Uint8Array;
  contentType: string;
  disposition?: 'inline' | 'attachment';
}): Promise<{ url: string; key: string }> {
  const key = `${EXPORTS_PREFIX}/${opts.folder}/${randomUUID()}/${safeFileName(opts.fileName)}`;
  const { sdk, client } = await s3();
  await client.send(
    new sdk.PutObjectCommand({ Bucket: env.filesBucket(), Key: key, Body: opts.body, ContentType: opts.contentType }),
  );
  const { url } = await downloadUrl({
    key,
    fileName: opts.fileName,
    disposition: opts.disposition ?? 'attachment',
    contentType: opts.contentType,
  });
  return { url, key };
}
