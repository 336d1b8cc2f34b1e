/**
 * Profile pages (spec §2 "Shared", §5, §7, §8): the guest profile from the profile menu, its
 * rules, a wrong current password shown on its field; the settings page of internal users saves
 * the ticketing default status.
 */
import { selectTrigger } from './acl-helpers';
import { expect, openAs, openHome, test } from './support/fixtures';

test('guest profile: the rules on screen, and a wrong current password on its field', async ({ page }) => {
  await openHome(page, 'laboratory-guest', /\/laboratory$/);
  await page.locator('header').getByRole('button', { name: 'Menú del perfil de Carles Roca' }).click();
  await page.getByRole('menuitem', { name: 'Perfil' }).click();
  await expect(page).toHaveURL(/\/guest\/laboratory\/profile$/);
  await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('Carles Roca');
  await expect(page.getByLabel('Correu electrònic')).toHaveValue('laboratori@example.com');

  const current = page.getByLabel('Contrasenya actual');
  await page.getByTestId('profile-submit').click();
  await expect(page.getByText('Aquest camp és obligatori.')).toBeVisible();
  await current.fill('curta');
  await page.getByLabel('Contrasenya nova').fill('senseMajuscules');
  await page.getByLabel('Confirmació de la contrasenya').fill('una-altra');
  await page.getByTestId('profile-submit').click();
  // In the form: Cloudscape's live announcer repeats a field error for a moment ('Error …').
  const form = page.getByTestId('profile-form');
  await expect(form.getByText('Ha de tenir com a mínim 8 caràcters.')).toBeVisible();
  await expect(form.getByText('Ha de contenir una minúscula, una majúscula, un dígit i un caràcter especial.')).toBeVisible();
  await expect(form.getByText('La confirmació no coincideix.')).toBeVisible();

  await page.getByLabel('Contrasenya nova').fill('');
  await page.getByLabel('Confirmació de la contrasenya').fill('');
  await current.fill('No-és-la-clau-1');
  const answer = page.waitForResponse((r) => r.url().includes('/api/guest/profile/update/'));
  await page.getByTestId('profile-submit').click();
  expect((await answer).status()).toBe(400);
  const message = page.getByText('La contrasenya actual no és correcta.');
  await expect(message).toBeVisible();
  const describedBy = (await current.getAttribute('aria-describedby')) ?? '';
  const messageId = await message.evaluate((el) => el.closest('[id]')?.id ?? '');
  expect(describedBy.split(' ')).toContain(messageId);
});

test('guest profile: a correct current password saves the name', async ({ page }) => {
  await openAs(page, 'pharmacy-admin', '/guest/pharmacy/profile');
  await page.getByLabel('Nom', { exact: true }).fill('Joan Puig i Serra');
  await page.getByLabel('Contrasenya actual').fill('Portal-2026!');
  await page.getByTestId('profile-submit').click();
  await expect(page.getByTestId('alerts').getByText("S'ha actualitzat correctament.")).toBeVisible();
  await expect(page.locator('header').getByRole('button', { name: 'Menú del perfil de Joan Puig i Serra' })).toBeVisible();
  // Put it back for the other tests.
  await page.getByLabel('Nom', { exact: true }).fill('Joan Puig');
  await page.getByLabel('Contrasenya actual').fill('Portal-2026!');
  await page.getByTestId('profile-submit').click();
  await expect(page.locator('header').getByRole('button', { name: 'Menú del perfil de Joan Puig' })).toBeVisible();
});

test('settings: the ticketing default status is chosen from the status list and saved', async ({ page }) => {
  await openHome(page, 'internal-staff', /\/internal$/);
  await page.locator('header').getByRole('button', { name: 'Menú del perfil de Pere Soler' }).click();
  await page.getByRole('menuitem', { name: 'Configuració del perfil' }).click();
  await expect(page).toHaveURL(/\/profile\/settings$/);
  const select = selectTrigger(page, 'Estat per defecte dels tiquets');
  // Never saved: the default status 3.
  await expect(select).toContainText('PENDENT');
  await expect(page.getByTestId('settings-save')).toBeDisabled();
  await select.click();
  await expect(page.getByRole('option')).toHaveCount(6);
  await page.getByRole('option', { name: 'EN CURS' }).click();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/profile/settings') && r.request().method() === 'POST');
  await page.getByTestId('settings-save').click();
  expect(JSON.parse((await saved).request().postData()!)).toEqual({ ticketing_default_status: 2 });
  await expect(page.getByTestId('alerts').getByText("S'ha desat correctament.")).toBeVisible();
  await page.reload();
  await expect(selectTrigger(page, 'Estat per defecte dels tiquets')).toContainText('EN CURS');
  // Back to the default for the next run.
  await selectTrigger(page, 'Estat per defecte dels tiquets').click();
  await page.getByRole('option', { name: 'PENDENT' }).click();
  await page.getByTestId('settings-save').click();
  await expect(page.getByTestId('settings-save')).toBeDisabled();
});
