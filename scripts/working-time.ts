/**
 * The working-time register's jobs, on the running local stand-in (or --table/--bucket in AWS):
 *   npm run wtc:verify  -- [--user N]      checks each worker's records against the MAC key and each past day
 *                                          against its anchor; exit 1 naming the first record that breaks
 *   npm run wtc:verify  -- --export FILE   checks a downloaded export (PDF or xlsx) against its receipt
 *   npm run wtc:anchor                     writes the missing daily anchors (what the nightly schedule does)
 *   npm run wtc:migrate                    re-links registers written before the MAC key (once)
 *   npm run wtc:remind                     mails forgotten clock-outs (open > 12 h) to the workers and administrators
 *   npm run wtc:monthly -- [--month YYYY-MM]  mails each worker the month's summary (default: the previous month)
 * Mails go to the local mail capture (SES_ENDPOINT) unless the environment says otherwise.
 */
import { parseArgs } from 'node:util';
import { portsFrom, DEFAULT_BASE_PORT } from '../infra/local/ports';
import { LOCAL_WTC_ANCHOR_BUCKET } from '../infra/local/bootstrap';
import { TARGET_OPTIONS, useTarget } from './erp/target';

const [command, ...rest] = process.argv.slice(2);
const { values } = parseArgs({
  args: rest,
  options: { ...TARGET_OPTIONS, user: { type: 'string' }, month: { type: 'string' }, export: { type: 'string' } },
});

try {
  const where = await useTarget(values);
  if (!values.table) {
    const ports = portsFrom(Number(values['base-port'] ?? DEFAULT_BASE_PORT));
    process.env.SES_ENDPOINT ??= `http://127.0.0.1:${ports.ses}`;
    process.env.SITE_URL ??= `http://localhost:${ports.web}`;
    process.env.KMS_ENDPOINT ??= `http://127.0.0.1:${ports.kms}`;
    process.env.WTC_ANCHOR_BUCKET ??= LOCAL_WTC_ANCHOR_BUCKET;
  }
  if (command === 'verify') {
    const { verifyExport, verifyRegisters } = await import('./lib/wtc-verify');
    const report = values.export
      ? await verifyExport(values.export)
      : await verifyRegisters(values.user ? Number(values.user) : undefined, where);
    process.stdout.write(report.out);
    process.exit(report.code);
  } else if (command === 'anchor') {
    const { anchorAll } = await import('../functions/lib/working-time/jobs');
    const { workers, anchors } = await anchorAll(new Date());
    process.stdout.write(`Anchored ${anchors} days over ${workers} registers\n`);
  } else if (command === 'migrate') {
    const { migrateAll } = await import('../functions/lib/working-time/jobs');
    const r = await migrateAll(new Date());
    process.stdout.write(
      `Re-linked under the key: ${r.relinked.length} registers; already keyed: ${r.none.length}; refused (SHA-256 chain broken): ${r.refused.join(', ') || 'none'}\n`,
    );
    process.exit(r.refused.length ? 1 : 0);
  } else if (command === 'remind') {
    const { remindForgottenClockOuts } = await import('../functions/lib/working-time/notices');
    const { workers, administrators } = await remindForgottenClockOuts();
    process.stdout.write(
      `Forgotten clock-outs: ${workers.length ? workers.join(', ') : 'none'}; administrators told: ${administrators.length}\n`,
    );
  } else if (command === 'monthly') {
    const { sendMonthlySummaries } = await import('../functions/lib/working-time/notices');
    const sent = await sendMonthlySummaries(new Date(), values.month);
    process.stdout.write(`Monthly summaries mailed to ${sent.length} workers\n`);
  } else {
    throw new Error(
      'usage: tsx scripts/working-time.ts verify|anchor|migrate|remind|monthly [--user N] [--export FILE] [--month YYYY-MM] [--base-port N]',
    );
  }
} catch (e) {
  process.stderr.write(`${(e as Error).message}\n`);
  process.exit(1);
}
