/**
 * The ERP feed loader Lambda: S3 invokes it for each object created under erp-inbox/ (locally the
 * stand-in does the same). It loads JSON Lines feeds; PDFs under erp-inbox/pdf/ are the invoices'
 * attachments, read when their invoice line loads. Reserved concurrency 1: feeds load one at a
 * time, in arrival order (docs/erp-feed.md).
 */
import readline from 'node:readline';
import type { Readable } from 'node:stream';
import type { S3Event } from 'aws-lambda';
import { s3 } from '../lib/aws-s3';
import { env } from '../lib/env';
import { ERP_INBOX_PREFIX, ERP_PDF_PREFIX } from '../lib/erp/inbox';
import { loadFeed, type LoadReport } from '../lib/erp/loader';
import { s3Rejects } from '../lib/erp/rejects';
import { logger } from '../lib/logger';
import { recordMetrics } from '../lib/observability/metrics';
import { traced } from '../lib/observability/trace';

async function copyInvoicePdf(pdfFile: string, destinationKey: string): Promise<boolean> {
  const bucket = env.filesBucket();
  try {
    const { sdk, client } = await s3();
    await client.send(
      new sdk.CopyObjectCommand({
        Bucket: bucket,
        Key: destinationKey,
        CopySource: `${bucket}/${ERP_PDF_PREFIX}${encodeURIComponent(pdfFile)}`,
        ContentType: 'application/pdf',
        MetadataDirective: 'REPLACE',
      }),
    );
    return true;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (
      name === 'NoSuchKey' ||
      name === 'NotFound' ||
      (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
    )
      return false;
    throw error;
  }
}

/**
 * The lines of a stream. readline starts reading when made and drops lines nobody listens to yet,
 * so it is made only when the loader starts iterating (after its first await).
 */
export async function* linesOf(input: Readable): AsyncGenerator<string> {
  yield* readline.createInterface({ input, crlfDelay: Infinity });
}

/** Loads the feed at `key` from the files bucket. */
export async function loadFeedObject(key: string): Promise<LoadReport> {
  const { sdk, client } = await s3();
  const object = await client.send(new sdk.GetObjectCommand({ Bucket: env.filesBucket(), Key: key }));
  return loadFeed(linesOf(object.Body as Readable), { source: key, rejects: s3Rejects(key), copyInvoicePdf });
}

export const handler = async (event: S3Event): Promise<void> => {
  for (const record of event.Records) {
    // S3 event keys are URL-encoded with '+' for spaces.
    const key = decodeURIComponent(record.s3.object.key.replace(/\+/g, ' '));
    if (!key.startsWith(ERP_INBOX_PREFIX) || key.startsWith(ERP_PDF_PREFIX) || key.endsWith('/')) continue;
    await traced('ErpLoad', { key }, async () => {
      try {
        const report = await loadFeedObject(key);
        logger.info('ERP feed loaded', { key, ...report });
        const { batchId, received, upserted, skipped, rejected } = report;
        await recordMetrics(
          'erp',
          { RecordsReceived: received, RecordsUpserted: upserted, RecordsSkipped: skipped, RecordsRejected: rejected },
          { batchId, key },
        );
      } catch (error) {
        await recordMetrics('erp', { LoadsFailed: 1 }, { key });
        throw error;
      }
    });
  }
};
