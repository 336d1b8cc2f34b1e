/**
 * npm run erp:load -- FILE... [--base-port N | --table NAME --bucket NAME]
 *
 * Loads ERP feed files (JSON Lines, docs/erp-feed.md) with the same loader the Lambda runs, into
 * the running local stand-in (or a named table). Rejected lines go to FILE.rejects.jsonl beside
 * each file; invoice PDFs are read from a pdf/ folder beside it. Prints each file's report.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs, TARGET_OPTIONS, useTarget } from './target';

const { values, positionals } = parseArgs({ options: TARGET_OPTIONS, allowPositionals: true });
if (!positionals.length) {
  process.stderr.write('Usage: npm run erp:load -- FILE... [--base-port N | --table NAME --bucket NAME]\n');
  process.exit(2);
}
try {
  const where = await useTarget(values);
  const { s3 } = await import('../../functions/lib/aws-s3');
  const { env } = await import('../../functions/lib/env');
  const { linesOf } = await import('../../functions/erp-loader/index');
  const { loadFeed } = await import('../../functions/lib/erp/loader');
  let failed = false;
  for (const file of positionals) {
    const rejectsFile = `${file}.rejects.jsonl`;
    fs.rmSync(rejectsFile, { force: true });
    let out: fs.WriteStream | undefined;
    const report = await loadFeed(linesOf(fs.createReadStream(file)), {
      source: path.resolve(file),
      rejects: {
        write: (r) => void (out ??= fs.createWriteStream(rejectsFile)).write(JSON.stringify(r) + '\n'),
        close: () => new Promise((resolve) => (out ? out.end(() => resolve(rejectsFile)) : resolve(undefined))),
      },
      copyInvoicePdf: async (pdfFile, key) => {
        const pdf = path.join(path.dirname(file), 'pdf', pdfFile);
        if (!fs.existsSync(pdf)) return false;
        const { sdk, client } = await s3();
        await client.send(
          new sdk.PutObjectCommand({
            Bucket: env.filesBucket(),
            Key: key,
            Body: fs.readFileSync(pdf),
            ContentType: 'application/pdf',
          }),
        );
        return true;
      },
    });
    console.log(
      `${file} → ${where}: received ${report.received}, upserted ${report.upserted}, skipped ${report.skipped}, ` +
        `rejected ${report.rejected}${report.rejectsKey ? ` (see ${report.rejectsKey})` : ''}`,
    );
    failed ||= report.rejected > 0;
  }
  process.exit(failed ? 1 : 0);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(2);
}
