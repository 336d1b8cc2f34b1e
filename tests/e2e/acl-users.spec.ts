/**
 * Internal users (spec §2 /acl/users, §5, §6: roles 3 or 4; impersonation needs 35): add a pending
 * staff account with roles chosen by leaf, change them, impersonate it and come back, remove it
 * with a confirmation. Nobody changes their own roles.
 */
import { selectTrigger } from './acl-helpers';
import { expect, openAs, openHome, test } from './support/fixtures';

test('an access administrator adds, edits, impersonates and removes an internal user', async ({ page }) => {
  test.setTimeout(120_000);
  await openAs(page, 'internal-admin', '/acl/users');
  const table = page.getByTestId('acl-users-table');
  await expect(table.getByRole('link', { name: 'Pere Soler' })).toBeVisible();

  // Add: a user choice and at least one role are required.
  await page.getByTestId('acl-users-add').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('acl-add-user-submit').click();
  await expect(dialog.getByText('Aquest camp és obligatori.')).toBeVisible();
  await expect(dialog.getByText('Trieu almenys un rol.')).toBeVisible();
  await selectTrigger(dialog, 'Usuari').click();
  const option = page.getByRole('option').first();
  const name = ((await option.getAttribute('title')) ?? (await option.innerText()).split('\n')[0]!).trim();
  await option.click();
  await dialog.getByRole('button', { name: /Desplega Tiquets/ }).click();
  await dialog.getByRole('checkbox', { name: 'Canals', exact: true }).check();
  const saved = page.waitForResponse((r) => /\/api\/acl\/users\/\d+$/.test(r.url()) && r.request().method() === 'PUT');
  await dialog.getByTestId('acl-add-user-submit').click();
  const answer = await saved;
  expect(JSON.parse(answer.request().postData()!)).toEqual({ roles: [114] });
  const { id } = (await answer.json()).data as { id: number };
  await expect(page.getByTestId('alerts').getByText("S'ha creat correctament.")).toBeVisible();
  await expect(table.getByRole('link', { name })).toBeVisible();

  // Show: the tree holds the chosen leaf; another leaf is added and saved.
  await table.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/acl/users/show/${id}$`));
  await expect(page.getByRole('checkbox', { name: 'Canals', exact: true })).toBeChecked();
  await expect(page.getByTestId('acl-user-save')).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Tipus', exact: true }).check();
  await page.getByTestId('acl-user-save').click();
  await expect(page.getByTestId('alerts').getByText("S'ha desat correctament.")).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Tiquets', exact: true })).toHaveJSProperty('indeterminate', true);

  // Impersonate (35): its home, the warning; logout brings the administrator back.
  await page.getByTestId('impersonate').click();
  await expect(page).toHaveURL(/\/internal$/);
  await expect(page.getByTestId('home-heading')).toHaveText(`Hola, ${name}`);
  await expect(page.locator('header').getByRole('link', { name: new RegExp(`Esteu actuant com a ${name}`) })).toBeVisible();
  await page.goto('/logout');
  await expect(page.getByTestId('home-heading')).toHaveText('Hola, Anna Ferrer');
  await expect(page.locator('header').getByText('Suplantació activa')).toHaveCount(0);

  // Remove, after a confirmation: it goes back to the pending accounts.
  await page.goto(`/acl/users/show/${id}`);
  await page.getByTestId('acl-user-remove').click();
  await expect(page.getByRole('dialog')).toContainText(name);
  await page.getByTestId('confirm-modal-confirm').click();
  await expect(page).toHaveURL(/\/acl\/users$/);
  await expect(page.getByTestId('alerts').getByText("S'ha eliminat correctament.")).toBeVisible();
  await expect(table.getByRole('link', { name })).toHaveCount(0);
});

test('an administrator sees its own roles read-only and cannot remove itself', async ({ page }) => {
  await openHome(page, 'internal-admin', /\/internal$/);
  const ownId = await page.evaluate(() => (JSON.parse(localStorage.getItem('user')!) as { id: number }).id);
  await page.goto(`/acl/users/show/${ownId}`);
  await expect(page.getByText('No podeu modificar els vostres propis rols.')).toBeVisible();
  await expect(page.getByTestId('acl-user-remove')).toHaveCount(0);
  await expect(page.getByTestId('acl-user-save')).toHaveCount(0);
  await expect(page.getByTestId('impersonate')).toHaveCount(0);
});

test('without role 3 the access-control screens are forbidden and the tile is hidden', async ({ page }) => {
  await openHome(page, 'internal-staff', /\/internal$/);
  await expect(page.getByTestId('tile-acl')).toHaveCount(0);
  await page.goto('/acl/guests');
  await expect(page).toHaveURL(/\/forbidden$/);
});
