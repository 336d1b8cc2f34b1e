/**
 * Invoicing (spec §2 "Invoicing page", §4): the four quarterly bars of the current year with the
 * colours of the shared rule, the invoice table with its filters and paging, and a row click that
 * downloads the invoice PDF under its proper name.
 */
import { expect, openAs, openHome, test } from './support/fixtures';
import { serverTable } from './support/table';

test.describe('invoicing', () => {
  test('shows the quarterly bars and a row downloads its invoice', async ({ page }) => {
    await openHome(page, 'pharmacy-guest', /\/pharmacy$/);
    await page.getByTestId('tile-pharmacy_platform').click();
    await expect(page).toHaveURL(/\/guest\/pharmacy\/platform$/);
    await page.getByTestId('tile-platform_invoicing').click();
    await expect(page).toHaveURL(/\/guest\/pharmacy\/platform\/invoicing$/);

    // Seeded purchases of party 1001: 5999.99, 7500, 8999.99, 9000 (the colour boundaries).
    const year = new Date().getFullYear();
    const expected = [
      ['red', '5.999,99 €', '66'],
      ['lime', '7.500,00 €', '83'],
      ['lime', '8.999,99 €', '99'],
      ['green', '9.000,00 €', '100'],
    ];
    for (const [i, [colour, amount, percent]] of expected.entries()) {
      const quarter = page.getByTestId(`quarter-${i + 1}`);
      await expect(quarter).toHaveAttribute('data-colour', colour!);
      await expect(quarter).toContainText(amount!);
      await expect(
        quarter.getByRole('progressbar', { name: `${['1r', '2n', '3r', '4t'][i]} trimestre ${year}` }),
      ).toHaveAttribute('aria-valuenow', percent!);
    }

    const invoices = serverTable(page, 'invoices');
    const { root: table, rows } = invoices;
    await expect(rows).toHaveCount(10);
    await expect(table.getByTestId('rows-per-page').getByRole('button')).toHaveAccessibleName(/^Files per pàgina/);
    // Newest first.
    const number = (
      await rows
        .first()
        .getByRole('button', { name: /^Baixa la factura/ })
        .innerText()
    ).trim();
    const document = (await rows.first().locator('td').nth(1).innerText()).trim();
    const prefix = document === 'Abonament' ? 'Abonament' : 'Factura';
    const [download] = await Promise.all([page.waitForEvent('download'), rows.first().locator('td').first().click()]);
    expect(download.suggestedFilename()).toBe(`${prefix} ${number}.pdf`);
    await expect(page.getByTestId('alerts').getByText("S'ha iniciat la baixada.")).toBeVisible();

    // Filter: invoices only, then a number.
    await invoices.choose('document', 'Factura');
    await expect(rows.first().locator('td').nth(1)).toHaveText('Factura');
    await expect(table.locator('tbody tr td:nth-child(2)', { hasText: 'Abonament' })).toHaveCount(0);
    await invoices.type('number', `F${year}-100001`);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`F${year}-100001`);
    // The filters are in the address: a reload (or a shared link) shows the same rows.
    await invoices.expectUrlKeeps({ document: 'invoice', number: `F${year}-100001` });
    await expect(page.getByTestId('filter-number').locator('input')).toHaveValue(`F${year}-100001`);
    const [invoice] = await Promise.all([
      page.waitForEvent('download'),
      rows
        .first()
        .getByRole('button', { name: /^Baixa la factura/ })
        .click(),
    ]);
    expect(invoice.suggestedFilename()).toBe(`Factura F${year}-100001.pdf`);
    expect((await invoice.path()) && (await invoice.failure())).toBeNull();

    // Paging: 20 a page, then the next page.
    await page.getByRole('button', { name: 'Esborra els filtres' }).click();
    await invoices.rowsPerPage(20);
    await expect(rows).toHaveCount(20);
    await invoices.nextPage();
    await expect(rows).toHaveCount(20);
    await expect(rows.first()).not.toContainText(number);
    // Sorted by amount, highest first, on page 3: all of it survives a reload.
    await invoices.sortBy('Import', 'descending');
    await invoices.goToPage(3);
    await invoices.expectUrlKeeps({ per_page: '20', sort_by: 'amount', sort_desc: '1', page: '3' });
    const amounts = (await invoices.column(3)).map((text) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.')));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  test('dates typed as DD/MM/YYYY filter the period; an impossible day is refused', async ({ page }) => {
    await openAs(page, 'pharmacy-guest', '/guest/pharmacy/platform/invoicing');
    // The last October already over (invoices stop at today): 01/10/2026 while writing this.
    const today = new Date();
    const year = today.getMonth() >= 10 ? today.getFullYear() : today.getFullYear() - 1;
    const { rows } = serverTable(page, 'invoices');
    await expect(rows).toHaveCount(10);
    await page.getByTestId('filter-date-from').locator('input').fill(`01/10/${year}`);
    await page.getByTestId('filter-date-to').locator('input').fill(`31/10/${year}`);
    const inOctober = new RegExp(`^\\d{2}/10/${year}$`);
    // Newest first: the first row moves into October once the filter applies.
    await expect(rows.first().locator('td').first()).toHaveText(inOctober);
    for (const cell of await rows.locator('td:first-child').allInnerTexts()) expect(cell.trim()).toMatch(inOctober);
    await expect(page.getByTestId('filter-date-from').locator('input')).toHaveValue(`01/10/${year}`);

    await page.getByTestId('filter-date-to').locator('input').fill(`31/02/${year}`);
    await expect(page.getByText('Aquest dia no existeix al calendari.')).toBeVisible();
  });

  test('the model 347 letter downloads for last year', async ({ page }) => {
    await openAs(page, 'pharmacy-guest', '/guest/pharmacy/platform/invoicing');
    const last = new Date().getFullYear() - 1;
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('model347').click()]);
    expect(download.suggestedFilename()).toBe(`Carta model 347 ${last}.pdf`);
  });
});
