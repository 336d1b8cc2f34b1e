/**
 * The administration's other forms in the browser: labs statistics exported as an xlsx,
 * a packaging file's three lists, and platform invoicing (purchase orders reload with the platform,
 * choosing one fills the lists and clearing it empties them, the order number's rule, the file
 * downloads).
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { madridToday } from '../../shared/time/madrid';
import { expect as baseExpect, test } from './support/fixtures';
import { choose, deliveryLinesFile, openAdministration, packagingFile, servedPurchaseOrder } from './support/administration';
import { writingScreenshots } from './support/screenshots';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

test('labs statistics: a laboratory and a range export an xlsx (ca)', async ({ page }) => {
  await openAdministration(page, 'ca', '/administration/labs-statistics');
  await page.getByTestId('statistics-submit').click();
  await expect(page.getByText('Aquest camp és obligatori.').first()).toBeVisible();
  await page.getByTestId('statistics-lab').locator('button').first().click();
  await page.getByRole('option').first().click();
  await page.getByTestId('statistics-from').locator('input').fill('01/01/2026');
  await page.getByTestId('statistics-to').locator('input').fill('01/01/2026');
  await page.getByTestId('statistics-submit').click();
  await expect(page.getByText("Ha de ser posterior a la data d'inici.", { exact: true })).toBeVisible();
  // Up to today (spec §9): a later "to" is refused.
  await page.getByTestId('statistics-to').locator('input').fill('01/11/2026');
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('statistics-submit').click()]);
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  // A job: its progress shows, then the file is saved and can be saved again.
  await expect(page.getByTestId('statistics-job')).toContainText('Fitxer preparat i descarregat.');
  await shootJob(page, 'ca');
});

test('labs statistics: the job from 01/01/1900 to today ends with the file, saved again on request (es)', async ({ page }) => {
  await openAdministration(page, 'es', '/administration/labs-statistics');
  await page.getByTestId('statistics-lab').locator('button').first().click();
  await page.getByRole('option').first().click();
  await page.getByTestId('statistics-from').locator('input').fill('01/01/1900');
  await page.getByTestId('statistics-to').locator('input').fill(madridToday().split('-').reverse().join('/'));
  const [first] = await Promise.all([page.waitForEvent('download'), page.getByTestId('statistics-submit').click()]);
  expect(first.suggestedFilename()).toMatch(/\.xlsx$/);
  const job = page.getByTestId('statistics-job');
  await expect(job).toContainText('Archivo preparado y descargado.');
  await expect(job).toContainText(/\d+ de \d+ ventas/);
  await shootJob(page, 'es');
  const [again] = await Promise.all([
    page.waitForEvent('download'),
    job.getByRole('button', { name: 'Volver a descargar' }).click(),
  ]);
  expect(again.suggestedFilename()).toBe(first.suggestedFilename());
});

async function shootJob(page: Page, locale: 'ca' | 'es') {
  if (!writingScreenshots) return;
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.move(0, 799);
  await page.screenshot({
    path: path.resolve(import.meta.dirname, `../../docs/screenshots/admin-labs-statistics-job-${locale}.png`),
    fullPage: true,
  });
}

test('packaging: products not found, updated and inserted as three lists (es)', async ({ page }) => {
  await openAdministration(page, 'es', '/administration/packaging');
  await page
    .getByTestId('packaging-file')
    .locator('input[type=file]')
    .setInputFiles(
      packagingFile([
        ['1000003', 12, 10, 5],
        ['9999997', 6, 4, 3],
      ]),
    );
  await page.getByTestId('packaging-submit').click();
  await expect(page.getByTestId('packaging-products_not_found')).toContainText('9999997');
  await expect(page.getByTestId('packaging-products_not_found')).toContainText('(1)');
  const known = page.getByTestId('packaging-products_updated').or(page.getByTestId('packaging-products_inserted'));
  await expect(known.filter({ hasText: '1000003' })).toHaveCount(1);
});

test('platform invoicing: purchase orders, the order number rule and the download (ca)', async ({ page }) => {
  await openAdministration(page, 'ca', '/administration/platform-invoicing');
  // 825 asks for no order number; 748 requires it.
  await page.getByTestId('invoicing-platform').locator('button').first().click();
  await page.getByRole('option').filter({ hasText: '825' }).first().click();
  await expect(page.getByTestId('invoicing-order-number')).toHaveCount(0);
  await page.getByTestId('invoicing-platform').locator('button').first().click();
  await page.getByRole('option').filter({ hasText: '748' }).first().click();
  await expect(page.getByTestId('invoicing-order-number')).toBeVisible();

  // The platform's purchase orders: choosing one the ERP has served fills the lists, clearing it empties them.
  await choose(page, 'invoicing-purchase', await servedPurchaseOrder(748));
  const outs = page.getByTestId('invoicing-outs').locator('textarea');
  const consignments = page.getByTestId('invoicing-consignments').locator('textarea');
  await expect
    .poll(
      async () =>
        (await outs.inputValue()) +
        (await consignments.inputValue()) +
        (await page.getByTestId('invoicing-direct').locator('textarea').inputValue()),
    )
    .not.toBe('');
  const firstOut = (
    (await outs.inputValue()) || (await page.getByTestId('invoicing-direct').locator('textarea').inputValue())
  ).split('\n')[0]!;
  await page.getByTestId('invoicing-clear-purchase').click();
  await expect(outs).toHaveValue('');
  await expect(consignments).toHaveValue('');

  await outs.fill(firstOut);
  await page
    .getByTestId('invoicing-file')
    .locator('input[type=file]')
    .setInputFiles(deliveryLinesFile([[firstOut, '1000001', 2]]));
  await page.getByTestId('invoicing-date').locator('input').fill('20/11/2026');
  await page.getByTestId('invoicing-submit').click();
  await expect(page.getByText('Aquest camp és obligatori.')).toBeVisible();
  await page.getByTestId('invoicing-order-number').locator('input').fill('PO-748-1');
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('invoicing-submit').click()]);
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
});
