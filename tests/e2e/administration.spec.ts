/**
 * The administration back office in the browser: manual sales pasted from a
 * spreadsheet into the grid and submitted (one bad cell shown in its cell, then fixed); the
 * catalog from begin to send; the 1706 list's delete and undo; both languages.
 */
import { expect as baseExpect, test } from './support/fixtures';
import { choose, loyaltyFile, openAdministration, pasteInto } from './support/administration';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

/** Three paper sales as LibreOffice copies them: Spanish dates and decimal commas, the 2nd amount bad. */
const BLOCK = [
  ['05/11/2026', '000123', 'ALB-1', '0123456', 'Ibuprofèn 600 mg', '12,50', '2', 'Nota 1'],
  ['06/11/2026', '000123', 'ALB-2', '6543210', 'Paracetamol 1 g', '3,4x', '1', ''],
  ['07/11/2026', '000124', 'ALB-3', '7000012', 'Crema solar SPF50', '1.234,56', '10', ''],
]
  .map((r) => r.join('\t'))
  .join('\r\n');

for (const locale of ['ca', 'es'] as const) {
  const text = {
    ca: { invalidCells: '1 cel·la té errors', inserted: "S'han afegit 3 vendes." },
    es: { invalidCells: '1 celda tiene errores', inserted: 'Se han añadido 3 ventas.' },
  }[locale];

  test(`manual sales: a pasted block, one bad cell fixed in place, all rows recorded (${locale})`, async ({ page }) => {
    await openAdministration(page, locale, '/administration/insert-sales');
    const grid = page.getByTestId('manual-grid');
    await expect(grid).toBeVisible();
    // One spare row only.
    await expect(grid.locator('[data-testid^="manual-row-"]')).toHaveCount(1);

    // Brand and distributor are required before anything is sent.
    await page.getByTestId('manual-add').click();
    await expect(page.getByTestId('manual-no-rows')).toBeVisible();

    await pasteInto(page.getByTestId('manual-row-1').locator('input[data-column=date]'), BLOCK);
    // Three rows pasted, the decimal commas and dates kept as typed, and one spare row after them.
    await expect(grid.locator('[data-testid^="manual-row-"]')).toHaveCount(4);
    await expect(page.getByTestId('manual-row-3').locator('input[data-column=amount]')).toHaveValue('1.234,56');
    await expect(page.getByTestId('manual-row-1').locator('input[data-column=date]')).toHaveValue('05/11/2026');

    // Keyboard: down moves to the same column of the next row, Tab along the row.
    const amount1 = page.getByTestId('manual-row-1').locator('input[data-column=amount]');
    await amount1.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByTestId('manual-row-2').locator('input[data-column=amount]')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('manual-row-2').locator('input[data-column=quantity]')).toBeFocused();

    await choose(page, 'manual-brand', 'Marca pròpia');
    await choose(page, 'manual-distributor', 'Distribuïdora Demo Nord');
    await page.getByTestId('manual-add').click();
    await page.getByTestId('confirm-modal-confirm').click();

    // The server refused the whole submit; the bad cell says why, in its own cell.
    const bad = page.getByTestId('manual-row-2').locator('input[data-column=amount]');
    await expect(bad).toHaveAttribute('aria-invalid', 'true');
    await expect(bad).toHaveAttribute('title', /.+/);
    await expect(page.getByTestId('manual-errors')).toContainText(text.invalidCells);
    await expect(page.getByTestId('manual-row-1').locator('input[data-column=amount]')).not.toHaveAttribute('aria-invalid');

    await bad.fill('3,40');
    await expect(bad).not.toHaveAttribute('aria-invalid');
    await page.getByTestId('manual-add').click();
    await page.getByTestId('confirm-modal-confirm').click();
    await expect(page.getByTestId('alerts')).toContainText(text.inserted);
    await expect(grid.locator('[data-testid^="manual-row-"]')).toHaveCount(1);
  });
}

test('the catalog from begin to send, with the 1706 list', async ({ page }) => {
  await openAdministration(page, 'ca', '/administration/home');
  await expect(page.getByTestId('tile-administration-catalog')).toBeVisible();
  await page.getByTestId('tile-administration-catalog').click();

  // Step 1: next month by default; the step list is hidden until the month is loaded.
  const now = new Date();
  const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  const nextMonth = `${String(next.getMonth() + 1).padStart(2, '0')}/${next.getFullYear()}`;
  const catalogMonth = page.getByTestId('catalog-month').locator('input');
  await expect(catalogMonth).toHaveValue(nextMonth);
  // A month is typed as the tables show it (MM/YYYY; a single-digit month too) and shown as MM/YYYY.
  await catalogMonth.fill(`${next.getMonth() + 1}/${next.getFullYear()}`);
  await catalogMonth.blur();
  await expect(catalogMonth).toHaveValue(nextMonth);
  await expect(page.getByTestId('catalog-steps')).toHaveCount(0);
  await page.getByTestId('catalog-begin').click();

  // Step 2: new products with this month's and the previous month's figures side by side.
  await expect(page.getByTestId('catalog-steps')).toBeVisible();
  await expect(page.getByTestId('catalog-figures')).toContainText('Aquest mes');
  await expect(page.getByTestId('catalog-figures')).toContainText('Mes anterior');
  await expect(page.getByTestId('catalog-new')).toBeVisible();
  await page.getByTestId('catalog-next').click();
  await expect(page.getByTestId('catalog-deleted')).toBeVisible();
  await page.getByTestId('catalog-next').click();

  // Step 4: the files are generated on the server, one per platform, and download.
  const files = page.getByTestId('catalog-files');
  await expect(files).toBeVisible();
  if (await page.getByTestId('catalog-not-built').isVisible()) {
    await page.getByTestId('catalog-build').click();
    await expect(page.getByTestId('catalog-not-built')).toHaveCount(0);
  }
  await expect(files.locator('tbody tr')).not.toHaveCount(0);
  const firstDownload = files.locator('[data-testid^="catalog-download-"]').first();
  const [file] = await Promise.all([page.waitForEvent('download'), firstDownload.click()]);
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);

  // Steps are free: back to 2 and on to 5 directly.
  await page.getByTestId('catalog-step-2').click();
  await expect(page.getByTestId('catalog-new')).toBeVisible();
  await page.getByTestId('catalog-step-5').click();
  const card = page.locator('[data-testid^="catalog-platform-"]').first();
  await expect(card).toBeVisible();
  const id = (await card.getAttribute('data-testid'))!.replace('catalog-platform-', '');

  // Recipients typed comma separated (blanks dropped); a change offers the reset.
  const to = page.getByTestId(`catalog-to-${id}`).locator('input');
  const initial = await to.inputValue();
  await expect(page.getByTestId(`catalog-reset-${id}`)).toHaveCount(0);
  await to.fill(' , ');
  await expect(page.getByTestId(`catalog-blocked-${id}`)).toContainText('destinatari');
  await expect(page.getByTestId(`catalog-send-${id}`)).toBeDisabled();
  await page.getByTestId(`catalog-reset-${id}`).click();
  await expect(to).toHaveValue(initial);
  await to.fill('compres@plataforma.example, , magatzem@plataforma.example ,');
  // (A stand-in reused across runs may have sent this month already: then the send asks first.)
  const sentBefore = await page.getByTestId(`catalog-sent-${id}`).isVisible();
  await page.getByTestId(`catalog-send-${id}`).click();
  if (sentBefore) await page.getByRole('dialog').getByTestId('confirm-modal-confirm').click();
  await expect(page.getByTestId(`catalog-sent-${id}`)).toBeVisible();
  await expect(page.getByTestId(`catalog-log-${id}`)).toContainText('compres@plataforma.example, magatzem@plataforma.example');

  // A resend asks first.
  await page.getByTestId(`catalog-send-${id}`).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText("ja s'ha enviat");
  await dialog.getByRole('button', { name: 'Cancel·la' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The 1706 list: delete a laboratory, undo puts it back.
  await page.getByTestId('catalog-1706-link').click();
  // Rows are counted by their delete buttons: while loading, and when empty, the table shows a
  // one-row message that a count of its rows would take for a party.
  const list = page.getByTestId('special-catalog');
  const deletes = list.locator('[data-testid^="special-delete-"]');
  await expect(deletes.first()).toBeVisible();
  const rows = await deletes.count();
  const name = (await list.locator('tbody tr').first().locator('td').nth(1).innerText()).trim();
  await deletes.first().click();
  await expect(deletes).toHaveCount(rows - 1);
  await page.getByTestId('alerts').getByRole('button', { name: 'Desfés' }).click();
  await expect(list.getByText(name)).toBeVisible();
  await expect(deletes).toHaveCount(rows);
});

test('a loyalty conversion: converted by default, the other chips, the error tooltip and the export (es)', async ({ page }) => {
  const file = loyaltyFile([
    ['Canje puntos', '12,5', '2', 'F4001', '1000001'],
    ['Canje puntos', '3', '1', 'F4002', '1000002'],
    ['Canje puntos', '4,75', '1', 'F4003', '9999999'],
    ['Total', '', '0', '', ''],
  ]);
  await openAdministration(page, 'es', '/administration/farmapremium');
  // The invoicing month defaults to the previous month.
  const now = new Date();
  const previous = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const shown = (d: Date) => `${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
  const loyaltyMonth = page.getByTestId('loyalty-month').locator('input');
  await expect(loyaltyMonth).toHaveValue(shown(previous));
  // Another month typed as MM/YYYY is the one converted (the export is named with it).
  const earlier = new Date(now.getFullYear(), now.getMonth() - 2, 1);
  const month = shown(earlier);
  await loyaltyMonth.fill(month);
  await loyaltyMonth.blur();
  await expect(loyaltyMonth).toHaveValue(month);
  await page.getByTestId('loyalty-file').locator('input[type=file]').setInputFiles(file);
  await page.getByTestId('loyalty-submit').click();

  const lines = page.getByTestId('loyalty-lines');
  await expect(lines).toBeVisible();
  const chips = page.getByTestId('loyalty-chips');
  await expect(chips.getByRole('button', { name: 'Convertidas (2)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(lines.locator('tbody tr')).toHaveCount(2);
  // Prices with two decimals and a euro sign.
  await expect(lines.locator('tbody tr').first()).toContainText('12,50');
  await expect(lines.locator('tbody tr').first()).toContainText('€');

  // The search box narrows the shown lines.
  await lines.getByRole('searchbox').fill('1000002');
  await expect(lines.locator('tbody tr')).toHaveCount(1);
  await lines.getByRole('searchbox').fill('');

  await chips.getByRole('button', { name: 'Con error (1)' }).click();
  await expect(lines.locator('tbody tr')).toHaveCount(1);
  await lines.locator('[data-testid^="loyalty-result-"]').first().hover();
  await expect(page.getByTestId('loyalty-tooltip')).toContainText('9999999');
  await chips.getByRole('button', { name: 'Omitidas (1)' }).click();
  await expect(lines.locator('tbody tr')).toHaveCount(1);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('loyalty-export').click()]);
  const [m, y] = month.split('/');
  expect(download.suggestedFilename()).toContain(y!);
  expect(download.suggestedFilename()).toContain(m!);
});

test('a loyalty file with nothing to convert leaves the export disabled (ca)', async ({ page }) => {
  const file = loyaltyFile([['Canje puntos', '3', '1', 'F4001', '9999998']]);
  await openAdministration(page, 'ca', '/administration/farmapremium');
  await page.getByTestId('loyalty-file').locator('input[type=file]').setInputFiles(file);
  await page.getByTestId('loyalty-submit').click();
  await expect(page.getByTestId('loyalty-chips').getByRole('button', { name: 'Convertides (0)' })).toBeVisible();
  await expect(page.getByTestId('loyalty-export')).toBeDisabled();
});

test('manual sales: 200 pasted rows, two bad cells shown without losing the others, then all recorded', async ({ page }) => {
  const rows = Array.from({ length: 200 }, (_, i) => {
    const n = i + 1;
    const day = `${String((i % 28) + 1).padStart(2, '0')}/10/2026`;
    return [n === 150 ? '31/02/2026' : day, `C${n}`, `ALB-P${n}`, '1000001', `Producte ${n}`, `${n},25`, n === 7 ? 'x' : '1', ''];
  });
  await openAdministration(page, 'ca', '/administration/insert-sales');
  await pasteInto(page.getByTestId('manual-row-1').locator('input[data-column=date]'), rows.map((r) => r.join('\t')).join('\n'));
  await choose(page, 'manual-brand', 'Marca pròpia');
  await choose(page, 'manual-distributor', 'Distribuïdora Demo Nord');
  await page.getByTestId('manual-add').click();
  await page.getByTestId('confirm-modal-confirm').click();

  const errors = page.getByTestId('manual-errors');
  await expect(errors).toContainText('2 cel·les tenen errors');
  await expect(errors).toContainText('Fila 7');
  await expect(errors).toContainText('Fila 150');
  // Nothing lost: 200 rows and the spare one, the good cells as pasted.
  const grid = page.getByTestId('manual-grid');
  await expect(grid).toHaveAttribute('aria-rowcount', '202');
  const quantity7 = page.getByTestId('manual-row-7').locator('input[data-column=quantity]');
  await expect(quantity7).toHaveAttribute('aria-invalid', 'true');
  await quantity7.fill('3');
  await grid.evaluate((el) => (el.scrollTop = 145 * 34));
  const date150 = page.getByTestId('manual-row-150').locator('input[data-column=date]');
  await expect(date150).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('manual-row-149').locator('input[data-column=amount]')).toHaveValue('149,25');
  await date150.fill('28/02/2026');

  await page.getByTestId('manual-add').click();
  await page.getByTestId('confirm-modal-confirm').click();
  await expect(page.getByTestId('alerts')).toContainText("S'han afegit 200 vendes.");
});
