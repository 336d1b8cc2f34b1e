/**
 * Screenshots of the portal screens in both languages, for review: the intranet tree
 * and its file dialog, a guest document area, invoicing, communication, webinars and laboratory
 * statistics. Saved to docs/screenshots/<screen>-<locale>.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiCall } from './support/api';
import { expect, signInAs, test } from './support/fixtures';

const dir = path.resolve(import.meta.dirname, '../../docs/screenshots');
mkdirSync(dir, { recursive: true });

async function shoot(page: Page, name: string, locale: string, fullPage = true) {
  // The breadcrumbs are a chunk of their own: wait for them, every screen here has some.
  await expect(page.getByRole('navigation', { name: /^Ruta de navegaci(ó|ón)$/ })).toBeVisible();
  await page.evaluate(async () => {
    await document.fonts.ready;
    const pending = [...document.images].filter((img) => !img.complete && img.loading !== 'lazy');
    await Promise.all(pending.map((img) => new Promise((r) => (img.onload = img.onerror = r))));
  });
  await page.mouse.move(0, 799);
  await page.screenshot({ path: path.join(dir, `${name}-${locale}.png`), fullPage });
}

for (const locale of ['ca', 'es'] as const) {
  const ca = locale === 'ca';
  test.describe(`portal screenshots (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('locale', l), locale);
    });

    test('intranet tree and file dialog', async ({ page }) => {
      await signInAs(page, 'internal-admin', /\/internal$/);
      await page.goto('/intranet/home/14-300');
      await expect(page.getByTestId('tree-file-1')).toBeVisible();
      await shoot(page, 'intranet-tree', locale);
      await page.getByTestId('file-menu-1').getByRole('button').click();
      await page.getByRole('menuitem', { name: ca ? 'Edita' : 'Editar' }).click();
      const dialog = page.getByRole('dialog', { name: ca ? 'Edita el fitxer' : 'Editar el archivo' });
      await expect(dialog).toBeVisible();
      await shoot(page, 'intranet-file-dialog', locale, false);
      await dialog.getByRole('button', { name: ca ? 'Cancel·la' : 'Cancelar' }).click();
      await page.getByRole('button', { name: ca ? 'Nova carpeta' : 'Nueva carpeta' }).click();
      await expect(page.getByRole('dialog', { name: ca ? 'Nova carpeta' : 'Nueva carpeta' })).toBeVisible();
      await shoot(page, 'intranet-directory-dialog', locale, false);
    });

    test('guest document area and news', async ({ page }) => {
      await signInAs(page, 'pharmacy-guest', /\/pharmacy$/);
      await page.goto('/guest/pharmacy/platform/agreements/300');
      await expect(page.getByTestId('tree-file-1')).toBeVisible();
      await page.getByTestId('tree-directory-301').getByRole('button').click();
      await expect(page.getByTestId('tree-file-2')).toBeVisible();
      await shoot(page, 'portal-agreements', locale);
      await page.goto('/guest/pharmacy/news');
      await expect(page.getByTestId('news-table').locator('tbody tr').first()).toBeVisible();
      await shoot(page, 'portal-news', locale);
      await page.goto('/guest/pharmacy/platform');
      await expect(page.getByTestId('tile-platform_invoicing')).toBeVisible();
      await shoot(page, 'portal-platform', locale);
    });

    test('invoicing', async ({ page }) => {
      await signInAs(page, 'pharmacy-guest', /\/pharmacy$/);
      await page.goto('/guest/pharmacy/platform/invoicing');
      await expect(page.getByTestId('quarter-4')).toHaveAttribute('data-colour', 'green');
      await expect(page.getByTestId('invoices').locator('tbody tr')).toHaveCount(10);
      await shoot(page, 'invoicing', locale);
    });

    test('communication', async ({ page }) => {
      await signInAs(page, 'pharmacy-guest', /\/pharmacy$/);
      await page.goto('/guest/pharmacy/communication');
      await expect(page.getByTestId('messaging-link')).toBeVisible();
      await shoot(page, 'communication', locale);
    });

    test('webinars', async ({ page }) => {
      await signInAs(page, 'pharmacy-admin', /\/pharmacy$/);
      await page.goto('/guest/pharmacy/opc/webinars');
      const listed = (await apiCall(page, 'guest-pharmacy.webinars')).data;
      await expect(page.getByTestId('webinars').locator('li')).toHaveCount(listed.length);
      await shoot(page, 'webinars', locale);
    });

    test('laboratory statistics', async ({ page }) => {
      await signInAs(page, 'laboratory-guest', /\/laboratory$/);
      await page.goto('/guest/laboratory/statistics');
      await expect(page.getByTestId('export')).toBeVisible();
      await shoot(page, 'laboratory-statistics', locale);
    });
  });
}
