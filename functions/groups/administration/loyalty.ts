/** The loyalty export (§4: only with converted lines): the workbook the conversion wrote, named with month and year. */
import type { administrationRoutes } from '../../../shared/api/routes/administration';
import { FILES } from '../../lib/administration/keys';
import { s3 } from '../../lib/aws-s3';
import { env } from '../../lib/env';
import { downloadUrl } from '../../lib/files/download';
import { HttpError } from '../../lib/http/errors';
import type { Request } from '../../lib/http/group-handler';

type R = typeof administrationRoutes;

export async function loyaltyExport({ params }: Request<R['administration.farmapremium.export']>) {
  const key = FILES.loyalty(params.id);
  const { sdk, client } = await s3();
  const head = await client
    .send(new sdk.HeadObjectCommand({ Bucket: env.filesBucket(), Key: key }))
    .catch((e: Error & { $metadata?: { httpStatusCode?: number } }) => {
      if (e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404) return null;
      throw e;
    });
  // No workbook: the conversion had no converted line (or never existed).
  if (!head) throw new HttpError(409, 'errors.loyalty_nothing_converted');
  return downloadUrl({
    key,
    fileName: decodeURIComponent(head.Metadata?.filename ?? 'farmapremium.xlsx'),
    disposition: 'attachment',
  });
}
