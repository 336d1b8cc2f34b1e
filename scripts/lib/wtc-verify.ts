/**
 * `npm run wtc:verify`'s checks and report lines (scripts/working-time.ts), apart from its process:
 * the integrity tests run each attack's check in their own process, and one through the command.
 */
import { readFile } from 'node:fs/promises';

export interface VerifyReport {
  /** The lines the command prints. */
  out: string;
  /** Its exit code: 1 when a register or the file is broken. */
  code: 0 | 1;
}

/** Checks a downloaded export (PDF or xlsx) against its receipt. */
export async function verifyExport(file: string): Promise<VerifyReport> {
  const { verifyExportFile } = await import('../../functions/lib/working-time/receipts');
  const result = await verifyExportFile(new Uint8Array(await readFile(file)));
  return { out: `${file}: ${result.message}\n`, code: result.ok ? 0 : 1 };
}

/** Checks each worker's records (or one's) against the MAC key and each past day against its anchor. */
export async function verifyRegisters(user: number | undefined, where: string): Promise<VerifyReport> {
  const { verifyChain } = await import('../../functions/lib/working-time/verify');
  const { staffAccounts } = await import('../../functions/lib/working-time/staff');
  const users = user !== undefined ? [user] : (await staffAccounts()).map((a) => a.accountId);
  let out = '';
  let broken = 0;
  for (const id of users) {
    const status = await verifyChain(id);
    const anchored = status.anchored_until ? `anchored until ${status.anchored_until}` : 'no anchor yet';
    if (status.valid) out += `user ${id}: ${status.records} records, verified (key and anchors; ${anchored})\n`;
    else {
      broken++;
      const b = status.broken!;
      out += `user ${id}: BROKEN at record ${b.seq} (${b.reason}${b.entry_id ? `, entry ${b.entry_id}` : ''}${b.date ? `, ${b.date}` : ''}) of ${status.records}\n`;
    }
  }
  out += `Checked ${users.length} registers in ${where}: ${broken ? `${broken} broken` : 'all valid'}\n`;
  return { out, code: broken ? 1 : 0 };
}
