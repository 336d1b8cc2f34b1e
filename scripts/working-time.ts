/**
 * The working-time register's jobs, on the running local stand-in (or --table/--bucket in AWS):
 *   npm run wtc:verify  -- [--user N]      recomputes each worker's hash chain; exit 1 naming the first broken link
 *   npm run wtc:remind                     mails forgotten clock-outs (open > 12 h) to the workers and administrators
 *   npm run wtc:monthly -- [--month YYYY-MM]  mails each worker the month's summary (default: the previous month)
 * Mails go to the local mail capture (SES_ENDPOINT) unless the environment says otherwise.
 */
import { parseArgs } from 'node:util';
import { portsFrom, DEFAULT_BASE_PORT } from '../infra/local/ports';
import { TARGET_OPTIONS, useTarget } from './erp/target';

const [command, ...rest] = process.argv.slice(2);
const { values } = parseArgs({
  args: rest,
  options: { ...TARGET_OPTIONS, user: { type: 'string' }, month: { type: 'string' } },
});

try {
  const where = await useTarget(values);
  if (!values.table) {
    const ports = portsFrom(Number(values['base-port'] ?? DEFAULT_BASE_PORT));
    process.env.SES_ENDPOINT ??= `http://127.0.0.1:${ports.ses}`;
    process.env.SITE_URL ??= `http://localhost:${ports.web}`;
  }
  if (command === 'verify') {
    const { verifyChain } = await import('../functions/lib/working-time/verify');
    const { staffAccounts } = await import('../functions/lib/working-time/staff');
    const users = values.user ? [Number(values.user)] : (await staffAccounts()).map((a) => a.accountId);
    let broken = 0;
    for (const user of users) {
      const status = await verifyChain(user);
      if (status.valid) process.stdout.write(`user ${user}: ${status.records} records, chain valid\n`);
      else {
        broken++;
        const b = status.broken!;
        process.stdout.write(
          `user ${user}: BROKEN at record ${b.seq} (${b.reason}${b.entry_id ? `, entry ${b.entry_id}` : ''}) of ${status.records}\n`,
        );
      }
    }
    process.stdout.write(`Checked ${users.length} registers in ${where}: ${broken ? `${broken} broken` : 'all valid'}\n`);
    process.exit(broken ? 1 : 0);
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
    throw new Error('usage: tsx scripts/working-time.ts verify|remind|monthly [--user N] [--month YYYY-MM] [--base-port N]');
  }
} catch (e) {
  process.stderr.write(`${(e as Error).message}\n`);
  process.exit(1);
}
