/**
 * The one download path: the API answers `{ url }`, a short-lived presigned GET that carries the
 * file name and inline/attachment disposition. Keys come from our own records, never the client.
 */
import type { FileUrl } from '../../../shared/api/file-url';
import { presign, s3 } from '../aws-s3';
import { env } from '../env';

export const DOWNLOAD_URL_SECONDS = 300;

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name. */
export function contentDisposition(fileName: string, disposition: 'inline' | 'attachment'): string {
  const ascii =
    fileName
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'file';
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export async function downloadUrl(opts: {
  key: string;
  fileName: string;
  disposition?: 'inline' | 'attachment';
  contentType?: string;
  bucket?: string;
}): Promise<FileUrl> {
  const { sdk } = await s3();
  const command = new sdk.GetObjectCommand({
    Bucket: opts.bucket ?? env.filesBucket(),
    Key: opts.key,
    ResponseContentDisposition: contentDisposition(opts.fileName, opts.disposition ?? 'attachment'),
    ...(opts.contentType ? { ResponseContentType: opts.contentType } : {}),
  });
  return { url: await presign(command, { expiresIn: DOWNLOAD_URL_SECONDS }) };
}
