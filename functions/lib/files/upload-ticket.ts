/**
 * Upload tickets, in two steps, for any group. 1: a route issues a ticket (`issueUploadTicket`): a
 * presigned PUT to a key the server chose under the policy's prefix, and an opaque upload id,
 * recorded with the caller, policy, name and size. 2: the save that uses the file names that id;
 * `claimUpload` checks it is the caller's, unused, issued under the same policy, and that the object
 * is really in the bucket with the declared size; `consumeUploads` then uses it once.
 */
import { randomUUID } from 'node:crypto';
import type { UploadTicket } from '../../../shared/api/upload-ticket';
import type { Caller } from '../auth/caller';
import { s3 } from '../aws-s3';
import { getUpload, putUpload, removeUpload, type UploadItem } from '../data/entities/upload';
import { env } from '../env';
import { invalid } from '../http/errors';
import { extensionOf, presignUpload, UPLOAD_URL_SECONDS, type UploadPolicy } from './upload';

export type StoredUpload = UploadItem;

/** An unused upload is forgotten after a day (table TTL). */
const UPLOAD_TTL_SECONDS = 24 * 3600;

/** Step 1. Refuses other types and sizes with a 422 on `file_name`/`size`. */
export async function issueUploadTicket(
  policy: UploadPolicy,
  caller: Caller,
  file: { file_name: string; size: number },
): Promise<UploadTicket> {
  const signed = await presignUpload(policy, { name: file.file_name, size: file.size }, 'file_name', 'size');
  const uploadId = randomUUID();
  await putUpload({
    uploadId,
    accountId: caller.accountId,
    policy: policy.prefix,
    key: signed.key,
    fileName: file.file_name.split(/[\\/]/).pop() ?? file.file_name,
    extension: extensionOf(file.file_name),
    size: file.size,
    expiresAt: Math.floor(Date.now() / 1000) + UPLOAD_TTL_SECONDS,
  });
  return { upload_id: uploadId, method: 'PUT', url: signed.url, headers: signed.headers, expires_in: UPLOAD_URL_SECONDS };
}

/**
 * Step 2, before the save: the upload named by `uploadId` must be the caller's own, unused, issued
 * under `policy`, and its object present with the declared size. Answers 422 on `field` otherwise.
 */
export async function claimUpload(uploadId: string, caller: Caller, policy: UploadPolicy, field: string): Promise<StoredUpload> {
  const missing = () => invalid(field, 'validation.upload_missing');
  const up = await getUpload(uploadId);
  if (!up || up.accountId !== caller.accountId || up.policy !== policy.prefix || up.expiresAt * 1000 < Date.now())
    throw missing();
  const { sdk, client } = await s3();
  const head = await client
    .send(new sdk.HeadObjectCommand({ Bucket: env.filesBucket(), Key: up.key }))
    .catch((e: Error & { $metadata?: { httpStatusCode?: number } }) => {
      if (e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404) return null;
      throw e;
    });
  if (!head || head.ContentLength !== up.size) throw missing();
  return up;
}

/** Marks claimed uploads used (conditional delete: each id works once). */
export async function consumeUploads(uploads: { up: StoredUpload; field: string }[]): Promise<void> {
  for (const { up, field } of uploads) {
    try {
      await removeUpload(up.uploadId);
    } catch (e) {
      if ((e as Error).message?.includes('conditional request failed')) throw invalid(field, 'validation.upload_missing');
      throw e;
    }
  }
}
