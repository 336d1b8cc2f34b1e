/**
 * The sales import's other screens in the browser, in both languages: config (a
 * distributor added with its reading profile, then edited with a new id; a brand added and
 * renamed), convert_cn (a conversion added from the table, the 422 of a repeated cn, the detail
 * edited, an unknown id's not-found alert), convert_pf (its filters and the new-row form's rules)
 * and the price catalog (its month filter and import dialog). Screenshots of each screen are saved
 * to docs/screenshots/sales-import-<screen>-<locale>.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiCall } from './support/api';
import { expect as baseExpect, openAs, test } from './support/fixtures';
import { serverTable } from './support/table';
import { conversionsXlsx, loadCatalog } from './support/sales-import';
import { writingScreenshots } from './support/screenshots';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

const shots = path.resolve(import.meta.dirname, '../../docs/screenshots');
mkdirSync(shots, { recursive: true });

async function shoot(page: Page, name: string, locale: string, { fullPage = true } = {}) {
  if (!writingScreenshots) return;
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.move(0, 799);
  await page.screenshot({ path: path.join(shots, `sales-import-${name}-${locale}.png`), fullPage });
}

/** Opens a page of the import as the administrator, in a language. */
async function openAdmin(page: Page, locale: 'ca' | 'es', path: string) {
  await page.addInitScript((l) => localStorage.setItem('locale', l), locale);
  await openAs(page, 'internal-admin', path);
}

const stamp = Date.now() % 100_000;

for (const locale of ['ca', 'es'] as const) {
  const n = locale === 'ca' ? 1 : 2;

  test(`config: a distributor and a brand added and edited (${locale})`, async ({ page }) => {
    await openAdmin(page, locale, '/administration/import-sales/config');
    await expect(page.getByTestId('distributors-panel')).toBeVisible();
    await shoot(page, 'config', locale);

    // Every field is required.
    await page.getByTestId('distributors-add').click();
    const form = page.getByTestId('distributor-form');
    await form.getByTestId('distributor-form-submit').click();
    await expect(form.getByText(/obligatori/).first()).toBeVisible();
    const id = 600_000 + (stamp % 100_000) * 2 + n;
    const name = `Distribuïdora ${locale} ${stamp}`;
    await form.getByTestId('distributor-id').locator('input').fill(String(id));
    await form.getByTestId('distributor-name').locator('input').fill(name);
    await form.getByTestId('distributor-party').getByRole('button').first().click();
    await page.getByPlaceholder(/^(Cerqueu|Busque|Buscar)/).fill('Medi');
    await page.getByRole('option', { name: /Laboratoris Mediterrani/ }).click();
    await form.getByTestId('distributor-date-format').locator('input').fill('dmY');
    await form.getByTestId('distributor-date-format').locator('input').fill('d/m/Y');
    for (const [field, letter] of Object.entries({
      date: 'A',
      customer: 'B',
      'delivery-note': 'C',
      'product-code': 'D',
      description: 'E',
      price: 'F',
      quantity: 'G',
    }))
      await form.getByTestId(`distributor-${field}`).locator('input').fill(letter);
    await form.getByTestId('distributor-price').locator('input').fill('1F');
    await form.getByTestId('distributor-form-submit').click();
    await expect(form.getByText(/lletra d'una columna|letra de una columna/)).toBeVisible();
    await form.getByTestId('distributor-price').locator('input').fill('f');
    await shoot(page, 'config-distributor', locale, { fullPage: false });
    await form.getByTestId('distributor-form-submit').click();
    await expect(form).toBeHidden();
    const table = page.getByTestId('distributors-table');
    await expect(table.locator('tbody tr').filter({ hasText: name })).toContainText('F');

    // The id can be changed on edit.
    await page.getByTestId(`distributor-edit-${id}`).click();
    await expect(form.getByTestId('distributor-id').locator('input')).toHaveValue(String(id));
    await form
      .getByTestId('distributor-id')
      .locator('input')
      .fill(String(id + 100_000));
    await form.getByTestId('distributor-first-row').locator('input').fill('3');
    await form.getByTestId('distributor-form-submit').click();
    await expect(form).toBeHidden();
    const row = table.locator('tbody tr').filter({ hasText: name });
    await expect(row.locator('td').first()).toHaveText(String(id + 100_000));
    await expect(row.locator('td').nth(4)).toHaveText('3');

    // Brands: name required, added, renamed.
    await page.getByTestId('brands-add').click();
    const brand = page.getByTestId('brand-form');
    await brand.getByTestId('brand-form-submit').click();
    await expect(brand.getByText(/obligatori/)).toBeVisible();
    await brand.getByTestId('brand-name').locator('input').fill(`Marca ${locale} ${stamp}`);
    await brand.getByTestId('brand-form-submit').click();
    await expect(brand).toBeHidden();
    const brands = page.getByTestId('brands-table');
    await brands.getByRole('button', { name: `Marca ${locale} ${stamp}` }).click();
    await brand.getByTestId('brand-name').locator('input').fill(`Marca ${locale} ${stamp} bis`);
    await brand.getByTestId('brand-form-submit').click();
    await expect(brands.getByRole('button', { name: `Marca ${locale} ${stamp} bis` })).toBeVisible();
  });

  test(`convert_cn: a conversion added, refused twice, edited; not found (${locale})`, async ({ page }) => {
    await openAdmin(page, locale, '/administration/import-sales/convert_cn');
    const table = serverTable(page, 'convert-cn-table');
    await expect(table.root).toBeVisible();
    const cn = `7${n}${String(stamp).padStart(5, '0')}`;

    await page.getByTestId('convert-cn-new').click();
    const form = page.getByTestId('convert-cn-form');
    await form.getByTestId('convert-cn-form-cn').locator('input').fill('12345');
    await form.getByTestId('convert-cn-form-xf').locator('input').fill('XF1');
    await form.getByTestId('convert-cn-form-submit').click();
    await expect(form.getByText(/entre 6 i 7|entre 6 y 7/)).toBeVisible();
    await expect(form.getByText(/exactament 7|exactamente 7/)).toBeVisible();
    await shoot(page, 'convert-cn-new', locale, { fullPage: false });
    await form.getByTestId('convert-cn-form-cn').locator('input').fill(cn);
    await form.getByTestId('convert-cn-form-xf').locator('input').fill(`XF${n}0001`);
    await form.getByTestId('convert-cn-form-description').locator('input').fill('Gel de bany 750 ml');
    await form.getByTestId('convert-cn-form-submit').click();
    await expect(page).toHaveURL(/\/convert_cn\/show\/\d+$/);
    await expect(page.getByTestId('convert-cn-form-xf').locator('input')).toHaveValue(`XF${n}0001`);
    await shoot(page, 'convert-cn-show', locale);

    // Edited on its page.
    await page.getByTestId('convert-cn-form-xf').locator('input').fill(`XF${n}0002`);
    await page.getByTestId('convert-cn-form-submit').click();
    await expect(page.getByText(/S'ha actualitzat|Se ha actualizado/).first()).toBeVisible();

    // The list finds it by its cn; the same cn again is refused on the field.
    await page.goto('/administration/import-sales/convert_cn');
    await table.type('cn', cn);
    await expect(table.rows).toHaveCount(1);
    await expect(table.rows.first()).toContainText(`XF${n}0002`);
    await shoot(page, 'convert-cn', locale);
    // Export gives the filtered rows as a spreadsheet.
    const exported = page.waitForEvent('download');
    await page.getByTestId('convert-cn-export').click();
    expect((await exported).suggestedFilename()).toMatch(/\.xlsx$/);
    await page.getByTestId('convert-cn-new').click();
    await form.getByTestId('convert-cn-form-cn').locator('input').fill(cn);
    await form.getByTestId('convert-cn-form-xf').locator('input').fill(`XF${n}0003`);
    await form.getByTestId('convert-cn-form-submit').click();
    await expect(form.getByText(/Ja existeix una conversió|Ya existe una conversión/)).toBeVisible();
    await page.keyboard.press('Escape');

    // Reset clears the filters.
    await page.getByTestId('convert-cn-reset').click();
    await expect(page).not.toHaveURL(/cn=/);

    // Import, all or nothing: a file with a short cn is refused naming its row; without it the row is created.
    const imported = `8${n}${String(stamp).padStart(5, '0')}`;
    await page.getByTestId('convert-cn-import').click();
    const input = page.getByTestId('import-file-input').locator('input[type=file]');
    await input.setInputFiles(
      conversionsXlsx(`conversions-${locale}.xlsx`, [
        [imported, `XI${n}0001`, 'Importada'],
        ['123', `XI${n}0002`, 'Massa curta'],
      ]),
    );
    await page.getByTestId('import-file-form-submit').click();
    const result = page.getByTestId('import-file-result');
    await expect(result).toContainText(/No s'ha importat cap fila|No se ha importado ninguna fila/);
    await expect(result).toContainText(/Fila 3: cn/);
    await shoot(page, 'convert-cn-import', locale, { fullPage: false });
    await input.setInputFiles(conversionsXlsx(`conversions-bones-${locale}.xlsx`, [[imported, `XI${n}0001`, 'Importada']]));
    await page.getByTestId('import-file-form-submit').click();
    await expect(result).toContainText(/1 files, 1 noves|1 filas, 1 nuevas/);
    await page.keyboard.press('Escape');
    await table.type('cn', imported);
    await expect(table.rows).toHaveCount(1);
    await expect(table.rows.first()).toContainText(`XI${n}0001`);

    await page.goto('/administration/import-sales/convert_cn/show/999999999');
    await expect(page.getByTestId('conversion-not-found')).toBeVisible();
    await shoot(page, 'convert-cn-not-found', locale);
  });

  test(`convert_pf and the price catalog (${locale})`, async ({ page }) => {
    const month = locale === 'ca' ? '2026-05' : '2026-04';
    await loadCatalog('internal-admin', month, [
      { cn: `6${n}10001`, description: 'Crema solar 50', pvf: 9.95 },
      { cn: `6${n}10002`, description: 'Xampú suau', pvf: 4.1 },
    ]);
    await apiCall('internal-admin', 'sales_import.convert_pf.store', {
      body: {
        customer_code: `9${n}${String(stamp).padStart(4, '0')}`.slice(0, 6),
        sl_code: 'SL1',
        sl: 'Farmàcia Prova',
        pf_code: 'PF1',
      },
    }).catch(() => undefined);
    await openAdmin(page, locale, '/administration/import-sales/convert_pf');
    const pf = serverTable(page, 'convert-pf-table');
    await expect(pf.root).toBeVisible();
    await shoot(page, 'convert-pf', locale);
    await page.getByTestId('convert-pf-new').click();
    const form = page.getByTestId('convert-pf-form');
    await form.getByTestId('convert-pf-form-customer-code').locator('input').fill('123');
    await form.getByTestId('convert-pf-form-submit').click();
    await expect(form.getByText(/exactament 6|exactamente 6/)).toBeVisible();
    await shoot(page, 'convert-pf-new', locale, { fullPage: false });
    await page.keyboard.press('Escape');

    // A valid one opens its detail page, where it is edited and saved.
    await page.getByTestId('convert-pf-new').click();
    const created = page.getByTestId('convert-pf-form');
    await created
      .getByTestId('convert-pf-form-customer-code')
      .locator('input')
      .fill(`8${n}${String(stamp).padStart(5, '0')}`.slice(0, 6));
    await created.getByTestId('convert-pf-form-sl-code').locator('input').fill('SL2');
    await created.getByTestId('convert-pf-form-sl').locator('input').fill('Farmàcia Nova');
    await created.getByTestId('convert-pf-form-pf-code').locator('input').fill('PF2');
    await created.getByTestId('convert-pf-form-submit').click();
    await expect(page).toHaveURL(/\/convert_pf\/show\/\d+$/);
    await page.getByTestId('convert-pf-form-sl').locator('input').fill('Farmàcia Renovada');
    await page.getByTestId('convert-pf-form-submit').click();
    await expect(page.getByText(/S'ha actualitzat correctament|Se ha actualizado correctamente/)).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('convert-pf-form-sl').locator('input')).toHaveValue('Farmàcia Renovada');

    await page.goto(`/administration/import-sales/catalog?date=${month}`);
    const catalog = serverTable(page, 'catalog-table');
    await expect(catalog.rows).toHaveCount(2);
    await expect(catalog.rows.filter({ hasText: `6${n}10001` })).toContainText('9,95');
    await catalog.type('pvf', '4,10');
    await expect(catalog.rows).toHaveCount(1);
    await expect(catalog.rows.first()).toContainText('Xampú suau');
    await shoot(page, 'catalog', locale);
    await page.getByTestId('catalog-import').click();
    await expect(page.getByTestId('import-file-form')).toBeVisible();
    await page.getByTestId('import-file-form-submit').click();
    await expect(page.getByTestId('import-file-form').getByText(/obligatori/)).toBeVisible();
    await shoot(page, 'catalog-import', locale, { fullPage: false });
    // The month filter's calendar: a month picked there is shown as MM/YYYY and filters the list.
    await page.keyboard.press('Escape');
    await page.getByTestId('filter-date-calendar').click();
    await page.locator('table[role="grid"] td').first().click();
    await expect(page.getByTestId('filter-date').locator('input')).toHaveValue(/^01\/\d{4}$/);
    await expect(page).toHaveURL(/date=\d{4}-01/);
  });
}
