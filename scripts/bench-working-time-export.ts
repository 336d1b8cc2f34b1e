/**
 * npm run bench:wtc-export: the whole staff's month export job (BuildStaffExport, export-jobs.ts) for
 * N workers of 22 working days with two entries a day and one amendment each: the registers are built
 * in memory (a worker's month read through the verified summary is a few DynamoDB reads and one
 * remembered VerifyMac: summary.ts), then the job's document, PDF and xlsx, and its receipt digest.
 * Prints each format's time and size and the job's total (the slower format is what a user waits).
 */
import { madridInstant } from '../shared/time/madrid';
import type { MonthRegister, WorkEntry } from '../shared/working-time/views';
import { registerPdf, registerXlsx } from '../functions/lib/working-time/documents';
import { newExportId, sha256 } from '../functions/lib/working-time/receipts';

const workers = Number(process.argv[2] ?? 300);
const month = '2026-10';

function register(id: number): MonthRegister {
  const days = [];
  for (let d = 1; d <= 31; d++) {
    const date = `${month}-${String(d).padStart(2, '0')}`;
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const entry = (n: number, from: string, to: string): WorkEntry => {
      const start = madridInstant(date, from)!.toISOString();
      const end = madridInstant(date, to)!.toISOString();
      return {
        id: id * 100 + d * 2 + n,
        user_id: id,
        time_start: start,
        time_end: end,
        seconds: (Date.parse(end) - Date.parse(start)) / 1000,
        origin: 'clock',
        amended: n === 0 && d === 5,
        deleted: false,
        forgotten: false,
        version: 1,
        amendments:
          n === 0 && d === 5
            ? [
                {
                  seq: 9,
                  kind: 'edit',
                  author: { id: 1, name: 'Anna Ferrer' },
                  at: end,
                  reason: 'Hora real',
                  before: { time_start: start, time_end: end },
                  after: { time_start: start, time_end: end },
                  acknowledged_at: null,
                },
              ]
            : [],
      };
    };
    const entries = [entry(0, '08:00:00', '14:00:00'), entry(1, '15:00:00', '17:30:00')];
    days.unshift({ date, seconds: entries.reduce((s, e) => s + e.seconds, 0), entries, broken: false });
  }
  return {
    user: { id, name: `Treballador ${id}` },
    month,
    seconds: days.reduce((s, d) => s + d.seconds, 0),
    days,
    forgotten: false,
    pending_acknowledgements: 1,
    now: new Date().toISOString(),
    integrity: {
      state: 'verified',
      checked_at: new Date().toISOString(),
      head: { seq: 45, mac: 'a'.repeat(64), key_id: 'arn:aws:kms:eu-west-1:000000000000:key/bench' },
      anchored_until: `${month}-31`,
      first_break: null,
      whole_register: false,
      broken_dates: [],
    },
  };
}

const meta = { exportId: newExportId(new Date()), generatedAt: new Date(), nationalIds: new Map([[1, '00000000T']]) };
const registers = Array.from({ length: workers }, (_, i) => register(i + 1));
for (const [label, make] of [
  ['pdf', () => registerPdf(registers, 'ca', 'bench', meta)],
  ['xlsx', () => registerXlsx(registers, 'ca', meta)],
] as const) {
  const t = performance.now();
  const bytes = await make();
  sha256(bytes);
  const ms = Math.round(performance.now() - t);
  process.stdout.write(
    `export job, ${workers} workers, ${label}: ${(ms / 1000).toFixed(1)} s, ${Math.round(bytes.length / 1024)} KiB\n`,
  );
}
process.stdout.write(`(a job: no API call waits for it; the gateway's 29 s does not apply)\n`);
