/** Sign-in, the route guard and the global answer handling (spec §2, §4, §8). */
import { account, expect, openAs, openHome, signIn, signInAs, test } from './support/fixtures';

test('a signed-out visit to a protected URL goes to login, and back to that URL after sign-in', async ({ page }) => {
  await page.goto('/pharmacy?from=mail');
  await expect(page).toHaveURL(/\/login\?next=%2Fpharmacy%3Ffrom%3Dmail$/);
  await expect(page.getByText('No esteu identificat. Inicieu la sessió.')).toBeVisible();
  await signIn(page, 'pharmacy-guest');
  await expect(page).toHaveURL(/\/pharmacy\?from=mail$/);
  await expect(page.getByTestId('home-heading')).toBeVisible();
});

test('username and password are required', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Accedeix' }).click();
  await expect(page.getByText('Aquest camp és obligatori.')).toHaveCount(2);
});

test('a wrong password shows the message under the username field', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, account('pharmacy-guest'), 'not-the-password');
  const message = page.getByText('Aquestes credencials no coincideixen amb els nostres registres.');
  await expect(message).toBeVisible();
  // The message is the username field's error: linked to the input and placed right under it.
  const username = page.getByLabel('Usuari');
  const describedBy = (await username.getAttribute('aria-describedby')) ?? '';
  const messageId = await message.evaluate((el) => el.closest('[id]')?.id ?? '');
  expect(describedBy.split(' ')).toContain(messageId);
  const [inputBox, messageBox, passwordBox] = await Promise.all([
    username.boundingBox(),
    message.boundingBox(),
    page.getByLabel('Contrasenya').boundingBox(),
  ]);
  expect(messageBox!.y).toBeGreaterThan(inputBox!.y);
  expect(messageBox!.y).toBeLessThan(passwordBox!.y);
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown path shows the 404 page with the path', async ({ page }) => {
  await page.goto('/no/such/page?x=1');
  await expect(page.getByRole('heading', { name: 'Pàgina no trobada' })).toBeVisible();
  await expect(page.getByTestId('not-found-message')).toContainText('/no/such/page?x=1');
  await expect(page.getByText("Si el problema continua, contacteu amb l'administrador.")).toBeVisible();
});

test('a route without the role shows the 403 page', async ({ page }) => {
  await openAs(page, 'pharmacy-guest', '/internal');
  await expect(page).toHaveURL(/\/forbidden$/);
  await expect(page.getByText(/No teniu prou permisos per veure aquesta pàgina/)).toBeVisible();
  // A laboratory route needs 29 and 55: the pharmacy guest holds 29 only.
  await page.goto('/laboratory');
  await expect(page).toHaveURL(/\/forbidden$/);
});

// Through the form: the app signs this session out (and signs in again through the form).
test('an API 401 signs the user out to the login page', async ({ page }) => {
  await signInAs(page, 'internal-staff', /\/internal$/);
  // The token is no longer accepted (revoked, expired on the server): the next call answers 401.
  await page.evaluate(() => localStorage.setItem('token', 'expired.or.revoked'));
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/user'));
  await page.reload();
  expect((await answer).status()).toBe(401);
  await expect(page).toHaveURL(/\/login\?next=%2Finternal$/);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
  // Signing in again returns to where the user was.
  await signIn(page, 'internal-staff');
  await expect(page).toHaveURL(/\/internal$/);
});

test('a 404 answer raises the errors.found alert with the server message as detail', async ({ page }) => {
  await page.route('**/api/public/pharmacy/sliders', (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ message: 'Sense bàners' }) }),
  );
  await openHome(page, 'pharmacy-guest', /\/pharmacy$/);
  const alerts = page.getByTestId('alerts');
  await expect(alerts.getByText("No s'ha trobat el que cercàveu.")).toBeVisible();
  await expect(alerts.getByText('Sense bàners')).toBeVisible();
});

test('an access token about to expire is refreshed from the refresh token before the call', async ({ page }) => {
  await openHome(page, 'internal-admin', /\/internal$/);
  // The refresh token stays with the Cognito library, under its own keys.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith('.refreshToken')).length)).toBe(1);
  // Make the stored access token look like it expires in 5 seconds.
  const stale = await page.evaluate(() => {
    const b64 = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    const token = `${b64({ alg: 'none' })}.${b64({ exp: Math.floor(Date.now() / 1000) + 5 })}.x`;
    const key = Object.keys(localStorage).find((k) => k.endsWith('.accessToken'))!;
    localStorage.setItem(key, token);
    localStorage.setItem('token', token);
    return token;
  });
  const call = page.waitForRequest((r) => r.url().endsWith('/api/user'));
  await page.reload();
  const sent = (await call).headers()['authorization'];
  expect(sent).toMatch(/^Bearer /);
  expect(sent).not.toBe(`Bearer ${stale}`);
  await expect(page.getByTestId('home-heading')).toBeVisible();
  await expect(page).toHaveURL(/\/internal$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(sent!.slice('Bearer '.length));
});
