/** Warehouse set-up through the API (and the ERP's feed), shared by the warehouse specs. */
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Page } from '@playwright/test';
import { ERP_INBOX_PREFIX } from '../../../functions/lib/erp/inbox';
import { SERVICE_OFFSETS } from '../../../infra/local/ports';
import type { CallAnswer } from '../../../shared/api/call';
import { apiCall, webUrl } from './api';

type DistributionLine = CallAnswer<'warehouse.distribution.products'>['data'][number];

/** Places one line of an incoming shipment on its sale (a mid), as the distribution screen does. */
export function placeLine(who: Page | string, line: DistributionLine) {
  const { shipment_in_line, shipment_in, sale_line, sale, party, product, lot, quantity } = line;
  return apiCall(who, 'warehouse.distribution.mids.create', {
    body: { shipment_in_line, shipment_in, sale_line, sale, party, product, lot, quantity },
  });
}

/** The stand-in's files bucket (infra/local/bootstrap.ts LOCAL_FILES_BUCKET, not imported: it loads the data layer). */
const FILES_BUCKET = 'portal-files';

/**
 * Sends ERP records as the ERP does (docs/erp-feed.md): a JSON Lines feed dropped into the files
 * bucket's inbox, which the stand-in loads with the loader Lambda's handler. The S3 emulator
 * listens at the web port plus its offset (infra/local/ports.ts); the loading is not awaited here.
 */
export async function dropErpFeed(name: string, records: readonly object[]): Promise<void> {
  const web = new URL(webUrl());
  // The SDK's Node 20 notice is for the product's README, not every test run (as in vitest.config.ts).
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const s3 = new S3Client({
    endpoint: `${web.protocol}//${web.hostname}:${Number(web.port) + SERVICE_OFFSETS.s3 - SERVICE_OFFSETS.web}`,
    region: 'eu-west-1',
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await s3.send(
    new PutObjectCommand({
      Bucket: FILES_BUCKET,
      Key: `${ERP_INBOX_PREFIX}${name}.jsonl`,
      Body: records.map((r) => JSON.stringify(r)).join('\n') + '\n',
      ContentType: 'application/x-ndjson',
    }),
  );
  s3.destroy();
}
