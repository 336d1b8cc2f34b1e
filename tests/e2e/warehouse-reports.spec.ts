/**
 * Warehouse reports (spec §2, §5, §9). Pending purchases: a month with orders
 * typed and accepted, the tables grouped by laboratory as the API's report, numeric columns right
 * aligned, the laboratory filter, the xlsx export. Statistics (es): the §5 default range, a range
 * over 24 months refused on screen, the export. Pending sales: outs required, a purchase order fills
 * the chips, an unknown out answered on the field, the file downloaded with the outs' lines.
 * Prenotices: platform 867 by default, a file of another type refused, Test confirmed with the
 * user's own address, and the mail read from the local capture; (es) consignment chips take ids
 * only, Process validates first, is confirmed, and mails the platform's recipients.
 * Another platform drops the purchase order and the chips, filled or typed (pending sales, prenotices).
 * Recipients: the platform's list under its choice; with none, Process says why instead of asking;
 * the edit dialog (an address refused on screen, another by the server on the field, a good one
 * saved, lower-cased) and the Process dialog naming the new list.
 */
import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { mailsTo, mailUrl, type CapturedMail } from './acl-helpers';
import { apiCall } from './support/api';
import { expect as baseExpect, openAs, test } from './support/fixtures';
import { monthsBack, monthWithPurchases, orderWithOuts } from './support/warehouse-reports';

/** A YYYY-MM month as the month fields show and take it: MM/YYYY. */
const slashed = (month: string) => `${month.slice(5)}/${month.slice(0, 4)}`;

const expect = baseExpect.configure({ timeout: 45_000 });
const WAREHOUSE = 'warehouse';

async function choose(page: Page, testId: string, option: string | RegExp) {
  await page.getByTestId(testId).getByRole('button').first().click();
  await page.getByRole('option', { name: option }).first().click();
}

async function bytesOf(download: Download): Promise<Buffer> {
  return readFileSync((await download.path())!);
}

test('pending purchases: a month grouped by laboratory, numbers right aligned, filter and export', async ({ page }) => {
  test.setTimeout(240_000);
  const { month, report } = await monthWithPurchases();
  const labs = [...new Set(report.rows.map((r) => String(r[2])))];

  await openAs(page, WAREHOUSE, '/warehouse');
  await page.getByTestId('tile-warehouse-pendingPurchases').click();
  await expect(page).toHaveURL(/\/warehouse\/pending-purchases$/);
  await expect(page.getByTestId('pending-purchases-month').locator('input')).toHaveValue(slashed(monthsBack(0)));

  const monthField = page.getByTestId('pending-purchases-month').locator('input');
  await monthField.fill(slashed(month));
  await page.getByTestId('pending-purchases-accept').click();
  await expect(page).toHaveURL(new RegExp(`date=${month}`));
  const groups = page.getByTestId('pending-purchases-group');
  await expect(groups).toHaveCount(labs.length);
  for (const [i, lab] of labs.entries()) await expect(page.getByTestId(`pending-purchases-laboratory-${i}`)).toHaveText(lab);
  // The first group's rows are the report's rows of that laboratory; the laboratory column is its header.
  const first = groups.first();
  await expect(first.locator('tbody tr')).toHaveCount(report.rows.filter((r) => String(r[2]) === labs[0]).length);
  await expect(first.locator('thead')).not.toContainText(report.headers[2]!);
  const numeric = first.locator('tbody td .wh-num').first();
  await expect(numeric).toHaveCSS('text-align', 'right');

  // The laboratory filter asks the server for that laboratory only.
  const laboratories = (await apiCall(WAREHOUSE, 'parties.laboratories')).data;
  const lab = laboratories.find((l) => l.name === labs.at(-1))!;
  expect(lab).toBeDefined();
  await choose(page, 'pending-purchases-laboratory', lab.name);
  await expect(page).toHaveURL(new RegExp(`laboratory=${lab.id}`));
  await expect(groups).toHaveCount(1);
  await expect(page.getByTestId('pending-purchases-laboratory-0')).toHaveText(lab.name);

  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('pending-purchases-export').click()]);
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  expect((await bytesOf(file)).subarray(0, 2).toString()).toBe('PK');
});

test('pending purchases statistics (es): default range, over 24 months refused, export', async ({ page }) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => localStorage.setItem('locale', 'es'));
  await openAs(page, WAREHOUSE, '/warehouse/pending-purchases/statistics');
  // §5: from five months back up to the month after the current one.
  await expect(page.getByTestId('statistics-from').locator('input')).toHaveValue(slashed(monthsBack(5)));
  await expect(page.getByTestId('statistics-to').locator('input')).toHaveValue(slashed(monthsBack(-1)));
  await expect(page.getByTestId('statistics-group').first()).toBeVisible();

  await page
    .getByTestId('statistics-from')
    .locator('input')
    .fill(slashed(monthsBack(30)));
  await page.getByTestId('statistics-accept').click();
  await expect(page.getByText('El intervalo puede tener como máximo 24 meses.', { exact: true })).toBeVisible();
  await expect(page).not.toHaveURL(/from=/);

  await page
    .getByTestId('statistics-from')
    .locator('input')
    .fill(slashed(monthsBack(5)));
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('statistics-export').click()]);
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
});

test('pending sales: an order fills the outs, another platform drops them, unknown outs refused, the file downloads', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const platforms = (await apiCall(WAREHOUSE, 'parties.platforms')).data;
  const platform = platforms.find((p) => p.id === 867) ?? platforms[0]!;
  const other = platforms.find((p) => p.id !== platform.id)!;
  const { order, outs } = await orderWithOuts('pending_sales', platform.id);

  await openAs(page, WAREHOUSE, '/warehouse');
  await page.getByTestId('tile-warehouse-pendingSales').click();
  await page.getByTestId('pending-sales-submit').click();
  await expect(page.getByText('Camp obligatori.')).toBeVisible();
  await expect(page.getByText('Afegiu almenys una sortida.')).toBeVisible();

  await choose(page, 'pending-sales-platform', platform.name);
  await choose(page, 'pending-sales-order', order);
  const chips = page.getByTestId('pending-sales-outs-chips');
  for (const out of outs.slice(0, 3)) await expect(chips).toContainText(out);
  const typed = page.getByTestId('pending-sales-outs').locator('input');

  // Another platform: the order and every out were the old platform's (those typed too), so they go.
  await typed.fill('OUT/HAND/0000001');
  await typed.press('Enter');
  await expect(chips).toContainText('OUT/HAND/0000001');
  await choose(page, 'pending-sales-platform', other.name);
  await expect(page.getByTestId('pending-sales-platform')).toContainText(other.name);
  await expect(page.getByTestId('pending-sales-order')).toContainText('Trieu una comanda');
  await expect(chips.getByRole('button')).toHaveCount(0);
  await choose(page, 'pending-sales-platform', platform.name);
  await choose(page, 'pending-sales-order', order);
  for (const out of outs.slice(0, 3)) await expect(chips).toContainText(out);
  await expect(chips).not.toContainText('OUT/HAND/0000001');

  // An unknown out: the server's 422 on the outs field.
  await typed.fill('OUT/NOPE/0000001');
  await typed.press('Enter');
  await page.getByTestId('pending-sales-submit').click();
  await expect(page.getByTestId('pending-sales')).toContainText('OUT/NOPE/0000001', { timeout: 20_000 });
  await chips.getByRole('button', { name: 'Treu OUT/NOPE/0000001' }).click();

  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('pending-sales-submit').click()]);
  const text = (await bytesOf(file)).toString('utf8');
  for (const out of outs) expect(text).toContain(out);
});

test('prenotices: 867 by default, another file type refused, Test mails the user the prenotice', async ({ page }) => {
  test.setTimeout(180_000);
  const { order } = await orderWithOuts('prenotices', 867);
  const platforms = (await apiCall(WAREHOUSE, 'parties.platforms')).data;
  const p867 = platforms.find((p) => p.id === 867)!;

  await openAs(page, WAREHOUSE, '/warehouse');
  await page.getByTestId('tile-warehouse-prenotices').click();
  await expect(page.getByTestId('prenotice-info-1')).toBeVisible();
  await expect(page.getByTestId('prenotice-info-2')).toBeVisible();
  await expect(page.getByTestId('prenotice-platform')).toContainText(p867.name);

  await choose(page, 'prenotice-order', order);
  await expect(page.getByTestId('prenotice-outs-chips').getByRole('button').first()).toBeVisible();

  const fileInput = page.getByTestId('prenotice-file').locator('input[type=file]');
  await fileInput.setInputFiles({ name: 'preavis.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await page.getByTestId('prenotice-test').click();
  await expect(page.getByText("preavis.txt no és d'un tipus acceptat (xls, csv).")).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await fileInput.setInputFiles({
    name: 'preavis.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('out;cn;quantity\r\nOUT/1;100001;2\r\n'),
  });
  await page.getByTestId('prenotice-test').click();
  const email = page.getByTestId('prenotice-test-email').locator('input');
  const address = await email.inputValue();
  expect(address).toMatch(/@/);
  const before = (await mailsTo(address)).length;
  await page.getByTestId('confirm-modal-confirm').click();
  await expect(page.getByTestId('prenotice-sent')).toContainText(address);
  await expect.poll(async () => (await mailsTo(address)).length, { timeout: 20_000 }).toBeGreaterThan(before);
  const mail = (await mailsTo(address)).at(-1)!;
  expect(mail.destination.to).toEqual([address]);
});

test('prenotices (es): consignments take ids only; Process, confirmed, mails the platform recipients', async ({ page }) => {
  test.setTimeout(180_000);
  const { order } = await orderWithOuts('prenotices', 867);
  await page.addInitScript(() => localStorage.setItem('locale', 'es'));
  await openAs(page, WAREHOUSE, '/warehouse/prenotices');
  await choose(page, 'prenotice-order', order);
  await expect(page.getByTestId('prenotice-outs-chips').getByRole('button').first()).toBeVisible();

  // Grouped by consignments the chips are consignment ids: a number typed as an out is refused.
  await page.getByTestId('prenotice-group-by').getByText('Consignaciones').click();
  const consignment = page.getByTestId('prenotice-consignments').locator('input');
  await consignment.fill('OUT/1');
  await consignment.press('Enter');
  await expect(page.getByText('OUT/1 no es un identificador de consignación.')).toBeVisible();
  await page.getByTestId('prenotice-group-by').getByText('Salidas').click();

  // Process validates first (no file yet), then asks, then sends to the platform's recipients.
  await page.getByTestId('prenotice-process').click();
  await expect(page.getByText('Campo obligatorio.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page
    .getByTestId('prenotice-file')
    .locator('input[type=file]')
    .setInputFiles({ name: 'preaviso.xls', mimeType: 'application/vnd.ms-excel', buffer: Buffer.from('xls') });
  await expect(page.getByTestId('prenotice-file-name')).toHaveText('preaviso.xls');
  await page.getByTestId('prenotice-process').click();
  await expect(page.getByRole('dialog')).toContainText('destinatarios de la plataforma');
  await page.getByTestId('confirm-modal-confirm').click();
  const sent = page.getByTestId('prenotice-sent');
  await expect(sent).toContainText('Preaviso enviado');
  const recipients = /enviado a (.+)\.$/.exec((await sent.innerText()).trim())![1]!.split(', ');
  expect(recipients.length).toBeGreaterThan(0);
  // A raw mail's To header holds every recipient: the capture keeps it as one "a, b" entry.
  const toAll = async () => {
    const { emails } = (await (await fetch(`${mailUrl()}/store`)).json()) as { emails: CapturedMail[] };
    return emails.filter((e) => recipients.every((r) => e.destination.to.join(', ').includes(r)));
  };
  await expect.poll(async () => (await toAll()).length, { timeout: 20_000 }).toBeGreaterThan(0);
  expect((await toAll()).at(-1)!.subject).toContain('Preaviso');
});

test('prenotice recipients: shown per platform (the order and chips dropped on a switch), none blocks Process with the reason, edited in a dialog, named by Process', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const platforms = (await apiCall(WAREHOUSE, 'parties.platforms')).data;
  // 9023 is seeded without recipients (and this run's stand-in starts afresh).
  const madrid = platforms.find((p) => p.id === 9023)!;
  const seeded867 = (await apiCall(WAREHOUSE, 'warehouse.prenotices.recipients.show', { params: { platform: 867 } })).to;
  expect(seeded867.length).toBeGreaterThan(0);

  const { order } = await orderWithOuts('prenotices', 867);

  await openAs(page, WAREHOUSE, '/warehouse/prenotices');
  const box = page.getByTestId('prenotice-recipients');
  await expect(box.getByTestId('prenotice-recipients-list')).toHaveText(seeded867.join(', '));
  await choose(page, 'prenotice-order', order);
  const chips = page.getByTestId('prenotice-outs-chips');
  await expect(chips.getByRole('button').first()).toBeVisible();

  // Another platform: its own recipients; the order and its outs were 867's, so they go.
  await choose(page, 'prenotice-platform', madrid.name);
  await expect(box.getByTestId('prenotice-recipients-none')).toContainText('La plataforma no té destinataris');
  await expect(page.getByTestId('prenotice-order')).toContainText('Trieu una comanda');
  await expect(chips.getByRole('button')).toHaveCount(0);
  // A complete form: Process explains why it cannot send instead of asking.
  const outs = page.getByTestId('prenotice-outs').locator('input');
  await outs.fill('OUT/9023');
  await outs.press('Enter');
  await page
    .getByTestId('prenotice-file')
    .locator('input[type=file]')
    .setInputFiles({ name: 'preavis.csv', mimeType: 'text/csv', buffer: Buffer.from('out;cn;quantity\r\n') });
  await page.getByTestId('prenotice-process').click();
  await expect(box).toContainText('No es pot processar: la plataforma no té cap destinatari.');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await box.getByTestId('prenotice-recipients-edit').click();
  const form = page.getByTestId('prenotice-recipients-form');
  const address = form.getByTestId('prenotice-recipients-to').locator('input');
  // Refused on screen: not an address at all.
  await address.fill('preavisos-madrid');
  await address.press('Enter');
  await expect(form).toContainText('preavisos-madrid no és una adreça electrònica vàlida.');
  // Looks like one on screen, but the server's rule refuses it: its 422 lands on the field.
  await address.fill('preavisos@madrid.x');
  await address.press('Enter');
  await form.getByTestId('prenotice-recipients-form-submit').click();
  await expect(form).toContainText('Ha de ser una adreça electrònica vàlida.');
  await form.getByRole('button', { name: 'Treu preavisos@madrid.x' }).click();
  const good = `Preavisos.Madrid.${Date.now().toString(36)}@Example.com`;
  await address.fill(`${good}, logistica.madrid@example.com`);
  await form.getByTestId('prenotice-recipients-form-submit').click();
  await expect(page.getByText("S'ha actualitzat correctament.")).toBeVisible();
  await expect(form).toHaveCount(0);
  const saved = [good.toLowerCase(), 'logistica.madrid@example.com'];
  await expect(box.getByTestId('prenotice-recipients-list')).toHaveText(saved.join(', '));
  await expect(box).toContainText('Canviades per magatzem');

  // Process now asks, naming exactly those recipients.
  await page.getByTestId('prenotice-process').click();
  const listed = page.getByRole('dialog').getByTestId('prenotice-process-recipients').locator('li');
  await expect(listed).toHaveText(saved);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel·la' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await apiCall(WAREHOUSE, 'warehouse.prenotices.recipients.show', { params: { platform: 9023 } })).to).toEqual(saved);
});
