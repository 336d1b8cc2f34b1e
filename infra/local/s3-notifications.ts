/**
 * The files bucket's event notifications, locally: as infra/constructs/erp-feed.ts configures them
 * in AWS, an object created under erp-inbox/ invokes the ERP loader Lambda's handler, one event at
 * a time (the Lambda's reserved concurrency is 1).
 */
import type { S3Event } from 'aws-lambda';
import { ERP_INBOX_PREFIX } from '../../functions/lib/erp/inbox';

export function s3Notifications(log: (line: string) => void): (event: S3Event) => void {
  let queue = Promise.resolve();
  return (event) => {
    const records = event.Records.filter(
      (r) =>
        r.eventName.startsWith('ObjectCreated:') &&
        decodeURIComponent(r.s3.object.key.replace(/\+/g, ' ')).startsWith(ERP_INBOX_PREFIX),
    );
    if (!records.length) return;
    queue = queue
      .then(async () => {
        const { handler } = await import('../../functions/erp-loader/index');
        await handler({ Records: records });
        log(`ERP feed loaded: ${records.map((r) => r.s3.object.key).join(', ')}`);
      })
      .catch((error: unknown) => log(`ERP feed failed: ${String(error)}`));
  };
}
