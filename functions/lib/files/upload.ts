/**
 * The one upload path: the browser PUTs straight to S3 with a presigned URL (Lambda payloads stop
 * at 6 MB). The server chooses the key and signs the content type and exact size, so S3 itself
 * refuses any other file. Callers declare per use which types and how many bytes they accept.
 */
import { randomUUID } from 'node:crypto';
import { presign, s3 } from '../aws-s3';
import { env } from '../env';
import { invalid } from '../http/errors';

export const UPLOAD_URL_SECONDS = 900;

/** File extension → the content type we sign for it. */
export const CONTENT_TYPES = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  mkv: 'video/x-matroska',
  avi: 'video/x-msvideo',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  fods: 'application/vnd.oasis.opendocument.spreadsheet-flat-xml',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  eml: 'message/rfc822',
  msg: 'application/vnd.ms-outlook',
  zip: 'application/zip',
} as const;
export type Extension = keyof typeof CONTENT_TYPES;

/** What one use accepts; tickets issued under a policy serve only that policy's saves. */
export interface UploadPolicy {
  /** Key prefix, e.g. 'intranet/files': also names the policy. */
  prefix: string;
  extensions: readonly Extension[];
  maxBytes: number;
}

export const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** Keeps a readable, safe last path segment; the uuid before it makes the key unique. */
export function safeFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? 'file';
  return (
    base
      .normalize('NFKD')
      .replace(/[^\w.-]+/g, '_')
      .slice(-120) || 'file'
  );
}

export async function presignUpload(
  policy: UploadPolicy,
  file: { name: string; size: number },
  field = 'file',
  /** Where a size refusal lands, when the size is its own field. */
  sizeField = field,
): Promise<{ key: string; url: string; headers: Record<string, string> }> {
  const ext = extensionOf(file.name);
  if (!(policy.extensions as readonly string[]).includes(ext))
    throw invalid(field, 'validation.file_type', { types: policy.extensions.join(', ') });
  if (!Number.isInteger(file.size) || file.size <= 0 || file.size > policy.maxBytes)
    throw invalid(sizeField, 'validation.file_size', { max: formatBytes(policy.maxBytes) });
  const contentType = CONTENT_TYPES[ext as Extension];
  const key = `${policy.prefix}/${randomUUID()}/${safeFileName(file.name)}`;
  const { sdk } = await s3();
  const url = await presign(
    new sdk.PutObjectCommand({ Bucket: env.filesBucket(), Key: key, ContentType: contentType, ContentLength: file.size }),
    { expiresIn: UPLOAD_URL_SECONDS, signableHeaders: new Set(['content-type', 'content-length']) },
  );
  return { key, url, headers: { 'Content-Type': contentType } };
}
