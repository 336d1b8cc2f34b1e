/**
 * Screenshots of every administration screen in both languages, for review: the home, the
 * catalog's steps and the 1706 list, manual sales with a refused cell, labs
 * statistics, packaging with its three lists, platform invoicing and the loyalty conversion.
 * Saved to docs/screenshots/admin-<screen>-<locale>.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/fixtures';
import { choose, loyaltyFile, openAdministration, packagingFile, pasteInto } from './support/administration';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

const dir = path.resolve(import.meta.dirname, '../../docs/screenshots');
mkdirSync(dir, { recursive: true });

async function shoot(page: Page, name: string, locale: string, { fullPage = true } = {}) {
  await page.evaluate(() => document.fonts.ready);
  // A full-page shot of a page scrolled down by a focused field starts mid-page: back to the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.mouse.move(0, 799);
  await page.screenshot({ path: path.join(dir, `admin-${name}-${locale}.png`), fullPage });
}

for (const locale of ['ca', 'es'] as const) {
  test(`administration screens (${locale})`, async ({ page }) => {
    await openAdministration(page, locale, '/administration');
    await expect(page.getByTestId('tile-administration-farmapremium')).toBeVisible();
    await shoot(page, 'home', locale);

    await page.goto('/administration/catalog/home');
    await expect(page.getByTestId('catalog-begin')).toBeVisible();
    await shoot(page, 'catalog-begin', locale);
    await page.getByTestId('catalog-begin').click();
    await expect(page.getByTestId('catalog-new')).toBeVisible();
    await shoot(page, 'catalog-new', locale);
    await page.getByTestId('catalog-step-3').click();
    await expect(page.getByTestId('catalog-deleted')).toBeVisible();
    await shoot(page, 'catalog-deleted', locale);
    await page.getByTestId('catalog-step-4').click();
    if (await page.getByTestId('catalog-not-built').isVisible()) {
      await page.getByTestId('catalog-build').click();
      await expect(page.getByTestId('catalog-not-built')).toHaveCount(0);
    }
    await expect(page.getByTestId('catalog-files').locator('tbody tr').first()).toBeVisible();
    await shoot(page, 'catalog-files', locale);
    // At 390 px the file actions come second and whole (they were off-screen).
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('catalog-download-825')).toBeInViewport();
    await shoot(page, 'catalog-files-390', locale, { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('catalog-step-5').click();
    await expect(page.locator('[data-testid^="catalog-platform-"]').first()).toBeVisible();
    await shoot(page, 'catalog-send', locale);

    await page.goto('/administration/catalog/ah1706');
    await expect(page.getByTestId('special-catalog')).toBeVisible();
    await shoot(page, 'catalog-1706', locale);

    await page.goto('/administration/insert-sales');
    await pasteInto(
      page.getByTestId('manual-row-1').locator('input[data-column=date]'),
      '05/11/2026\t000123\tALB-1\t1000001\tProducte 1\t12,50\t2\tNota\r\n31/11/2026\t000123\tALB-2\t1000002\tProducte 2\t3,40\t1\t\r\n',
    );
    await choose(page, 'manual-brand', /Marca/);
    await choose(page, 'manual-distributor', /Distribu/);
    await page.getByTestId('manual-add').click();
    await page.getByTestId('confirm-modal-confirm').click();
    await expect(page.getByTestId('manual-errors')).toBeVisible();
    await shoot(page, 'insert-sales', locale);

    await page.goto('/administration/labs-statistics');
    await page.getByTestId('statistics-submit').click();
    await expect(page.getByTestId('statistics-lab')).toBeVisible();
    await shoot(page, 'labs-statistics', locale);

    await page.goto('/administration/packaging');
    await page
      .getByTestId('packaging-file')
      .locator('input[type=file]')
      .setInputFiles(
        packagingFile([
          ['1000001', 12, 10, 5],
          ['1000002', 24, 8, 4],
          ['9999999', 6, 4, 3],
        ]),
      );
    await page.getByTestId('packaging-submit').click();
    await expect(page.getByTestId('packaging-products_not_found')).toBeVisible();
    await shoot(page, 'packaging', locale);

    await page.goto('/administration/platform-invoicing');
    await page.getByTestId('invoicing-platform').locator('button').first().click();
    await page.getByRole('option').filter({ hasText: '748' }).first().click();
    await page.getByTestId('invoicing-submit').click();
    await expect(page.getByTestId('invoicing-order-number')).toBeVisible();
    await shoot(page, 'platform-invoicing', locale);
    // The purchase orders with their dates as DD/MM/YYYY (they were ISO dates).
    await page.getByTestId('invoicing-purchase').locator('button').first().click();
    await expect(page.getByRole('option').first()).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await shoot(page, 'platform-invoicing-orders', locale, { fullPage: false });
    await page.keyboard.press('Escape');

    await page.goto('/administration/farmapremium');
    await page
      .getByTestId('loyalty-file')
      .locator('input[type=file]')
      .setInputFiles(
        loyaltyFile([
          ['Canje puntos', '12,5', '2', 'F4001', '1000001'],
          ['Canje puntos', '4,75', '1', 'F4003', '9999999'],
          ['Total', '', '0', '', ''],
        ]),
      );
    await page.getByTestId('loyalty-submit').click();
    await expect(page.getByTestId('loyalty-lines')).toBeVisible();
    await shoot(page, 'farmapremium', locale);
  });
}
