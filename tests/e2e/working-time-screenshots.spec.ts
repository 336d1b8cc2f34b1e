/**
 * Screenshots of the working-time screens and the export in both languages, for review: the
 * clock while working, the worker's history with an amended and a deleted entry
 * and their trace, the administration screen with a day open and its edit dialog, and the month's
 * PDF export. Saved to docs/screenshots/working-time-<screen>-<locale>.png.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { currentMonth, previousMonth } from '../../shared/time/madrid';
import { ApiCallError, apiCall } from './support/api';
import { expect as baseExpect, signIn, test, type Persona } from './support/fixtures';

/** Screens here are first visits of lazy pages on a busy dev server: generous waits. */
const expect = baseExpect.configure({ timeout: 60_000 });

const dir = path.resolve(import.meta.dirname, '../../docs/screenshots');
mkdirSync(dir, { recursive: true });

const month = previousMonth(currentMonth());
const at = (day: number, time: string) => `${month}-${String(day).padStart(2, '0')}T${time}`;

/** A page whole, or (a dialog over it) the viewport the dialog's backdrop covers. */
async function shoot(page: Page, name: string, locale: string, { fullPage = true } = {}) {
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.move(0, 799);
  await page.screenshot({ path: path.join(dir, `working-time-${name}-${locale}.png`), fullPage });
}

async function openAs(browser: Browser, persona: Persona, locale: 'ca' | 'es'): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_WEB_URL });
  await context.addInitScript((l) => localStorage.setItem('locale', l), locale);
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, persona);
  await expect(page.getByTestId('home-heading')).toBeVisible();
  return page;
}

/**
 * Last month of the staff member's register: a working week added by the administration, one
 * day amended and one deleted, each with its reason. Idempotent: a rerun finds it in place.
 */
async function seedStaffMonth(admin: Page): Promise<number> {
  const staff = (await apiCall(admin, 'working-time.admin.users')).data.find((u) => u.name === 'Pere Soler')!;
  const existing = (await apiCall(admin, 'working-time.admin.month', { params: { user: staff.id, month } })).data;
  if (existing.days.some((d) => d.date === `${month}-03`)) return staff.id;
  const add = async (day: number, start: string, end: string) =>
    (
      await apiCall(admin, 'working-time.admin.create', {
        body: { user_id: staff.id, time_start: at(day, start), time_end: at(day, end), reason: 'Registre en paper escanejat' },
      })
    ).data;
  await add(3, '08:00:00', '14:00:00');
  await add(3, '15:00:00', '17:30:00');
  const late = await add(4, '08:15:00', '15:00:00');
  const holiday = await add(5, '08:00:00', '15:00:00');
  await add(6, '07:55:00', '15:05:00');
  await add(7, '09:00:00', '13:00:00');
  await apiCall(admin, 'working-time.admin.update', {
    params: { id: late.id },
    body: {
      user_id: staff.id,
      time_start: at(4, '08:15:00'),
      time_end: at(4, '17:45:00'),
      reason: 'Reunió amb un client fins tard',
      version: late.version,
    },
  });
  await apiCall(admin, 'working-time.admin.delete', {
    params: { id: holiday.id },
    body: { reason: 'Dia de vacances registrat per error', version: holiday.version },
  });
  return staff.id;
}

test.describe.configure({ mode: 'serial' });

let staffId = 0;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await openAs(browser, 'internal-admin', 'ca');
  staffId = await seedStaffMonth(admin);
  // The administrator's own clock is running for the clock screenshot.
  const status = (await apiCall(admin, 'working-time.clock.status')).data;
  if (!status.working)
    await apiCall(admin, 'working-time.clock.set', { body: { working: true } }).catch((e: unknown) => {
      if (!(e instanceof ApiCallError && e.status === 422)) throw e;
    });
  await admin.context().close();
});

for (const locale of ['ca', 'es'] as const) {
  test(`working-time screens (${locale})`, async ({ browser }) => {
    test.setTimeout(300_000);
    const es = locale === 'es';

    const admin = await openAs(browser, 'internal-admin', locale);
    await admin.goto('/working-time-control/index');
    await expect(admin.getByTestId('wtc-state')).toContainText(es ? 'Trabajando desde las' : 'Treballant des de les');
    await shoot(admin, 'clock', locale);

    await admin.goto(`/working-time-control/admin?user=${staffId}&month=${month}`);
    await expect(admin.getByTestId('wtc-chain')).toContainText(
      es ? /Registro íntegro|Registro alterado/ : /Registre íntegre|Registre alterat/,
    );
    const day4 = `${month}-04`.split('-').reverse().join('/');
    await admin.getByTestId('wtc-register').getByRole('row').filter({ hasText: day4 }).getByRole('button').first().click();
    await shoot(admin, 'admin', locale);
    await admin.locator('[data-testid^="wtc-edit-"]').first().click();
    await expect(admin.getByTestId('wtc-entry-dialog')).toBeVisible();
    await admin.getByTestId('wtc-entry-dialog-submit').click();
    await shoot(admin, 'admin-edit', locale, { fullPage: false });

    const staff = await openAs(browser, 'internal-staff', locale);
    await staff.goto(`/working-time-control/history?month=${month}`);
    await expect(staff.getByTestId('wtc-trace')).toBeVisible();
    await shoot(staff, 'history', locale);

    // The export: the month's PDF as the worker downloads it, shown by the browser's viewer.
    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      (async () => {
        await staff.getByTestId('wtc-export').click();
        await staff.getByRole('menuitem', { name: 'PDF' }).click();
      })(),
    ]);
    const file = path.join(tmpdir(), `working-time-export-${locale}-${Date.now()}.pdf`);
    await download.saveAs(file);
    const viewer = await staff.context().newPage();
    await viewer.goto(`file://${file}`);
    await viewer.waitForTimeout(1500);
    await viewer.screenshot({ path: path.join(dir, `working-time-export-${locale}.png`) });

    await admin.context().close();
    await staff.context().close();
  });
}
