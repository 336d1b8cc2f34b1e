/**
 * Reading the first rows of an upload before anything is staged: a sample file as the
 * sheet has it (a new distributor's profile is mapped on it by clicking), and an upload as the
 * distributor's profile will read it (dates, decimals, codes) with the columns moved since the
 * layout it remembers. The upload is checked as the caller's but not used up: the same upload is
 * then staged, or the profile saved.
 */
import type { Readable } from 'node:stream';
import type { salesImportFileRoutes } from '../../../shared/api/routes/sales-import-files';
import { s3 } from '../../lib/aws-s3';
import { env } from '../../lib/env';
import { SpreadsheetError } from '../../lib/files/spreadsheet/reader';
import { claimUpload } from '../../lib/files/upload-ticket';
import { HttpError, invalid } from '../../lib/http/errors';
import type { Request } from '../../lib/http/group-handler';
import { getDistributor } from '../../lib/sales-import/distributors';
import { profilePreview, sheetPreview } from '../../lib/sales-import/preview';
import { SALES_IMPORT_POLICY } from './uploads';

type R = typeof salesImportFileRoutes;

async function objectOf(uploadId: string, caller: Request<R['sales_import.sample']>['caller']) {
  const up = await claimUpload(uploadId, caller, SALES_IMPORT_POLICY, 'file');
  const { sdk, client } = await s3();
  const object = await client.send(new sdk.GetObjectCommand({ Bucket: env.filesBucket(), Key: up.key }));
  return { up, body: object.Body as Readable };
}

/** A file that cannot be read says why on its field, in the caller's language (422, not 500). */
async function readable<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (e) {
    if (e instanceof SpreadsheetError) throw new HttpError(422, e.key, e.params, { file: [{ key: e.key, vars: e.params }] });
    throw e;
  }
}

export async function sample({ body, caller }: Request<R['sales_import.sample']>) {
  const { up, body: stream } = await objectOf(body.file, caller);
  return { data: await readable(() => sheetPreview(stream, up.fileName, body.sheet || '1')) };
}

export async function preview({ body, caller, locale }: Request<R['sales_import.preview']>) {
  const distributor = body.distributor ? await getDistributor(body.distributor) : null;
  if (body.distributor && !distributor) throw invalid('distributor', 'validation.exists');
  const profile = body.profile ?? distributor;
  if (!profile) throw invalid('distributor', 'validation.required');
  const { up, body: stream } = await objectOf(body.file, caller);
  return {
    data: await readable(() => profilePreview(stream, up.fileName, profile, distributor?.header ?? null, locale)),
  };
}
