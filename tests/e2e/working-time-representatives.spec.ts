/**
 * The workers' representatives (role 151): their tile opens the staff's monthly summary, read-only,
 * with each worker's integrity state, in Catalan and in Spanish; nothing else of the register.
 */
import path from 'node:path';
import { DEMO_PASSWORD } from '../../infra/local/seed/demo-data';
import { expect, openAs, test } from './support/fixtures';
import { writingScreenshots } from './support/screenshots';

const shot = (locale: string) =>
  path.resolve(import.meta.dirname, `../../docs/screenshots/working-time-representatives-${locale}.png`);
const representative = { persona: 'representant', login: 'representant', password: DEMO_PASSWORD };

test("the representatives' tile opens the staff's summary with its integrity (ca)", async ({ page }) => {
  await openAs(page, representative, '/');
  await page.getByRole('link', { name: 'Resum per als representants dels treballadors' }).first().click();
  await expect(page).toHaveURL(/\/working-time-control\/representatives/);
  await expect(page.getByRole('heading', { name: 'Resum del registre de jornada', level: 1 })).toBeVisible();
  const table = page.getByTestId('wtc-representatives');
  for (const column of ['Treballador/a', 'Hores del mes', 'Dies treballats', 'Integritat'])
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  // Every worker's row says whether the figures verified.
  await expect(table.getByRole('row').nth(1)).toContainText(/Verificat|Registre alterat/);
  if (writingScreenshots) await page.screenshot({ path: shot('ca'), fullPage: true });
  // Read-only: no export, no register of any one worker.
  await expect(page.getByTestId('wtc-export')).toHaveCount(0);
  await page.goto('/working-time-control/admin');
  await expect(page.getByTestId('wtc-user')).toHaveCount(0);
});

test('el resumen de los representantes en castellano (es)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'es'));
  await openAs(page, representative, '/working-time-control/representatives');
  await expect(page.getByRole('heading', { name: 'Resumen del registro de jornada', level: 1 })).toBeVisible();
  const table = page.getByTestId('wtc-representatives');
  for (const column of ['Trabajador/a', 'Horas del mes', 'Días trabajados', 'Integridad'])
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText(/Verificado|Registro alterado/);
  if (writingScreenshots) await page.screenshot({ path: shot('es'), fullPage: true });
});
