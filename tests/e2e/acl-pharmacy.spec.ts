/**
 * Pharmacy self-service (spec §2 "Pharmacy own-user list", §5, §6: roles 45 and 51): the
 * administrator sees its own pharmacy's users, its own row highlighted and not clickable; opening
 * itself shows errors.guest_acl_himself and returns to the list; it creates, edits and deletes a
 * user with the roles it may grant.
 */
import { uniqueEmail } from './acl-helpers';
import { expect, openAs, test } from './support/fixtures';

const LIST = '/guest/pharmacy/administration/acl';

test('the own row is highlighted and not clickable; opening oneself goes back to the list with the message', async ({ page }) => {
  await openAs(page, 'pharmacy-admin', LIST);
  const table = page.getByTestId('pharmacy-acl-table');
  await expect(table.getByRole('link', { name: 'Laia Puig' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Marc Soler' })).toBeVisible();
  // Only the own pharmacy's users (party 1001): nobody of Farmàcia Ramblas.
  await expect(table.getByText('farmacia-ramblas@example.com')).toHaveCount(0);

  const own = table.getByRole('row').filter({ has: page.getByTestId('pharmacy-acl-own') });
  await expect(own).toContainText('Joan Puig');
  await expect(own).toContainText('Vós');
  await expect(own.getByRole('link')).toHaveCount(0);
  // Highlighted: its cells have a background the other rows do not.
  const background = (row: typeof own) =>
    row
      .locator('td')
      .first()
      .evaluate((td) => getComputedStyle(td).backgroundColor);
  const other = table.getByRole('row').filter({ hasText: 'Laia Puig' });
  expect(await background(own)).not.toBe(await background(other));

  // A user holding roles the administrator cannot grant is shown read-only: named roles, no edit,
  // delete or reset mail (the API refuses them too, 403).
  await table.getByRole('link', { name: 'Marc Soler' }).click();
  await expect(page.getByTestId('other-roles')).toContainText('Serveis digitals');
  await expect(page.getByRole('checkbox', { name: 'Serveis digitals' })).toHaveCount(0);
  await expect(page.getByTestId('own-user-locked')).toContainText('només el pot modificar o eliminar el vostre proveïdor');
  await expect(page.getByTestId('own-user-edit')).toHaveCount(0);
  await expect(page.getByTestId('own-user-delete')).toHaveCount(0);
  await page.goBack();

  // The URL of oneself: the message, and back to the list.
  const ownId = await page.evaluate(() => (JSON.parse(localStorage.getItem('user')!) as { id: number }).id);
  await page.goto(`${LIST}/show/${ownId}`);
  await expect(
    page.getByTestId('alerts').getByText("No podeu editar el vostre propi usuari des d'aquesta pantalla."),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));

  // Someone who is not of this pharmacy does not exist for it.
  await page.goto(`${LIST}/show/999999`);
  await expect(page.getByTestId('record-not-found')).toBeVisible();
});

test('a pharmacy administrator creates, edits and deletes a user of its pharmacy', async ({ page }) => {
  const email = uniqueEmail('auxiliar');
  await openAs(page, 'pharmacy-admin', LIST);
  await page.getByTestId('pharmacy-acl-add').click();
  const form = page.getByTestId('own-user-form');
  await form.getByTestId('own-user-form-submit').click();
  await expect(form.getByText('Aquest camp és obligatori.')).toHaveCount(2);
  await form.getByLabel('Nom', { exact: true }).fill('Auxiliar de prova');
  await form.getByLabel('Correu electrònic').fill(email);
  // The tree holds only what the administrator may grant: no health and services (it holds no 60).
  await expect(form.getByRole('checkbox', { name: 'Serveis presencials' })).toHaveCount(0);
  await form.getByRole('checkbox', { name: 'Compres', exact: true }).check();
  const created = page.waitForResponse((r) => r.url().endsWith('/api/guest/acl/users') && r.request().method() === 'POST');
  await form.getByTestId('own-user-form-submit').click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  expect(JSON.parse(answer.request().postData()!)).toMatchObject({ type_id: 1, roles: [38] });
  const { id } = (await answer.json()).data as { id: number };
  await expect(page).toHaveURL(new RegExp(`${LIST}/show/${id}$`));
  await expect(page.getByTestId('alerts').getByText("S'ha creat correctament.")).toBeVisible();

  await page.getByTestId('own-user-edit').click();
  await form.getByLabel('Nom', { exact: true }).fill('Auxiliar reanomenat');
  await form.getByRole('checkbox', { name: 'Facturació', exact: true }).check();
  await form.getByTestId('own-user-form-submit').click();
  await expect(page.getByTestId('alerts').getByText("S'ha actualitzat correctament.")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Auxiliar reanomenat', level: 1 })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Facturació', exact: true })).toBeChecked();

  await page.getByTestId('own-user-delete').click();
  // Nothing is deleted before the confirmation; cancelling keeps the user.
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel·la' }).click();
  await expect(page.getByRole('heading', { name: 'Auxiliar reanomenat', level: 1 })).toBeVisible();
  await page.getByTestId('own-user-delete').click();
  await page.getByTestId('confirm-modal-confirm').click();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expect(page.getByTestId('alerts').getByText("S'ha eliminat correctament.")).toBeVisible();
  await expect(page.getByTestId('pharmacy-acl-table').getByText(email)).toHaveCount(0);
});

test('a pharmacy user without 45 and 51 cannot open the list', async ({ page }) => {
  await openAs(page, 'pharmacy-guest', LIST);
  await expect(page).toHaveURL(/\/forbidden$/);
});
