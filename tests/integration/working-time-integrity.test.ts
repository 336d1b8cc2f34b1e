/**
 * The register's integrity against an insider who can write the table. Each attack is
 * made directly on DynamoDB Local (or the anchor store, or a downloaded file), then caught by
 * `npm run wtc:verify` (exit code and the record it names) and by the API: the month's integrity
 * state, the broken day, and the export's integrity. A clean register verifies.
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_OFFSETS } from '../../infra/local/ports';
import { madridInstant } from '../../shared/time/madrid';
import { api, stack } from './support/api';
import { newWorker, useStackTable, type Worker } from './support/workers';

beforeAll(useStackTable);

const MONTH = '2026-02';
const at = (date: string, time: string) => madridInstant(date, time)!;

async function lib() {
  const [{ dynamo }, register, anchors, summary] = await Promise.all([
    import('../../functions/lib/aws'),
    import('../../functions/lib/working-time/register'),
    import('../../functions/lib/working-time/anchors'),
    import('../../functions/lib/working-time/summary'),
  ]);
  return { dynamo, ...register, ...anchors, ...summary };
}

/** A worker who clocked two days in February (records written then: `now` in the past), anchored. */
async function clockedWorker(tag: string, opts: { anchor?: boolean } = {}): Promise<Worker> {
  const { clockIn, clockOut, anchorWorker } = await lib();
  const w = await newWorker(tag);
  const me = { id: w.id, name: w.name };
  for (const date of ['2026-02-03', '2026-02-04']) {
    await clockIn(w.id, me, at(date, '08:03:00'));
    await clockOut(w.id, me, at(date, '13:07:00'));
  }
  if (opts.anchor !== false) await anchorWorker(w.id, new Date());
  return w;
}

const table = () => process.env.TABLE_NAME!;
const recKey = (user: number, seq: number) => ({ pk: `$wtc#${user}`, sk: `rec#${String(seq).padStart(10, '0')}` });

async function record(user: number, seq: number) {
  const { dynamo } = await lib();
  return (await dynamo().send(new GetCommand({ TableName: table(), Key: recKey(user, seq) }))).Item!;
}

/** An insider's edit of an entry's clock-out in the table (its projection, not its record). */
async function setEntryEnd(entryId: number, end: string) {
  const { dynamo } = await lib();
  await dynamo().send(
    new UpdateCommand({
      TableName: table(),
      Key: { pk: `$wtc#entry#${entryId}`, sk: 'entry' },
      UpdateExpression: 'SET #e = :e',
      ExpressionAttributeNames: { '#e': 'end' },
      ExpressionAttributeValues: { ':e': end },
    }),
  );
}

/** The record put back naming a KMS key that does not exist. */
async function putSignedWithUnknownKey(r: Record<string, unknown>) {
  const { dynamo } = await lib();
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: { ...r, keyId: 'arn:aws:kms:eu-west-1:000000000000:key/00000000-0000-4000-8000-000000000000' },
    }),
  );
}

/**
 * `npm run wtc:verify` as an operator runs it, in its own process (exit code and printed lines).
 * Spawned for two of the checks; the others call the same report in this process
 * (scripts/lib/wtc-verify.ts): a tsx start loading the data layer cost each spawn seconds of CPU.
 */
function command(...args: string[]): Promise<{ stdout: string; code: number | null }> {
  const basePort = Number(new URL(stack().urls.api).port) - SERVICE_OFFSETS.api;
  // Asynchronously: a blocked event loop would let the gateway close this file's kept-alive sockets unseen.
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsx', 'scripts/working-time.ts', 'verify', ...args, '--base-port', String(basePort)]);
    let stdout = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stdout += d.toString()));
    child.on('close', (code) => resolve({ stdout, code }));
  });
}

/** The command's report, in this process (on the stand-in's table, anchors and key, as useStackTable set). */
async function verify(option: '--user' | '--export', value: string): Promise<{ stdout: string; code: number | null }> {
  const { verifyExport, verifyRegisters } = await import('../../scripts/lib/wtc-verify');
  const report = option === '--export' ? await verifyExport(value) : await verifyRegisters(Number(value), 'the stand-in');
  return { stdout: report.out, code: report.code };
}

const month = (w: Worker) =>
  api.call('working-time.admin.month', { params: { user: w.id, month: MONTH }, persona: 'inspector' }).then((r) => r.body.data);
const exported = (w: Worker, format: 'pdf' | 'xlsx' = 'pdf') =>
  api
    .call('working-time.admin.export', { params: { month: MONTH }, query: { format, user_id: w.id }, persona: 'inspector' })
    .then((r) => r.body);
const history = (w: Worker) =>
  api.call('working-time.history', { params: { month: MONTH }, token: w.token }).then((r) => r.body.data);

/** What the API says about the month after an attack: broken, the day marked, the export too. */
async function expectBrokenEverywhere(w: Worker, seq: number, reason: string, day: string | null) {
  const m = await month(w);
  expect(m.integrity.state).toBe('broken');
  expect(m.integrity.first_break).toMatchObject({ seq, reason });
  if (day) {
    expect(m.days.find((d: { date: string }) => d.date === day)?.broken).toBe(true);
    expect(m.integrity.broken_dates).toContain(day);
  } else expect(m.integrity.whole_register).toBe(true);
  expect((await history(w)).integrity.state).toBe('broken');
  const file = await exported(w);
  expect(file.integrity).toBe('broken');
}

describe('a clean register', () => {
  it('verifies by key and anchors, in wtc:verify, the month, the history and the export', async () => {
    const w = await clockedWorker('clean');
    const run = await command('--user', String(w.id));
    expect(run.stdout).toContain(`user ${w.id}: 4 records, verified (key and anchors; anchored until 2026-02-04)`);
    expect(run.code).toBe(0);
    const m = await month(w);
    expect(m.integrity).toMatchObject({ state: 'verified', first_break: null, broken_dates: [], anchored_until: '2026-02-04' });
    expect(m.integrity.head).toMatchObject({ seq: 4, mac: (await record(w.id, 4)).mac });
    expect(m.days.every((d: { broken: boolean }) => !d.broken)).toBe(true);
    expect((await history(w)).integrity.state).toBe('verified');
    const file = await exported(w);
    expect(file).toMatchObject({ integrity: 'verified', export_id: expect.stringMatching(/^WTC-\d{8}-[0-9a-f]{12}$/) });
  }, 120_000);
});

describe('attacks by someone who can write the table', () => {
  it('an edited clock-out with the chain recomputed without the key: named by record, the day broken', async () => {
    const w = await clockedWorker('recomputed');
    const { dynamo } = await lib();
    // 13:07 → 14:37 on the second day (record 4, the clock-out), and the entry's projection to match.
    const r4 = await record(w.id, 4);
    const end = at('2026-02-04', '14:37:00').toISOString();
    const forged = { ...r4, after: { ...r4.after, end } };
    // Without the key the best an insider can do is a keyless digest, relinked onwards (and the head).
    const fakeMac = createHash('sha256').update(JSON.stringify(forged)).digest('hex');
    await dynamo().send(new PutCommand({ TableName: table(), Item: { ...forged, mac: fakeMac } }));
    await setEntryEnd(r4.entryId, end);
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: { pk: `$wtc#${w.id}`, sk: 'head' },
        UpdateExpression: 'SET mac = :m',
        ExpressionAttributeValues: { ':m': fakeMac },
      }),
    );
    const run = await verify('--user', String(w.id));
    expect(run.stdout).toContain(`user ${w.id}: BROKEN at record 4 (mac, entry ${r4.entryId}, 2026-02-04) of 4`);
    expect(run.code).toBe(1);
    await expectBrokenEverywhere(w, 4, 'mac', '2026-02-04');
    // The untouched day stays vouched for; the altered day's figures are marked, not hidden.
    const m = await month(w);
    expect(m.days.find((d: { date: string }) => d.date === '2026-02-03')?.broken).toBe(false);
  }, 120_000);

  it('a deleted record: the gap is named, the whole register in doubt', async () => {
    const w = await clockedWorker('deleted');
    const { dynamo } = await lib();
    await dynamo().send(new DeleteCommand({ TableName: table(), Key: recKey(w.id, 2) }));
    const run = await verify('--user', String(w.id));
    expect(run.stdout).toContain(`user ${w.id}: BROKEN at record 2 (missing) of 3`);
    expect(run.code).toBe(1);
    await expectBrokenEverywhere(w, 2, 'missing', null);
  }, 120_000);

  it('a record moved to another worker: missing from one, out of place in the other', async () => {
    const from = await clockedWorker('moved-from');
    const to = await newWorker('moved-to');
    const { dynamo, clockIn, clockOut } = await lib();
    await clockIn(to.id, { id: to.id, name: to.name }, at('2026-02-03', '09:00:00'));
    await clockOut(to.id, { id: to.id, name: to.name }, at('2026-02-03', '12:00:00'));
    const r3 = await record(from.id, 3);
    await dynamo().send(new PutCommand({ TableName: table(), Item: { ...r3, ...recKey(to.id, 3) } }));
    await dynamo().send(new DeleteCommand({ TableName: table(), Key: recKey(from.id, 3) }));
    const a = await verify('--user', String(from.id));
    expect(a.stdout).toContain(`user ${from.id}: BROKEN at record 3 (missing) of 3`);
    expect(a.code).toBe(1);
    const b = await verify('--user', String(to.id));
    expect(b.stdout).toContain(`user ${to.id}: BROKEN at record 3 (moved, entry ${r3.entryId}`);
    expect(b.code).toBe(1);
    await expectBrokenEverywhere(from, 3, 'missing', null);
  }, 120_000);

  it("a day's anchor missing, then older than its records", async () => {
    const w = await clockedWorker('anchor', { anchor: false });
    const r2 = await record(w.id, 2);
    const missing = await verify('--user', String(w.id));
    expect(missing.stdout).toContain(`user ${w.id}: BROKEN at record 2 (anchor_missing, entry ${r2.entryId}, 2026-02-03) of 4`);
    expect(missing.code).toBe(1);
    await expectBrokenEverywhere(w, 2, 'anchor_missing', '2026-02-03');

    const { anchorWorker, clockIn, clockOut } = await lib();
    await anchorWorker(w.id, new Date());
    expect((await verify('--user', String(w.id))).code).toBe(0);
    // Records dated into an anchored day (an insider with the app's write path, back-dating):
    await clockIn(w.id, { id: w.id, name: w.name }, at('2026-02-04', '15:00:00'));
    await clockOut(w.id, { id: w.id, name: w.name }, at('2026-02-04', '16:00:00'));
    const r5 = await record(w.id, 5);
    const stale = await verify('--user', String(w.id));
    expect(stale.stdout).toContain(`user ${w.id}: BROKEN at record 5 (anchor_stale, entry ${r5.entryId}, 2026-02-04) of 6`);
    expect(stale.code).toBe(1);
    await expectBrokenEverywhere(w, 5, 'anchor_stale', '2026-02-04');
  }, 120_000);

  it('a key id that does not exist', async () => {
    const w = await clockedWorker('key');
    const r2 = await record(w.id, 2);
    await putSignedWithUnknownKey(r2);
    const run = await command('--user', String(w.id));
    expect(run.stdout).toContain(`user ${w.id}: BROKEN at record 2 (key, entry ${r2.entryId}, 2026-02-03) of 4`);
    expect(run.code).toBe(1);
    await expectBrokenEverywhere(w, 2, 'key', '2026-02-03');
  }, 120_000);

  it('an export file edited after download', async () => {
    const w = await clockedWorker('export');
    const dir = mkdtempSync(path.join(tmpdir(), 'wtc-export-'));
    for (const format of ['pdf', 'xlsx'] as const) {
      const file = await exported(w, format);
      const bytes = new Uint8Array(await (await fetch(file.url)).arrayBuffer());
      const issued = path.join(dir, `issued.${format}`);
      writeFileSync(issued, bytes);
      const ok = await verify('--export', issued);
      expect(ok.stdout).toContain(`export ${file.export_id} is the file issued at`);
      expect(ok.code).toBe(0);
      // One more line appended (a PDF still opens; an xlsx zip still reads): not the file issued.
      const edited = path.join(dir, `edited.${format}`);
      writeFileSync(edited, Buffer.concat([Buffer.from(bytes), Buffer.from('\n%edited\n')]));
      const bad = await verify('--export', edited);
      expect(bad.stdout).toContain(`BROKEN: export ${file.export_id} was changed after it was issued`);
      expect(bad.code).toBe(1);
    }
  }, 120_000);
});

describe("the screens read the register's verified summary, and tampering still shows", () => {
  /** The nightly run for one worker: anchors, then the full check written down. */
  async function nightly(w: Worker) {
    const { anchorWorker, summarizeRegister } = await lib();
    await anchorWorker(w.id, new Date());
    return summarizeRegister(w.id, new Date());
  }

  it('a clean register is read from its summary (checked when the nightly run checked it)', async () => {
    const w = await clockedWorker('summary-clean');
    const check = await nightly(w);
    expect(check.breaks).toEqual([]);
    const m = await month(w);
    expect(m.integrity).toMatchObject({ state: 'verified', checked_at: check.checkedAt, anchored_until: '2026-02-04' });
    expect(m.integrity.head).toMatchObject({ seq: 4, mac: (await record(w.id, 4)).mac });
  }, 120_000);

  it('a worker with no records yet verifies from the summary too', async () => {
    const w = await newWorker('summary-empty');
    const { summarizeRegister } = await lib();
    expect((await summarizeRegister(w.id, new Date())).breaks).toEqual([]);
    expect((await month(w)).integrity).toMatchObject({ state: 'verified', first_break: null, head: null });
  }, 120_000);

  it("an entry's times edited in the table after the summary: broken at once, the day marked, everywhere", async () => {
    const w = await clockedWorker('summary-entry');
    await nightly(w);
    const r4 = await record(w.id, 4);
    await setEntryEnd(r4.entryId, at('2026-02-04', '15:07:00').toISOString());
    const m = await month(w);
    expect(m.integrity.first_break).toMatchObject({ reason: 'entry', entry_id: r4.entryId });
    await expectBrokenEverywhere(w, m.integrity.first_break!.seq, 'entry', '2026-02-04');
  }, 120_000);

  it('a record edited after the summary (the figures untouched): broken at once, named by record', async () => {
    const w = await clockedWorker('summary-record');
    await nightly(w);
    const r2 = await record(w.id, 2);
    await putSignedWithUnknownKey(r2);
    await expectBrokenEverywhere(w, 2, 'key', '2026-02-03');
  }, 120_000);

  it('a forged summary (no valid MAC) is not believed: the register is checked in full', async () => {
    const w = await clockedWorker('summary-forged');
    await nightly(w);
    const { dynamo } = await lib();
    await dynamo().send(new DeleteCommand({ TableName: table(), Key: recKey(w.id, 2) }));
    // An insider rewrites the summary to say all is well: without the key its MAC cannot be made.
    const summary = (await dynamo().send(new GetCommand({ TableName: table(), Key: { pk: `$wtc#${w.id}`, sk: 'verified' } })))
      .Item!;
    await dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: { ...summary, breaks: [], checkedAt: new Date().toISOString(), sumMac: 'f'.repeat(64) },
      }),
    );
    await expectBrokenEverywhere(w, 2, 'missing', null);
  }, 120_000);

  it("today's records after the summary are checked by key: one altered shows on the clock and the history", async () => {
    const w = await clockedWorker('summary-today');
    await nightly(w);
    const { clockIn, clockOut, dynamo } = await lib();
    const me = { id: w.id, name: w.name };
    const now = Date.now();
    await clockIn(w.id, me, new Date(now - 2 * 3600_000));
    await clockOut(w.id, me, new Date(now - 3600_000));
    const today = (await api.call('working-time.clock.status', { token: w.token })).body.data.today;
    expect(today.broken).toBe(false);
    const r6 = await record(w.id, 6);
    await dynamo().send(
      new PutCommand({ TableName: table(), Item: { ...r6, after: { ...r6.after, end: new Date(now).toISOString() } } }),
    );
    const clock = (await api.call('working-time.clock.status', { token: w.token })).body.data;
    expect(clock.today).toMatchObject({ date: today.date, broken: true });
    const current = today.date.slice(0, 7);
    const h = (await api.call('working-time.history', { params: { month: current }, token: w.token })).body.data;
    expect(h.integrity).toMatchObject({ state: 'broken', first_break: { seq: 6, reason: 'mac' } });
    expect(h.days.find((d: { date: string }) => d.date === today.date)?.broken).toBe(true);
  }, 120_000);
});
