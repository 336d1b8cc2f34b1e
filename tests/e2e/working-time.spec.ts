/**
 * Working-time control end to end: a worker clocks in and out (the server
 * refusing a second clock-in from elsewhere); an administrator amends an entry with a required
 * reason (and meets a concurrent change as a clear 409 with a reload) and deletes another, and the
 * worker sees both marked in the history with their trace and acknowledges them. The second flow
 * runs in Spanish.
 */
import type { Locator, Page } from '@playwright/test';
import { currentMonth, madridParts, previousMonth } from '../../shared/time/madrid';
import { ApiCallError, apiCall } from './support/api';
import { expect, openAs, test, type Persona } from './support/fixtures';

/** For the first look at a screen: its lazy chunk may take a while from a busy dev server. */
const arrives = expect.configure({ timeout: 60_000 });

/**
 * Opens the home of a persona on this page, its stored session replacing whoever was there: one
 * page keeps the dev server's modules cached, so switching accounts costs no cold load.
 */
async function switchTo(page: Page, persona: Persona): Promise<void> {
  await openAs(page, persona, '/');
  await arrives(page.getByTestId('home-heading')).toBeVisible();
}

/** Types into a Cloudscape time input (hh:mm:ss) as a person does. */
async function typeTime(field: Locator, value: string) {
  await field.click();
  await field.press('Control+a');
  await field.press('Backspace');
  await field.pressSequentially(value);
}

/** An entry's row in the register table. */
const entryRow = (page: Page, id: number) =>
  page
    .getByTestId('wtc-register')
    .getByRole('row')
    .filter({ has: page.getByTestId(`wtc-entry-${id}`) });

/** Opens a day of the register table (its expand toggle is the row's first button). */
async function expandDay(page: Page, day: string) {
  const row = page.getByTestId('wtc-register').getByRole('row').filter({ hasText: day });
  await row.getByRole('button').first().click();
}

test('the worker clocks in and out; a second clock-in elsewhere is refused', async ({ page }) => {
  test.setTimeout(120_000);
  await switchTo(page, 'internal-staff');
  await expect(page).toHaveURL(/\/internal$/);
  await page.getByTestId('tile-working_time').click();
  await expect(page).toHaveURL(/\/working-time-control\/index$/);
  await arrives(page.getByTestId('wtc-clock')).toBeVisible();

  // The clock ticks every second, in Madrid time.
  const clock = page.getByTestId('wtc-clock');
  await expect(clock).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  const first = await clock.textContent();
  await expect(clock).not.toHaveText(first!, { timeout: 2500 });

  const clockIn = page.getByTestId('wtc-clock-in');
  const clockOut = page.getByTestId('wtc-clock-out');
  await expect(page.getByTestId('wtc-state')).toHaveText('No esteu treballant');
  await expect(clockOut).toBeDisabled();

  const sent = page.waitForResponse((r) => r.url().endsWith('/api/working-time-control') && r.request().method() === 'POST');
  await clockIn.click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByTestId('wtc-state')).toContainText('Treballant des de les');
  await expect(clockIn).toBeDisabled();
  await expect(clockOut).toBeEnabled();
  const today = page.getByTestId('wtc-today');
  await expect(today.getByTestId('wtc-open-end')).toBeVisible();

  // Another tab (here, a direct call) clocking in again is refused by the server, naming the rule.
  const refused = await apiCall(page, 'working-time.clock.set', { body: { working: true } }).catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(ApiCallError);
  expect((refused as ApiCallError).status).toBe(422);
  expect(JSON.stringify((refused as ApiCallError).body)).toContain('working');

  await clockOut.click();
  await expect(page.getByTestId('wtc-state')).toHaveText('No esteu treballant');
  await expect(clockIn).toBeEnabled();
  await expect(today.getByTestId('wtc-open-end')).toHaveCount(0);
  await expect(page.getByTestId('wtc-today-total')).toContainText("Total d'avui: 0 h");

  // The history of this month has today's day with the entry.
  await page.getByTestId('area-nav').getByRole('link', { name: 'Historial' }).click();
  await expect(page).toHaveURL(/\/working-time-control\/history$/);
  const todayText = madridParts(new Date()).date.split('-').reverse().join('/');
  await arrives(page.getByTestId('wtc-register').getByRole('row').filter({ hasText: todayText }).first()).toBeVisible();
});

test('el administrador modifica una entrada con motivo y el trabajador ve la traza (es)', async ({ page }) => {
  test.setTimeout(300_000);
  await page.addInitScript(() => localStorage.setItem('locale', 'es'));
  const admin = page;
  const month = previousMonth(currentMonth());
  await switchTo(admin, 'internal-admin');

  // Set-up through the API: two entries an administrator added for the worker last month, on two
  // days still free in the register (so a rerun on the same stand-in finds its own days).
  const users = (await apiCall(admin, 'working-time.admin.users')).data;
  const worker = users.find((u) => u.name === 'Pere Soler');
  expect(worker, `users: ${JSON.stringify(users)}`).toBeTruthy();
  const taken = new Set(
    (await apiCall(admin, 'working-time.admin.month', { params: { user: worker!.id, month } })).data.days.map((d) => d.date),
  );
  const [day, otherDay] = Array.from({ length: 19 }, (_, i) => `${month}-${String(i + 10).padStart(2, '0')}`).filter(
    (d) => !taken.has(d),
  );
  const dayText = day!.split('-').reverse().join('/');
  // Reasons name the day, so a rerun on the same stand-in finds its own trace rows.
  const lateReason = `Olvidó fichar la salida el ${dayText}`;
  const holidayReason = `Vacaciones el ${otherDay!.split('-').reverse().join('/')}, no trabajó`;
  const add = (date: string) =>
    apiCall(admin, 'working-time.admin.create', {
      body: { user_id: worker!.id, time_start: `${date}T08:00:00`, time_end: `${date}T14:00:00`, reason: 'Alta de prueba' },
    }).then((a) => a.data);
  const amended = await add(day!);
  const removed = await add(otherDay!);

  // The administrator chooses the worker and the month.
  await admin.goto('/working-time-control/admin');
  await arrives(admin.getByRole('heading', { name: 'Administración del registro', level: 1 })).toBeVisible();
  await admin.getByTestId('wtc-user').click();
  await admin.getByPlaceholder('Buscar por nombre').fill('Pere');
  await admin.getByRole('option', { name: worker!.name }).click();
  await admin.getByTestId('wtc-month-previous').click();
  await expect(admin).toHaveURL(new RegExp(`user=${worker!.id}`));
  await expect(admin).toHaveURL(new RegExp(`month=${month}`));
  // The check has run. (working-time-integrity.spec.ts alters this worker's register while it runs,
  // possibly in another worker at the same time: an edit through the app keeping the chain intact is
  // asserted by tests/integration/working-time.test.ts.)
  await arrives(admin.getByTestId('wtc-chain')).toContainText(/Registro íntegro|Registro alterado/);
  await expandDay(admin, dayText);

  // Edit: the reason is required; a change made meanwhile elsewhere is a clear 409 with a reload.
  await admin.getByTestId(`wtc-edit-${amended.id}`).click();
  const dialog = admin.getByTestId('wtc-entry-dialog');
  await typeTime(dialog.getByLabel('Fin'), '15:00:00');
  await dialog.getByTestId('wtc-entry-dialog-submit').click();
  await expect(dialog.getByText('Este campo es obligatorio.')).toBeVisible();
  await apiCall(admin, 'working-time.admin.update', {
    params: { id: amended.id },
    body: {
      user_id: worker!.id,
      time_start: `${day}T08:00:00`,
      time_end: `${day}T14:30:00`,
      reason: 'Corrección desde otra pestaña',
      version: amended.version,
    },
  });
  await dialog.getByLabel('Motivo').fill(lateReason);
  await dialog.getByTestId('wtc-entry-dialog-submit').click();
  await expect(dialog.getByTestId('wtc-conflict')).toContainText('Otra persona ha cambiado esta entrada');
  await dialog.getByTestId('wtc-conflict-reload').click();
  await expect(dialog.getByTestId('wtc-conflict')).toHaveCount(0);
  await expect(dialog.getByLabel('Fin')).toHaveValue('14:30:00');
  await typeTime(dialog.getByLabel('Fin'), '15:00:00');
  await dialog.getByLabel('Motivo').fill(lateReason);
  await dialog.getByTestId('wtc-entry-dialog-submit').click();
  // (The success alert lasts 7 s: on a busy machine the lasting effects are what a test can rely on.)
  await expect(dialog).toHaveCount(0);
  await expect(entryRow(admin, amended.id)).toContainText('15:00:00');
  await expect(entryRow(admin, amended.id)).toContainText('Modificada');

  // Delete the other entry with a reason: it stays, marked, out of the totals.
  await expandDay(admin, otherDay!.split('-').reverse().join('/'));
  await admin.getByTestId(`wtc-delete-${removed.id}`).click();
  const confirm = admin.getByTestId('wtc-delete-dialog');
  await confirm.getByTestId('wtc-delete-dialog-submit').click();
  await expect(confirm.getByText('Este campo es obligatorio.')).toBeVisible();
  await confirm.getByLabel('Motivo').fill(holidayReason);
  await confirm.getByTestId('wtc-delete-dialog-submit').click();
  await expect(confirm).toHaveCount(0);
  await expect(entryRow(admin, removed.id)).toContainText('Eliminada');
  await expect(admin.getByTestId(`wtc-delete-${removed.id}`)).toHaveCount(0);
  await expect(admin.getByTestId(`wtc-day-total-${otherDay}`)).toHaveText('0 h 00 min');
  await expect(admin.getByTestId(`wtc-day-total-${day}`)).toHaveText('7 h 00 min');
  const trace = admin.getByTestId('wtc-trace');
  await expect(trace.getByRole('row').filter({ hasText: lateReason })).toContainText('Anna Ferrer');

  // The worker sees both changes marked, with who, when, why and the previous values, and acknowledges them.
  const own = page;
  await switchTo(own, 'internal-staff');
  await own.goto(`/working-time-control/history?month=${month}`);
  await arrives(own.getByRole('heading', { name: 'Historial', level: 1 })).toBeVisible();
  await expect(own.getByTestId('wtc-pending')).toBeVisible();
  await expect(entryRow(own, amended.id)).toContainText('Modificada');
  await expect(entryRow(own, amended.id)).toContainText('15:00:00');
  await expect(entryRow(own, removed.id)).toContainText('Eliminada');
  const edited = own.getByTestId('wtc-trace').getByRole('row').filter({ hasText: lateReason });
  await expect(edited).toContainText('Anna Ferrer');
  await expect(edited).toContainText(`${dayText} 08:00:00 – 14:30:00`);
  await expect(edited).toContainText(`${dayText} 08:00:00 – 15:00:00`);
  const deleted = own.getByTestId('wtc-trace').getByRole('row').filter({ hasText: holidayReason });
  await expect(deleted).toContainText('Entrada eliminada');
  await own.getByTestId('wtc-acknowledge-all').click();
  await expect(own.getByTestId('wtc-acknowledge-all')).toHaveCount(0);
  await expect(own.getByTestId('wtc-pending')).toHaveCount(0);
});
