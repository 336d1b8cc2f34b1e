/**
 * The register's integrity jobs over the whole staff: the daily anchor (EventBridge Scheduler in
 * AWS, each night; on demand with `npm run wtc:anchor`), the one-off re-link of legacy registers
 * (`npm run wtc:migrate`), and both at the local stand-in's start and every hour (run-stack.ts).
 */
import { anchorWorker } from './anchors';
import { migrateRegister, type MigrationResult } from './migrate';
import { staffAccounts } from './staff';
import { summarizeRegister } from './summary';

/**
 * Anchors every worker's days before today that have none yet, then checks each register in full
 * and writes down what it found (summary.ts): the screens read that summary instead of verifying
 * every record again.
 */
export async function anchorAll(now: Date): Promise<{ workers: number; anchors: number }> {
  let anchors = 0;
  const staff = await staffAccounts();
  const anchorAndSummarize = async (userId: number) => {
    const days = await anchorWorker(userId, now);
    await summarizeRegister(userId, now);
    return days;
  };
  for (let i = 0; i < staff.length; i += 8)
    for (const days of await Promise.all(staff.slice(i, i + 8).map((a) => anchorAndSummarize(a.accountId))))
      anchors += days.length;
  return { workers: staff.length, anchors };
}

export async function migrateAll(now: Date): Promise<Record<MigrationResult, number[]>> {
  const out: Record<MigrationResult, number[]> = { none: [], relinked: [], refused: [] };
  for (const a of await staffAccounts()) out[await migrateRegister(a.accountId, now)].push(a.accountId);
  return out;
}

export async function localIntegrityUpkeep(now: Date): Promise<void> {
  await migrateAll(now);
  await anchorAll(now);
}
