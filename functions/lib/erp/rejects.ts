/**
 * Where the loader's rejected lines go: JSON Lines under erp-rejects/ in the files bucket (beside
 * the feed's name), or memory for tools and tests. The S3 sink spools to a temporary file, so a feed
 * of bad lines does not fill the Lambda's memory.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { s3 } from '../aws-s3';
import { env } from '../env';
import { ERP_INBOX_PREFIX, ERP_REJECTS_PREFIX } from './inbox';
import type { RejectedLine, RejectSink } from './loader';

/** The rejects of the feed at `erp-inbox/<name>` go to `erp-rejects/<name>.rejects.jsonl`. */
export function rejectsKeyOf(source: string): string {
  const name = source
    .slice(source.startsWith(ERP_INBOX_PREFIX) ? ERP_INBOX_PREFIX.length : 0)
    .replace(/[^\w./-]/g, '_')
    .replace(/^[./]+/, '');
  return `${ERP_REJECTS_PREFIX}${name}.rejects.jsonl`;
}

export function s3Rejects(source: string): RejectSink {
  const file = path.join(os.tmpdir(), `rejects-${randomUUID()}.jsonl`);
  let out: fs.WriteStream | undefined;
  return {
    write(r) {
      out ??= fs.createWriteStream(file);
      out.write(JSON.stringify(r) + '\n');
    },
    async close() {
      if (!out) return undefined;
      await new Promise<void>((resolve, reject) => out!.end((error?: Error | null) => (error ? reject(error) : resolve())));
      try {
        const Key = rejectsKeyOf(source);
        const { sdk, client } = await s3();
        await client.send(
          new sdk.PutObjectCommand({
            Bucket: env.filesBucket(),
            Key,
            Body: fs.createReadStream(file),
            ContentLength: fs.statSync(file).size,
            ContentType: 'application/x-ndjson',
          }),
        );
        return Key;
      } finally {
        fs.rmSync(file, { force: true });
      }
    },
  };
}

export function memoryRejects(): RejectSink & { lines: RejectedLine[] } {
  const lines: RejectedLine[] = [];
  return { lines, write: (r) => void lines.push(r), close: async () => undefined };
}
