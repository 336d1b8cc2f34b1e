/** Catalan by default; Spanish chosen in the header survives a reload and reaches the API. */
import { expect, openHome, test } from './support/fixtures';

test('switching to Spanish survives a reload and the API receives Accept-Language: es', async ({ page }) => {
  await openHome(page, 'internal-admin', /\/internal$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ca');

  const header = page.locator('header');
  await header.getByRole('button', { name: /^Idioma: Català/ }).click();
  const refetch = page.waitForRequest((r) => r.url().endsWith('/api/user'));
  await page.getByRole('menuitemcheckbox', { name: 'Español' }).click();
  expect((await refetch).headers()['accept-language']).toBe('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // The home's tiles are relabelled in Spanish without a reload.
  await expect(page.getByTestId('tile-acl')).toContainText('Control de acceso');
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('es');

  const afterReload = page.waitForRequest((r) => r.url().endsWith('/api/user'));
  await page.reload();
  expect((await afterReload).headers()['accept-language']).toBe('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByTestId('tile-acl')).toContainText('Control de acceso');
  await expect(header.getByRole('button', { name: /^Idioma: Español/ })).toBeVisible();
  // Role names come from the server in the request's language.
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  expect(user.roles.map((r: { name: string }) => r.name)).toContain('Usuario interno');
});

test('the language can be chosen before signing in', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Acceder' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
});
