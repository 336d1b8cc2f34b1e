/**
 * Screenshots of the frame's screens in both languages, for review: login, each home, 403, 404.
 * Saved to docs/screenshots/<screen>-<locale>.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, signIn, test, type Persona } from './support/fixtures';

const dir = path.resolve(import.meta.dirname, '../../docs/screenshots');
mkdirSync(dir, { recursive: true });

async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const pending = [...document.images].filter((img) => !img.complete && img.loading !== 'lazy');
    await Promise.all(pending.map((img) => new Promise((r) => (img.onload = img.onerror = r))));
  });
  await page.mouse.move(0, 799);
}

async function shoot(page: Page, name: string, locale: string) {
  await settle(page);
  await page.screenshot({ path: path.join(dir, `${name}-${locale}.png`), fullPage: true });
}

for (const locale of ['ca', 'es'] as const) {
  test.describe(`screenshots (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('locale', l), locale);
    });

    test('login', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: locale === 'ca' ? 'Accedeix' : 'Acceder' })).toBeVisible();
      await shoot(page, 'login', locale);
    });

    for (const [persona, screen, url] of [
      ['internal-admin', 'home-internal', /\/internal$/],
      ['pharmacy-guest', 'home-pharmacy', /\/pharmacy$/],
      ['laboratory-guest', 'home-laboratory', /\/laboratory$/],
    ] as [Persona, string, RegExp][]) {
      test(screen, async ({ page }) => {
        await page.goto('/login');
        await signIn(page, persona);
        await expect(page).toHaveURL(url);
        await expect(page.getByTestId('home-heading')).toBeVisible();
        if (screen === 'home-pharmacy') await expect(page.getByTestId('carousel').locator('img').first()).toBeVisible();
        await shoot(page, screen, locale);
      });
    }

    test('403 and 404', async ({ page }) => {
      await page.goto('/login');
      await signIn(page, 'laboratory-guest');
      await expect(page).toHaveURL(/\/laboratory$/);
      await page.goto('/internal');
      await expect(page).toHaveURL(/\/forbidden$/);
      await expect(page.getByText('403')).toBeVisible();
      await shoot(page, '403', locale);
      await page.goto('/guest/laboratory/informes-antics');
      await expect(page.getByTestId('not-found-message')).toBeVisible();
      await shoot(page, '404', locale);
    });
  });
}
