/**
 * Partner sign-in (spec §2 /login-fede/{token}, §7): a credential signed by the partner application
 * with the shared secret signs in and goes home; anything else goes to login with an error alert.
 * The local stand-in keeps its generated dev secret in <data dir>/state.json.
 */
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/fixtures';

function partnerCredential(login: string, secret: string, expiresInSeconds = 300): string {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ iss: 'fede', aud: 'portal', sub: login, iat: now, exp: now + expiresInSeconds })}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

function sharedSecret(): string {
  const dataDir = path.resolve(import.meta.dirname, '../..', process.env.E2E_DATA_DIR ?? '.local/e2e');
  return (JSON.parse(readFileSync(path.join(dataDir, 'state.json'), 'utf8')) as { fedeSharedSecret: string }).fedeSharedSecret;
}

test('a valid partner credential signs the guest in on the API token and goes home', async ({ page }) => {
  await page.goto(`/login-fede/${partnerCredential('farmacia', sharedSecret())}`);
  await expect(page).toHaveURL(/\/pharmacy$/);
  await expect(page.getByTestId('home-heading')).toHaveText('Hola, Laia Puig');
  // The session runs on the API's token (not Cognito's): no impersonation is kept aside.
  expect(
    await page.evaluate(() => [localStorage.getItem('token') !== null, localStorage.getItem('impersonation_token')]),
  ).toEqual([true, null]);
});

test('a forged or expired credential goes to login with an error alert', async ({ page }) => {
  await page.goto(`/login-fede/${partnerCredential('farmacia', 'not-the-shared-secret')}`);
  await expect(page).toHaveURL(/\/login$/);
  const alerts = page.getByTestId('alerts');
  await expect(alerts.getByText("No s'ha pogut iniciar la sessió amb l'accés de soci.", { exact: false })).toBeVisible();
  await expect(alerts.getByText("Les credencials d'accés del soci no són vàlides o han caducat.")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await page.goto(`/login-fede/${partnerCredential('farmacia', sharedSecret(), -60)}`);
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page
      .getByTestId('alerts')
      .getByText(/accés de soci/)
      .first(),
  ).toBeVisible();
});
