/**
 * The operations area in the browser: add a pharmacy through the dialog,
 * delete it and undo from the alert (it comes back and opens again); add a webinar (a non-video
 * address refused on the field, the preview following the address), edit it, and find it on the
 * pharmacy portal's webinars page; the area closed to staff without the operations role.
 */
import type { Page } from '@playwright/test';
import { serverTable } from './support/table';
import { account, expect as baseExpect, openAs, openHome, test } from './support/fixtures';

/** First visits of lazy pages on a busy dev server: generous waits. */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

/**
 * The one-role operations account of the local seed (infra/local/seed/operations-data.ts). The
 * stand-in lists only the persona accounts; every demo account shares their password.
 */
const operations = () => ({ persona: 'operacions', login: 'operacions', password: account('internal-admin').password });

/** Picks a party in a PartySelect by typing part of its name. */
async function pickParty(page: Page, testId: string, text: string, name: string) {
  await page.getByTestId(testId).getByRole('button').first().click();
  await page.getByPlaceholder(/^(Cerqueu|Busque) per/).fill(text);
  await page.getByRole('option', { name: new RegExp(name) }).click();
}

test('a pharmacy is added, deleted and brought back from the alert', async ({ page }) => {
  await openAs(page, operations(), '/opc');
  await page.getByTestId('tile-opc-pharmacies').click();
  await expect(page).toHaveURL(/\/opc\/pharmacies$/);
  const table = serverTable(page, 'opc-pharmacies-table');
  await expect(table.rows.first()).toBeVisible();

  await page.getByTestId('opc-pharmacies-add').click();
  const form = page.getByTestId('pharmacy-form');
  // Nothing filled: the form says what is missing and sends nothing.
  await form.getByTestId('pharmacy-form-submit').click();
  await expect(form.getByText('Afegiu com a mínim un codi Fede.')).toBeVisible();
  await pickParty(page, 'pharmacy-party', 'Olot', 'Farmàcia Olot');
  await form.getByLabel('Botiga').fill('777');
  await page.getByTestId('pharmacy-code-input').locator('input').fill('F7771');
  await page.getByTestId('pharmacy-code-input').locator('input').press('Enter');
  // Enter added the code, it did not submit the form.
  await expect(form.getByText('F7771')).toBeVisible();
  await page.getByTestId('pharmacy-code-input').locator('input').fill('F7772');
  await form.getByTestId('pharmacy-form-submit').click();

  await expect(page).toHaveURL(/\/opc\/pharmacies\/\d+$/);
  const detail = page.url();
  await expect(page.getByRole('heading', { level: 1, name: 'Farmàcia Olot' })).toBeVisible();
  // The code left in the field was saved with the one added.
  await expect(page.getByTestId('pharmacy-form').getByText('F7772')).toBeVisible();

  await page.getByTestId('pharmacy-delete').click();
  await expect(page).toHaveURL(/\/opc\/pharmacies$/);
  const warning = page.getByText("S'ha eliminat la farmàcia.");
  await expect(warning).toBeVisible();
  // The undo is clicked at once (restoring from the deleted view after the warning is operations-recycle.spec).
  await page.getByRole('button', { name: 'Desfés' }).click();
  await expect(page).toHaveURL(detail);
  await expect(page.getByText("S'ha recuperat la farmàcia.")).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Farmàcia Olot' })).toBeVisible();
  await page.goto('/opc/pharmacies?party=Olot');
  await expect(table.root.getByRole('link', { name: 'Farmàcia Olot' })).toBeVisible();
});

test('a webinar is added and edited, and the pharmacy portal shows it', async ({ page, browser }) => {
  await openAs(page, operations(), '/opc/webinars');
  await page.getByTestId('opc-webinars-add').click();
  const form = page.getByTestId('webinar-form');
  await form.getByLabel('Títol en català').fill('  Dermocosmètica a l’hivern ');
  await form.getByLabel('Títol en castellà').fill('Dermocosmética en invierno');
  await form.getByLabel('Adreça de YouTube').fill('https://vimeo.com/123456');
  await expect(page.getByTestId('webinar-preview')).toContainText("Aquesta adreça no és d'un vídeo de YouTube.");
  await form.getByTestId('webinar-form-submit').click();
  await expect(form.getByText("Ha de ser l'adreça d'un vídeo de YouTube.")).toBeVisible();
  await form.getByLabel('Adreça de YouTube').fill('https://youtu.be/aqz-KE-bpKQ');
  await expect(page.getByTestId('webinar-preview')).toContainText('aqz-KE-bpKQ');
  await form.getByTestId('webinar-form-submit').click();

  await expect(page).toHaveURL(/\/opc\/webinars\/\d+$/);
  // Titles are saved trimmed.
  await expect(page.getByRole('heading', { level: 1, name: 'Dermocosmètica a l’hivern' })).toBeVisible();
  const edit = page.getByTestId('webinar-form');
  await edit.getByLabel('Títol en català').fill('Dermocosmètica a l’hivern (2a part)');
  await edit.getByTestId('webinar-form-submit').click();
  await expect(page.getByText("S'ha actualitzat correctament.")).toBeVisible();
  await page.goto('/opc/webinars');
  await expect(
    page.getByTestId('opc-webinars-table').getByRole('link', { name: 'Dermocosmètica a l’hivern (2a part)' }),
  ).toBeVisible();

  // The pharmacy portal's webinars page reads the same records.
  const portal = await browser.newPage({ baseURL: process.env.E2E_WEB_URL });
  await openAs(portal, 'pharmacy-admin', '/guest/pharmacy/opc/webinars');
  await expect(portal.getByRole('heading', { name: 'Dermocosmètica a l’hivern (2a part)' })).toBeVisible();
  await portal.close();
});

test('staff without the operations role are turned away from /opc', async ({ page }) => {
  await openHome(page, 'internal-staff');
  await expect(page.getByTestId('tile-opc')).toHaveCount(0);
  await page.goto('/opc/pharmacies');
  await expect(page).toHaveURL(/\/forbidden$/);
});
