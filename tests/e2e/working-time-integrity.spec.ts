/**
 * End to end: an insider edits a clock-out straight in the table (13:07 → 15:07, the entry
 * and its record), and the figures say so wherever they appear: the worker's own history and the
 * inspector's screen mark the day and the month altered, in Catalan and in Spanish; the exported
 * PDF prints the integrity check, the chain head (its hash) and the export id. At 390 px the
 * history shows each day's total without scrolling sideways.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../infra/local/seed/demo-data';
import { SERVICE_OFFSETS } from '../../infra/local/ports';
import { readPdf } from '../integration/support/pdf';
import { apiCall, webUrl } from './support/api';
import { accounts, expect, openAs, test } from './support/fixtures';
import { writingScreenshots } from './support/screenshots';

const arrives = expect.configure({ timeout: 60_000 });
const MONTH = '2025-06';
/** The day altered: the first of the month without entries (the stand-in's data outlives a run). */
let DAY = '';
const staff = DEMO_ACCOUNTS.find((a) => a.persona === 'internal-staff')!.accountId;

/** The stand-in's DynamoDB Local, beside its web port: where an insider would write. */
function table() {
  const web = new URL(webUrl());
  const endpoint = `http://127.0.0.1:${Number(web.port) + SERVICE_OFFSETS.dynamodb - SERVICE_OFFSETS.web}`;
  const client = new DynamoDBClient({ region: 'eu-west-1', endpoint, credentials: { accessKeyId: 'x', secretAccessKey: 'y' } });
  return DynamoDBDocumentClient.from(client);
}

let entryId = 0;
/** The altered record and its clock-out as made, put back after these tests (others read this worker). */
let recordSk = '';
let originalEnd = '';
let originalEntryEnd = '';
/** The inspection persona (not one of the fixtures' named personas). */
const inspector = () => accounts().find((a) => a.persona === 'inspector')!;

/** Writes the altered clock-out straight in the table: the record's `after.end` and its entry's `end`. */
async function writeClockOut(db: ReturnType<typeof table>, recordEnd: string, entryEnd: string) {
  await db.send(
    new UpdateCommand({
      TableName: 'portal',
      Key: { pk: `$wtc#${staff}`, sk: recordSk },
      UpdateExpression: 'SET #a.#e = :e',
      ExpressionAttributeNames: { '#a': 'after', '#e': 'end' },
      ExpressionAttributeValues: { ':e': recordEnd },
    }),
  );
  await db.send(
    new UpdateCommand({
      TableName: 'portal',
      Key: { pk: `$wtc#entry#${entryId}`, sk: 'entry' },
      UpdateExpression: 'SET #e = :e',
      ExpressionAttributeNames: { '#e': 'end' },
      ExpressionAttributeValues: { ':e': entryEnd },
    }),
  );
}

// One worker: the altered entry is made once.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // An entry of an old month (no other test reads it), then edited in the table as in the issue.
  const taken = (
    await apiCall('internal-admin', 'working-time.admin.month', { params: { user: staff, month: MONTH } })
  ).data.days.map((d) => d.date);
  DAY = Array.from({ length: 30 }, (_, i) => `${MONTH}-${String(i + 1).padStart(2, '0')}`).find((d) => !taken.includes(d))!;
  const created = await apiCall('internal-admin', 'working-time.admin.create', {
    body: { user_id: staff, time_start: `${DAY}T08:03`, time_end: `${DAY}T13:07`, reason: 'Registre en paper' },
  });
  entryId = created.data.id;
  const db = table();
  const head = (await db.send(new GetCommand({ TableName: 'portal', Key: { pk: `$wtc#${staff}`, sk: 'head' } }))).Item!;
  recordSk = `rec#${String(head.seq).padStart(10, '0')}`;
  const record = (await db.send(new GetCommand({ TableName: 'portal', Key: { pk: `$wtc#${staff}`, sk: recordSk } }))).Item!;
  originalEnd = (record.after as { end: string }).end;
  const entry = (await db.send(new GetCommand({ TableName: 'portal', Key: { pk: `$wtc#entry#${entryId}`, sk: 'entry' } }))).Item!;
  originalEntryEnd = entry.end as string;
  const later = `${DAY}T13:07:00.000Z`; // 15:07 in Madrid (summer time)
  await writeClockOut(db, later, later);
});

test.afterAll(async () => {
  if (!recordSk) return;
  const db = table();
  await writeClockOut(db, originalEnd, originalEntryEnd);
});

async function expectBroken(page: Page, texts: { alert: RegExp; day: string }) {
  await arrives(page.getByTestId('wtc-integrity-broken')).toBeVisible();
  await expect(page.getByTestId('wtc-integrity-broken')).toContainText(texts.alert);
  await expect(page.getByTestId(`wtc-day-broken-${DAY}`)).toHaveText(texts.day);
  await expect(page.getByTestId('wtc-month-broken')).toHaveText(texts.day);
}

for (const who of ['worker', 'inspector'] as const)
  test(`the ${who} sees the altered day and month as altered, in Catalan and Spanish`, async ({ page }) => {
    test.setTimeout(180_000);
    const open = () =>
      who === 'worker'
        ? openAs(page, 'internal-staff', `/working-time-control/history?month=${MONTH}`)
        : openAs(page, inspector(), `/working-time-control/admin?month=${MONTH}&user=${staff}`);
    await open();
    await expectBroken(page, { alert: /Registre alterat: registre núm\. \d+ \(entrada \d+\): contingut editat/, day: 'Alterat' });
    await page.addInitScript(() => localStorage.setItem('locale', 'es'));
    await open();
    await expectBroken(page, {
      alert: /Registro alterado: registro núm\. \d+ \(entrada \d+\): contenido editado/,
      day: 'Alterado',
    });
  });

test("the inspector's PDF prints the check, the chain head's hash and the export id", async () => {
  const month = await apiCall('inspector', 'working-time.admin.month', { params: { user: staff, month: MONTH } });
  const head = month.data.integrity.head!;
  const file = await apiCall('inspector', 'working-time.admin.export', {
    params: { month: MONTH },
    query: { format: 'pdf', user_id: staff },
  });
  expect(file.integrity).toBe('broken');
  const pdf = await readPdf(await (await fetch(file.url)).arrayBuffer());
  const text = pdf.text.replace(/\s+/g, ' ');
  expect(text).toContain(file.export_id);
  expect(text).toContain(head.mac);
  expect(text).toContain('REGISTRE ALTERAT');
  expect(text).toContain('NIF A08000000');
  expect(text).toContain('12345678Z'); // the worker's NIF, from the register's worker record
});

test('at 390 px the history shows the day total without scrolling sideways', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, 'internal-staff', `/working-time-control/history?month=${MONTH}`);
  const total = page.getByTestId(`wtc-day-total-${DAY}`);
  await arrives(total).toBeVisible();
  const box = (await total.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);
  if (writingScreenshots) await page.screenshot({ path: 'docs/screenshots/working-time-history-390.png', fullPage: false });
});
