/**
 * Password recovery pages (spec §2, §5, §8): the login page's link, the request page's rules and
 * its server refusal on the e-mail field, and an invalid reset link. The whole mail round trip is
 * in acl.spec.ts.
 */
import { expect, openAs, test } from './support/fixtures';

test('the login page links to the recovery page, which checks the e-mail and shows the server refusal on its field', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'He oblidat la contrasenya' }).click();
  await expect(page).toHaveURL(/\/password\/reset$/);
  await expect(page.getByRole('heading', { name: 'Recupera la contrasenya' })).toBeVisible();

  const field = page.getByLabel('Correu electrònic');
  await page.getByTestId('password-reset-submit').click();
  await expect(page.getByText('Aquest camp és obligatori.')).toBeVisible();
  await field.fill('no-és-una-adreça');
  await page.getByTestId('password-reset-submit').click();
  await expect(page.getByText('Ha de ser una adreça electrònica vàlida.')).toBeVisible();

  await field.fill('ningu-amb-aquesta@example.com');
  await page.getByTestId('password-reset-submit').click();
  const message = page.getByText('No hi ha cap usuari amb aquesta adreça electrònica.');
  await expect(message).toBeVisible();
  // The message belongs to the e-mail field (linked to it), not to a global alert.
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  const messageId = await message.evaluate((el) => el.closest('[id]')?.id ?? '');
  expect(describedBy.split(' ')).toContain(messageId);
  await expect(page.getByTestId('alerts')).toHaveCount(0);

  await page.getByRole('link', { name: "Torna a l'inici de sessió" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('an invalid reset link shows passwords.token and what to do', async ({ page }) => {
  await page.goto('/password/update/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  const invalid = page.getByTestId('password-token-invalid');
  await expect(invalid).toContainText("L'enllaç per restablir la contrasenya no és vàlid o ja s'ha fet servir.");
  await expect(invalid).toContainText("contacteu amb l'administrador");
  await expect(page.getByLabel('Contrasenya nova')).toHaveCount(0);
  await page.getByRole('link', { name: 'Demana un enllaç nou' }).click();
  await expect(page).toHaveURL(/\/password\/reset$/);
  // A malformed token is just as invalid.
  await page.goto('/password/update/curt');
  const malformed = page.getByTestId('password-token-invalid');
  await expect(malformed).toContainText("L'enllaç per restablir la contrasenya no és vàlid o ja s'ha fet servir.");
  await expect(malformed).not.toContainText('16');
});

test('the recovery pages are for signed-out visitors only', async ({ page }) => {
  await openAs(page, 'internal-staff', '/password/reset');
  await expect(page).toHaveURL(/\/internal$/);
});
