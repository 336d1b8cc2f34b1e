/**
 * The import wizard as good import tools make it, in the browser, in both languages: a
 * new distributor's profile made from a sample xlsx written by LibreOffice (a title row, then a
 * header whose pharmacy and price columns no suggestion names: mapped by clicking them), its
 * sample read back as the profile will read it; a file whose columns were swapped is previewed
 * with the moved columns named; the right file previewed (dates, decimals, codes) then staged; its
 * rejected row fixed in place; finish asks first and lists what is still unfixed. Screenshots:
 * docs/screenshots/sales-import-mapping-<n>-<locale>.png.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiCall } from './support/api';
import { expect as baseExpect, openAs, test } from './support/fixtures';
import { writingScreenshots } from './support/screenshots';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const shots = path.resolve(import.meta.dirname, '../../docs/screenshots');
mkdirSync(shots, { recursive: true });
const SAMPLE = path.resolve(import.meta.dirname, '../fixtures/sales-import/mostra-farmadistrib.xlsx');

async function shoot(page: Page, name: string, locale: string) {
  if (!writingScreenshots) return;
  await page.evaluate(() => document.fonts.ready);
  // From the top: the sticky app header would otherwise be drawn over the page where it was scrolled.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.mouse.move(0, 799);
  await page.screenshot({ path: path.join(shots, `sales-import-mapping-${name}-${locale}.png`), fullPage: true });
}

/** The sample's CSV source with its units and net price columns swapped (a distributor's export reordered). */
function swappedCsv(): string {
  const lines = readFileSync(SAMPLE.replace(/\.xlsx$/, '.csv'), 'utf8')
    .trimEnd()
    .split(/\r?\n/);
  const swapped = lines.map((line) => {
    const cells = line.split(';');
    [cells[5], cells[6]] = [cells[6]!, cells[5]!];
    return cells.join(';');
  });
  const file = path.join(tmpdir(), `girat-${Date.now()}.csv`);
  writeFileSync(file, `${swapped.join('\r\n')}\r\n`);
  return file;
}

for (const locale of ['ca', 'es'] as const) {
  test(`a new distributor mapped from a sample, its file previewed, staged, fixed and finished (${locale})`, async ({ page }) => {
    const id = 700_000 + (Date.now() % 50_000) * 2 + (locale === 'ca' ? 0 : 1);
    const name = `Farmadistrib ${locale} ${id}`;
    if ((await apiCall('internal-admin', 'sales_import.rows')).data.has_rows)
      await apiCall('internal-admin', 'sales_import.finish', { body: { date: '2026-11-30' } });
    await page.addInitScript((l) => localStorage.setItem('locale', l), locale);

    // The sample: its first rows as the sheet has them; the header row (2) found under the title.
    await openAs(page, 'internal-admin', '/administration/import-sales/config');
    await page.getByTestId('distributors-from-sample').click();
    await expect(page).toHaveURL(/\/config\/sample$/);
    await page.getByTestId('sample-file').locator('input[type=file]').setInputFiles(SAMPLE);
    await page.getByTestId('sample-read').click();
    const rows = page.getByTestId('sample-rows');
    await expect(rows.locator('tbody tr')).toHaveCount(7);
    await expect(rows.getByText('000123').first()).toBeVisible();
    await expect(rows.getByText('05/11/2026').first()).toBeVisible();
    await page.getByRole('radio', { name: locale === 'ca' ? 'Fila 2 com a capçalera' : 'Fila 2 como cabecera' }).check();
    await expect(page.getByTestId('sample-first-row')).toContainText('3');
    // Suggested from the header names; the pharmacy ("Farmacia") and the price ("Neto") by clicking.
    await expect(page.getByTestId('map-field-date')).toContainText(': B');
    await expect(page.getByTestId('map-field-delivery_note')).toContainText(': A');
    await expect(page.getByTestId('map-field-customer')).toContainText(': —');
    await page.getByTestId('map-field-customer').click();
    await page.getByTestId('map-column-C').click();
    await expect(page.getByTestId('map-field-customer')).toContainText(': C');
    await page.getByTestId('map-column-G').click();
    await expect(page.getByTestId('map-field-price')).toContainText(': G');
    await expect(page.getByTestId('map-field-quantity')).toContainText(': F');
    await page.getByTestId('distributor-id').locator('input').fill(String(id));
    await page.getByTestId('distributor-name').locator('input').fill(name);
    await page.getByTestId('distributor-party').getByRole('button').first().click();
    await page.getByPlaceholder(/^(Cerqueu|Busque|Buscar)/).fill('Medi');
    await page.getByRole('option', { name: /Laboratoris Mediterrani/ }).click();
    // Read back as the profile will read it: the day, decimals and codes; the impossible date refused.
    await page.getByTestId('sample-check').click();
    const read = page.getByTestId('sample-read-rows');
    await expect(read.locator('tbody tr')).toHaveCount(5);
    await expect(read.locator('tbody tr').first()).toContainText('05/11/2026');
    await expect(read.locator('tbody tr').first()).toContainText('12,50');
    await expect(read.locator('tbody tr').nth(4)).toContainText('-1');
    await expect(read.locator('tbody tr').first()).toContainText('000123');
    await expect(read.locator('tbody tr').filter({ hasText: '31/11/2026' })).toContainText(/no vàlida|no válida/);
    await shoot(page, '1-sample', locale);
    await page.getByTestId('sample-save').click();
    await expect(page).toHaveURL(/\/config$/);
    await expect(page.getByTestId('distributors-table').getByText(name)).toBeVisible();

    // Step 1: a file with two columns swapped is previewed with both named, before anything is staged.
    await page.goto('/administration/import-sales/home');
    await page.getByTestId('upload-distributor').click();
    await page.getByRole('option', { name: new RegExp(name) }).click();
    await page.getByTestId('upload-files').locator('input[type=file]').setInputFiles(swappedCsv());
    await page.getByTestId('upload-form-submit').click();
    const changes = page.getByTestId('upload-preview-0-changes');
    await expect(changes).toContainText('«unidades»');
    await expect(changes).toContainText(/de la F a la G/);
    await expect(changes).toContainText('«neto»');
    await shoot(page, '2-moved', locale);
    await page
      .getByTestId('upload-form')
      .getByRole('button', { name: /girat-/ })
      .click();

    // The right file: previewed as it will be read, then staged by the second submit.
    await page.getByTestId('upload-files').locator('input[type=file]').setInputFiles(SAMPLE);
    await page.getByTestId('upload-form-submit').click();
    const preview = page.getByTestId('upload-preview-0-rows');
    await expect(preview.locator('tbody tr').first()).toContainText('05/11/2026');
    await expect(preview.locator('tbody tr').first()).toContainText('12,50');
    await expect(page.getByTestId('upload-preview-0-changes')).toHaveCount(0);
    await shoot(page, '3-preview', locale);
    await page.getByTestId('upload-form-submit').click();
    await expect(page).toHaveURL(/\/home\/2$/, { timeout: 120_000 });

    // Step 2: the rejected row fixed in place (a wrong date first: its field says why), then staged.
    await expect(page.getByTestId('summary-customers')).toHaveText('4');
    await expect(page.getByTestId('step-left')).toContainText(locale === 'ca' ? '1 fila rebutjada' : '1 fila rechazada');
    const rejected = page.getByTestId('rejected-rows');
    await expect(rejected.locator('tbody tr')).toHaveCount(1);
    await shoot(page, '4-rejected', locale);
    await rejected.getByTestId('rejected-fix-6').click();
    const fix = page.getByTestId('rejected-fix');
    await fix.getByTestId('rejected-date').locator('input').fill('31/11/2026');
    await fix.getByTestId('rejected-fix-submit').click();
    await expect(fix.locator('#rejected-date-error')).toContainText(/no vàlida|no válida/);
    await shoot(page, '5-fix', locale);
    await fix.getByTestId('rejected-date').locator('input').fill('30/11/2026');
    await fix.getByTestId('rejected-fix-submit').click();
    await expect(fix).toBeHidden({ timeout: 60_000 });
    await expect(page.getByTestId('summary-customers')).toHaveText('5');
    await expect(page.getByTestId('rejected-rows')).toHaveCount(0);
    await expect(page.getByTestId('step-left')).toContainText(locale === 'ca' ? 'No en queda cap' : 'No queda ninguna');

    // Step 3 says how many products are left without an xf.
    await page.getByTestId('step-next').click();
    await expect(page.getByTestId('step-left')).toContainText(
      locale === 'ca' ? '3 productes sense conversió xf' : '3 productos sin conversión xf',
    );
    await shoot(page, '6-left', locale);

    // Step 6 filtered by customer code (the server's key range) and distributor.
    await page.goto('/administration/import-sales/home/6');
    const prices = page.getByTestId('wrong-prices-table');
    await expect(prices.locator('tbody tr')).toHaveCount(5);
    await page.getByTestId('filter-customer').locator('input').fill('0001');
    await expect(prices.locator('tbody tr')).toHaveCount(2);
    await expect(prices.locator('tbody tr').filter({ hasText: '004567' })).toHaveCount(0);
    await shoot(page, '6b-wrong-prices-filter', locale);

    // Finish asks first and names what is still unfixed; confirming finishes.
    await page.goto('/administration/import-sales/home/7');
    await page.getByTestId('finish-date').locator('input').fill('30/11/2026');
    await page.getByTestId('finish-submit').click();
    const unfixed = page.getByTestId('finish-unfixed');
    await expect(unfixed).toBeVisible();
    await expect(page.getByTestId('finish-unfixed-new_products')).toContainText('3');
    // 000123 has a customer conversion in the demo data: two customers are left.
    await expect(page.getByTestId('finish-unfixed-no_deposit')).toContainText('2');
    await expect(page.getByTestId('finish-unfixed-wrong_prices')).toContainText('5');
    await expect(page.getByTestId('finish-unfixed-rejected')).toHaveCount(0);
    await shoot(page, '7-finish-confirm', locale);
    await page.getByTestId('confirm-modal-confirm').click();
    await expect(page.getByTestId('import-finished')).toBeVisible();
  });
}
