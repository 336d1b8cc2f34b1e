/**
 * The working-time register's scheduled jobs (EventBridge Scheduler, Europe/Madrid):
 * - `remind`, every morning: mails forgotten clock-outs (open > 12 h) to the workers and administrators;
 * - `monthly`, each weekday morning of the month's first days: on the first working day, mails each
 *   worker the previous month's summary (the other runs do nothing);
 * - `anchor`, each night: writes every worker's chain head of each past day without an anchor to the
 *   WORM bucket (also on demand: invoke with {"job": "anchor"}, or `npm run wtc:anchor`).
 * The one-off re-link of registers written before the MAC key is not a job here (this Lambda writes
 * nothing to the table): an operator runs `npm run wtc:migrate -- --table T --bucket B` once.
 * Locally: `npm run wtc:remind`, `npm run wtc:monthly`.
 */
import { logger } from '../lib/logger';
import { anchorAll } from '../lib/working-time/jobs';
import { isFirstWorkingDay, remindForgottenClockOuts, sendMonthlySummaries } from '../lib/working-time/notices';

export interface WorkingTimeJob {
  job: 'remind' | 'monthly' | 'anchor';
}

export async function handler(event: WorkingTimeJob): Promise<unknown> {
  const now = new Date();
  if (event.job === 'remind') {
    const result = await remindForgottenClockOuts(now);
    logger.info('Forgotten clock-outs reminded', result);
    return result;
  }
  if (event.job === 'monthly') {
    if (!isFirstWorkingDay(now)) return { skipped: 'not the first working day of the month' };
    const sent = await sendMonthlySummaries(now);
    logger.info('Monthly summaries sent', { workers: sent.length });
    return { sent: sent.length };
  }
  if (event.job === 'anchor') {
    const result = await anchorAll(now);
    logger.info('Working-time anchors written', result);
    return result;
  }
  throw new Error(`Unknown working-time job ${JSON.stringify(event)}`);
}
