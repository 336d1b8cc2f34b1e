/**
 * Screenshots of the access-control, password and profile screens in both languages, for review:
 * docs/screenshots/{acl,password,profile}-<screen>-<locale>.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { demoAccount, resetMail, selectTrigger, signInAccount } from './acl-helpers';
import { expect, test, type Persona } from './support/fixtures';

const dir = path.resolve(import.meta.dirname, '../../docs/screenshots');
mkdirSync(dir, { recursive: true });

async function shoot(page: Page, name: string, locale: string, { crumbs = true } = {}) {
  // Breadcrumbs load their chunk on first use: wait for them on the pages that have them.
  if (crumbs) await expect(page.getByRole('navigation', { name: /^Ruta de navegació|^Ruta de navegación/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await page.mouse.move(0, 799);
  await page.screenshot({ path: path.join(dir, `${name}-${locale}.png`), fullPage: true });
}

const L = {
  ca: {
    guests: 'Convidats',
    add: 'Afegeix un convidat',
    type: 'Tipus',
    pharmacy: 'Farmàcia',
    party: 'Entitat',
    search: 'Cerca per codi o nom',
  },
  es: {
    guests: 'Invitados',
    add: 'Añadir un invitado',
    type: 'Tipo',
    pharmacy: 'Farmacia',
    party: 'Entidad',
    search: 'Buscar por código o nombre',
  },
} as const;

for (const locale of ['ca', 'es'] as const) {
  test.describe(`access-control screenshots (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('locale', l), locale);
    });

    const as = (page: Page, persona: Persona | 'support') => signInAccount(page, demoAccount(persona));

    test('acl home, internal users, a user', async ({ page }) => {
      await as(page, 'internal-admin');
      await page.goto('/acl');
      await expect(page.getByTestId('tile-acl-guests')).toBeVisible();
      await shoot(page, 'acl-home', locale);
      await page.goto('/acl/users');
      await expect(page.getByTestId('acl-users-table').getByRole('link', { name: 'Pere Soler' })).toBeVisible();
      await shoot(page, 'acl-users', locale);
      await page.getByTestId('acl-users-table').getByRole('link', { name: 'Pere Soler' }).click();
      await expect(page.getByTestId('acl-user-save')).toBeVisible();
      await shoot(page, 'acl-user-show', locale);
    });

    test('guests table, guest form, a guest', async ({ page }) => {
      const t = L[locale];
      await as(page, 'internal-admin');
      await page.goto('/acl/guests');
      const table = page.getByTestId('acl-guests-table');
      await expect(table.getByRole('link', { name: 'Laia Puig' })).toBeVisible();
      await shoot(page, 'acl-guests', locale);

      // Tall enough for the whole dialog (the form scrolls inside it).
      await page.setViewportSize({ width: 1280, height: 1500 });
      await page.getByTestId('acl-guests-add').click();
      const form = page.getByTestId('guest-form');
      await form.getByTestId('guest-form-submit').click();
      await form.getByLabel(locale === 'ca' ? 'Nom' : 'Nombre', { exact: true }).fill('Farmàcia Nova');
      await selectTrigger(form, t.type).click();
      await page.getByRole('option', { name: t.pharmacy }).click();
      await selectTrigger(form, t.party).click();
      await page.getByPlaceholder(t.search).fill('Girona');
      await page.getByRole('option', { name: /Girona Centre/ }).click();
      await form.getByRole('checkbox').nth(2).check();
      await shoot(page, 'acl-guest-form', locale, { crumbs: false });
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 1280, height: 800 });

      await page.goto('/acl/guests');
      await table.getByRole('link', { name: 'Laia Puig' }).click();
      await expect(page.getByTestId('send-reset-mail')).toBeVisible();
      await expect(page.getByRole('tree')).toBeVisible();
      await shoot(page, 'acl-guest-show', locale);
    });

    test('pharmacy own-user list', async ({ page }) => {
      await as(page, 'pharmacy-admin');
      await page.goto('/guest/pharmacy/administration/acl');
      await expect(page.getByTestId('pharmacy-acl-own')).toBeVisible();
      await shoot(page, 'acl-pharmacy-users', locale);
      // Marc Soler holds a role the administrator cannot grant: his page is read-only.
      await page.getByTestId('pharmacy-acl-table').getByRole('link', { name: 'Marc Soler' }).click();
      await expect(page.getByRole('tree')).toBeVisible();
      await expect(page.getByTestId('own-user-edit')).toHaveCount(0);
      await shoot(page, 'acl-pharmacy-user-show', locale);
    });

    test('password pages', async ({ page }) => {
      await page.goto('/password/reset');
      await expect(page.getByTestId('password-reset-submit')).toBeVisible();
      await shoot(page, 'password-reset', locale, { crumbs: false });

      await page.goto('/password/update/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
      await expect(page.getByTestId('password-token-invalid')).toBeVisible();
      await shoot(page, 'password-invalid', locale, { crumbs: false });

      // A real link (a different account per language: three requests per address per 15 minutes).
      const email = locale === 'ca' ? 'farmacia-basica@example.com' : 'farmacia-ramblas-aux@example.com';
      const before = (await page.request.post('/api/password/create', { data: { email } })).status();
      expect(before).toBe(200);
      const { link } = await resetMail(email);
      await page.goto(link);
      await expect(page.getByTestId('password-update-email')).toHaveText(email);
      await page.getByTestId('password-update-submit').click();
      await shoot(page, 'password-update', locale, { crumbs: false });
    });

    test('profile pages', async ({ page }) => {
      await as(page, 'pharmacy-guest');
      await page.goto('/guest/pharmacy/profile');
      await expect(page.getByTestId('profile-form')).toBeVisible();
      await shoot(page, 'profile-guest', locale);

      await page.goto('/logout');
      await expect(page).toHaveURL(/\/login$/);
      await as(page, 'internal-staff');
      await page.goto('/profile/settings');
      await expect(page.getByTestId('settings-table')).toContainText(/PENDENT|PENDIENTE|EN CURS|EN CURSO/);
      await shoot(page, 'profile-settings', locale);
    });
  });
}
