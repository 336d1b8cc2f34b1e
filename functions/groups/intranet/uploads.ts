/**
 * Intranet uploads, in two steps. 1: POST /api/intranet/uploads answers a presigned PUT to a key
 * the server chose and an opaque upload id, recorded with the caller, name and size. 2: the
 * directory or file save names that upload id; the server checks it belongs to the caller, is
 * unused, and that the object is really in the bucket with the declared size, then uses it once.
 */
import { randomUUID } from 'node:crypto';
import { DeleteObjectsCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import type { EntityItem } from 'electrodb';
import type { intranetRoutes } from '../../../shared/api/routes/intranet';
import {
  INTRANET_FILE_EXTENSIONS,
  INTRANET_IMAGE_EXTENSIONS,
  INTRANET_MAX_FILE_BYTES,
  INTRANET_MAX_IMAGE_BYTES,
} from '../../../shared/portal/intranet';
import type { Caller } from '../../lib/auth/caller';
import { s3 } from '../../lib/aws';
import { IntranetUpload } from '../../lib/data/entities/intranet-upload';
import { env } from '../../lib/env';
import { extensionOf, presignUpload, UPLOAD_URL_SECONDS, type UploadPolicy } from '../../lib/files/upload';
import { invalid } from '../../lib/http/errors';
import type { Request } from '../../lib/http/group-handler';
import { logger } from '../../lib/logger';

export type UploadItem = EntityItem<ReturnType<typeof IntranetUpload>>;

export const FILE_POLICY: UploadPolicy = {
  prefix: 'intranet/files',
  extensions: INTRANET_FILE_EXTENSIONS,
  maxBytes: INTRANET_MAX_FILE_BYTES,
};
export const IMAGE_POLICY: UploadPolicy = {
  prefix: 'intranet/images',
  extensions: INTRANET_IMAGE_EXTENSIONS,
  maxBytes: INTRANET_MAX_IMAGE_BYTES,
};

/** An unused upload is forgotten after a day (table TTL). */
const UPLOAD_TTL_SECONDS = 24 * 3600;

export const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;

export async function startUpload({ body, caller }: Request<(typeof intranetRoutes)['intranet.uploads']>) {
  const policy = body.purpose === 'image' ? IMAGE_POLICY : FILE_POLICY;
  const extension = extensionOf(body.file_name);
  if (!(policy.extensions as readonly string[]).includes(extension))
    throw invalid('file_name', 'validation.file_type', { types: policy.extensions.join(', ') });
  if (body.size > policy.maxBytes) throw invalid('size', 'validation.file_size', { max: formatBytes(policy.maxBytes) });
  const signed = await presignUpload(policy, { name: body.file_name, size: body.size }, 'file_name');
  const uploadId = randomUUID();
  await IntranetUpload()
    .put({
      uploadId,
      accountId: caller.accountId,
      purpose: body.purpose,
      key: signed.key,
      fileName: body.file_name.split(/[\\/]/).pop() ?? body.file_name,
      extension,
      size: body.size,
      expiresAt: Math.floor(Date.now() / 1000) + UPLOAD_TTL_SECONDS,
    })
    .go();
  return {
    data: { upload_id: uploadId, method: 'PUT', url: signed.url, headers: signed.headers, expires_in: UPLOAD_URL_SECONDS },
  };
}

/**
 * Checks an upload id before a save uses it: the caller's own, unused, of the right purpose, and the
 * object present with the declared size. Answers 422 on `field` otherwise.
 */
export async function checkUpload(
  uploadId: string,
  caller: Caller,
  purpose: 'file' | 'image',
  field: string,
): Promise<UploadItem> {
  const missing = () => invalid(field, 'validation.intranet_upload_missing');
  const { data: up } = await IntranetUpload().get({ uploadId }).go();
  if (!up || up.accountId !== caller.accountId || up.purpose !== purpose || up.expiresAt * 1000 < Date.now()) throw missing();
  const head = await s3()
    .send(new HeadObjectCommand({ Bucket: env.filesBucket(), Key: up.key }))
    .catch((e: Error & { $metadata?: { httpStatusCode?: number } }) => {
      if (e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404) return null;
      throw e;
    });
  if (!head || head.ContentLength !== up.size) throw missing();
  return up;
}

/** Marks checked uploads used (conditional delete: each id works once). */
export async function consumeUploads(uploads: { up: UploadItem; field: string }[]): Promise<void> {
  for (const { up, field } of uploads) {
    try {
      await IntranetUpload()
        .delete({ uploadId: up.uploadId })
        .where((a, op) => op.exists(a.uploadId))
        .go();
    } catch (e) {
      if ((e as Error).message?.includes('conditional request failed'))
        throw invalid(field, 'validation.intranet_upload_missing');
      throw e;
    }
  }
}

/** Deletes objects (a delete marker in the versioned bucket: they stay recoverable). Never throws. */
export async function deleteObjects(keys: (string | undefined | null)[]): Promise<void> {
  const list = [...new Set(keys.filter((k): k is string => !!k))];
  for (let i = 0; i < list.length; i += 1000) {
    const chunk = list.slice(i, i + 1000);
    try {
      await s3().send(
        new DeleteObjectsCommand({
          Bucket: env.filesBucket(),
          Delete: { Objects: chunk.map((Key) => ({ Key })), Quiet: true },
        }),
      );
    } catch (error) {
      // The records are gone already; an object left behind is only storage.
      logger.warn('Could not delete intranet objects', { error: error as Error, keys: chunk.length });
    }
  }
}
