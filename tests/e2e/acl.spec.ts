/**
 * Access control end to end: an access administrator creates a pharmacy
 * guest with two leaf roles and sends the reset mail; the mail's link sets a password; the guest
 * signs in and sees exactly what those roles open; the support desk impersonates the guest (warning
 * icon, the guest's home), logs out and is itself again; the audit has both events.
 */
import type { Page } from '@playwright/test';
import { withAncestors } from '../../shared/roles/catalogue';
import { visibleAreas } from '../../web/src/app/area-entry';
import { PHARMACY_PORTAL_AREAS } from '../../web/src/features/pharmacy-portal/areas';
import { choose, demoAccount, resetMail, selectTrigger, uniqueEmail } from './acl-helpers';
import { expect, openAs, openHome, signIn, test } from './support/fixtures';
import { serverTable } from './support/table';

/** The tiles and links the pharmacy home shows, by registry id. */
async function homeEntries(page: Page): Promise<string[]> {
  await expect(page.getByTestId('home-heading')).toBeVisible();
  const ids = await page.locator('[data-testid^="tile-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!));
  return ids.map((id) => id.replace(/^tile-/, '')).sort();
}

test('admin creates a pharmacy guest, the mailed link sets its password, support impersonates it, the audit records it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('prova');
  const name = `Farmàcia Prova ${email.slice(6, 14)}`;

  // 1. The access administrator adds the guest: pharmacy, a pharmacy party, two leaf roles.
  await openHome(page, 'internal-admin', /\/internal$/);
  await page.getByTestId('tile-acl').click();
  await expect(page).toHaveURL(/\/acl\/home$/);
  await page.getByTestId('tile-acl-guests').click();
  await expect(page).toHaveURL(/\/acl\/guests$/);
  await page.getByTestId('acl-guests-add').click();
  const form = page.getByTestId('guest-form');
  // The form says what is missing before anything is sent.
  await form.getByTestId('guest-form-submit').click();
  await expect(form.getByText('Aquest camp és obligatori.')).toHaveCount(4);
  await form.getByLabel('Nom', { exact: true }).fill(name);
  await form.getByLabel('Correu electrònic').fill('no-és-una-adreça');
  await form.getByTestId('guest-form-submit').click();
  await expect(form.getByText('Ha de ser una adreça electrònica vàlida.')).toBeVisible();
  await form.getByLabel('Correu electrònic').fill(email);
  await choose(page, 'Tipus', 'Farmàcia', form);
  await selectTrigger(form, 'Entitat').click();
  await page.getByPlaceholder('Cerca per codi o nom').fill('Giron');
  await page.getByRole('option', { name: /Farmàcia Girona Centre/ }).click();
  // Two leaves: purchases (under platform) and in-person services (under health and services).
  await form.getByRole('checkbox', { name: 'Compres', exact: true }).check();
  await form.getByRole('checkbox', { name: 'Serveis presencials', exact: true }).check();
  await expect(form.getByRole('checkbox', { name: 'Plataforma', exact: true })).toHaveJSProperty('indeterminate', true);
  const created = page.waitForResponse((r) => r.url().endsWith('/api/acl/guests') && r.request().method() === 'POST');
  await form.getByTestId('guest-form-submit').click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  const guest = (await answer.json()).data as { id: number; login: string; role_ids: number[] };
  // Leaves sent, ancestors and base roles stored.
  expect(JSON.parse(answer.request().postData()!)).toMatchObject({ roles: [38, 61], type_id: 1, party_id: 1003 });
  expect(guest.role_ids).toEqual(withAncestors([29, 54, 38, 61]));
  await expect(page).toHaveURL(new RegExp(`/acl/guests/show/${guest.id}$`));
  await expect(page.getByTestId('alerts').getByText("S'ha creat correctament.")).toBeVisible();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  // 2. The reset mail: sent from the guest's page, captured by the local mail stand-in.
  await page.getByTestId('send-reset-mail').click();
  await expect(page.getByTestId('alerts').getByText("S'ha enviat el correu per restablir la contrasenya.")).toBeVisible();
  const { link, login } = await resetMail(email);
  expect(login).toBe(guest.login);
  expect(link.startsWith(`${baseURL}/password/update/`)).toBe(true);

  // 3. The guest follows the link (signed out, in its own browser) and sets a password.
  const guestContext = await browser.newContext();
  const guestPage = await guestContext.newPage();
  await guestPage.goto(link);
  await expect(guestPage.getByTestId('password-update-email')).toHaveText(email);
  await guestPage.getByLabel('Contrasenya nova').fill('feble');
  await guestPage.getByTestId('password-update-submit').click();
  await expect(guestPage.getByText('Ha de tenir com a mínim 8 caràcters.')).toBeVisible();
  await guestPage.getByLabel('Contrasenya nova').fill('Prova-Clau-2026');
  await guestPage.getByLabel('Confirmació de la contrasenya').fill('Prova-Clau-2026');
  await guestPage.getByTestId('password-update-submit').click();
  await expect(guestPage.getByTestId('password-reset-done')).toContainText("S'ha restablert la contrasenya.");
  await guestPage.getByRole('link', { name: 'Inicia la sessió' }).click();
  await expect(guestPage).toHaveURL(/\/login$/);

  // 4. It signs in and sees exactly what its two roles open.
  await signIn(guestPage, { persona: 'new-guest', login, password: 'Prova-Clau-2026' });
  await expect(guestPage).toHaveURL(/\/pharmacy$/);
  await expect(guestPage.getByTestId('home-heading')).toHaveText(`Hola, ${name}`);
  const held = withAncestors([29, 54, 38, 61]);
  expect(
    ((await guestPage.evaluate(() => JSON.parse(localStorage.getItem('user')!))) as { roles: { id: number }[] }).roles
      .map((r) => r.id)
      .sort((a, b) => a - b),
  ).toEqual(held);
  const viewer = { model: 'guest' as const, type_id: 1 as const, roles: held.map((id) => ({ id })) };
  const expected = visibleAreas(viewer, { home: 'pharmacy', placement: 'tile' }, PHARMACY_PORTAL_AREAS)
    .map((a) => a.id)
    .sort();
  // Purchases opens the platform tile and in-person services the health tile, once those areas exist.
  expect(expected.every((id) => ['pharmacy_platform', 'pharmacy_health'].includes(id))).toBe(true);
  expect(await homeEntries(guestPage)).toEqual(expected);
  if (expected.length === 0) await expect(guestPage.getByTestId('home-empty')).toBeVisible();
  // A role it lacks stays closed: the administration of its own pharmacy (45 and 51).
  await guestPage.goto('/guest/pharmacy/administration/acl');
  await expect(guestPage).toHaveURL(/\/forbidden$/);
  await guestContext.close();

  // 5. The support desk impersonates the guest: warning icon, the guest's home; logout gives it back.
  const supportContext = await browser.newContext();
  const support = await supportContext.newPage();
  await openHome(support, demoAccount('support'), /\/internal$/);
  await support.goto(`/acl/guests/show/${guest.id}`);
  await expect(support.getByRole('heading', { name, level: 1 })).toBeVisible();
  await support.getByTestId('impersonate').click();
  await expect(support).toHaveURL(/\/pharmacy$/);
  await expect(support.getByTestId('home-heading')).toHaveText(`Hola, ${name}`);
  const warning = support.locator('header').getByRole('link', { name: new RegExp(`Esteu actuant com a ${name}`) });
  await expect(warning).toBeVisible();
  expect(await homeEntries(support)).toEqual(expected);
  expect(
    await support.evaluate(() => [
      localStorage.getItem('impersonation_token') !== null,
      localStorage.getItem('impersonation_user'),
    ]),
  ).toEqual([true, expect.stringContaining('Irene Vila')]);
  // Impersonated, the guest's session cannot impersonate: the button is not there.
  await support.goto(`/acl/guests/show/${guest.id}`);
  await expect(support).toHaveURL(/\/forbidden$/);
  await support
    .locator('header')
    .getByRole('button', { name: `Menú del perfil de ${name}` })
    .click();
  await support.getByRole('menuitem', { name: 'Tanca la sessió' }).click();
  await expect(support).toHaveURL(/\/internal$/);
  await expect(support.getByTestId('home-heading')).toHaveText('Hola, Irene Vila');
  await expect(support.locator('header').getByText('Suplantació activa')).toHaveCount(0);
  expect(await support.evaluate(() => localStorage.getItem('impersonation_token'))).toBeNull();
  // Back as itself, on its own page the impersonate button is there again.
  await support.goto(`/acl/guests/show/${guest.id}`);
  await expect(support.getByTestId('impersonate')).toBeVisible();
  await supportContext.close();

  // 6. The audit (role 3, read through the API as the administrator) has the start and the end.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const audit = await page.request.get('/api/acl/audit?limit=50', { headers: { Authorization: `Bearer ${token}` } });
  expect(audit.status()).toBe(200);
  const records = (
    (await audit.json()) as { data: { action: string; actor: { login: string }; target: { id: number } }[] }
  ).data.filter((r) => r.target.id === guest.id);
  expect(records.map((r) => [r.action, r.actor.login])).toEqual([
    ['impersonation.end', 'suport'],
    ['impersonation.start', 'suport'],
  ]);

  // 7. Clean up: the administrator deletes the guest (with confirmation).
  await page.goto(`/acl/guests/show/${guest.id}`);
  await page.getByTestId('guest-delete').click();
  await expect(page.getByRole('dialog')).toContainText(email);
  await page.getByTestId('confirm-modal-confirm').click();
  await expect(page).toHaveURL(/\/acl\/guests$/);
  await expect(page.getByTestId('alerts').getByText("S'ha eliminat correctament.")).toBeVisible();
});

test('a taken e-mail in the new-guest dialog is shown on its e-mail field, not as an alert behind the dialog', async ({
  page,
}) => {
  await openAs(page, 'internal-admin', '/acl/guests');
  const table = page.getByTestId('acl-guests-table');
  // The e-mail of a seeded guest: the fourth column of the first row.
  const taken = (await table.locator('tbody tr').first().locator('td').nth(3).innerText()).trim();
  expect(taken).toContain('@');

  await page.getByTestId('acl-guests-add').click();
  const form = page.getByTestId('guest-form');
  await form.getByLabel('Nom', { exact: true }).fill('Farmàcia Repetida');
  await form.getByLabel('Correu electrònic').fill(taken);
  await choose(page, 'Tipus', 'Farmàcia', form);
  await selectTrigger(form, 'Entitat').click();
  await page.getByPlaceholder('Cerca per codi o nom').fill('Giron');
  await page.getByRole('option', { name: /Farmàcia Girona Centre/ }).click();
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/acl/guests') && r.request().method() === 'POST');
  await form.getByTestId('guest-form-submit').click();
  expect((await refused).status()).toBe(422);

  const emailInput = form.getByLabel('Correu electrònic');
  await expect(form.getByText('Aquest valor ja existeix.')).toBeVisible();
  await expect(emailInput).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('alerts').getByText('Aquest valor ja existeix.')).toHaveCount(0);
  // Editing the field clears the server's message.
  await emailInput.fill(uniqueEmail('repetida'));
  await expect(form.getByText('Aquest valor ja existeix.')).toHaveCount(0);
});

test('the guests table filters and sorts on the server, and the URL keeps both through a reload and back', async ({ page }) => {
  await openAs(page, 'internal-admin', '/acl/guests');
  const guests = serverTable(page, 'acl-guests-table');
  await expect(guests.root.getByRole('link', { name: 'Laia Puig' })).toBeVisible();

  await guests.type('name', 'Puig');
  await guests.choose('type', 'Farmàcia');
  // Only pharmacy guests named Puig, the two seeded ones among them.
  const filtered = async () => {
    const rows = await guests.read();
    const names = rows.map((cells) => cells[1]);
    return (
      rows.every(([, name, type]) => name!.includes('Puig') && type === 'Farmàcia') &&
      names.includes('Joan Puig') &&
      names.includes('Laia Puig')
    );
  };
  await expect.poll(filtered).toBe(true);
  // Sorted by name by default; now the other way.
  await guests.sortBy('Nom', 'descending');
  await expect
    .poll(async () => (await guests.column(1)).indexOf('Laia Puig') < (await guests.column(1)).indexOf('Joan Puig'))
    .toBe(true);
  await guests.expectUrlKeeps({ name: 'Puig', type: '1', sort_by: 'name', sort_desc: '1' });
  await expect(page.getByTestId('filter-name').locator('input')).toHaveValue('Puig');

  // Back: the order before the sort, the filters kept.
  await page.goBack();
  await expect
    .poll(async () => (await guests.column(1)).indexOf('Joan Puig') < (await guests.column(1)).indexOf('Laia Puig'))
    .toBe(true);
  expect(new URL(page.url()).searchParams.get('name')).toBe('Puig');
});
