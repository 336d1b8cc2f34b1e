/**
 * Screenshots of the operations screens in both languages, for review: the
 * area's home, the pharmacy and laboratory lists and records, the add dialog, the webinar list and
 * a webinar with its preview. Saved to docs/screenshots/opc-<screen>-<locale>.png.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import type { Page } from '@playwright/test';
import { SELL_IN_COLUMNS } from '../../shared/operations/sell-in';
import { apiCall } from './support/api';
import { account, expect as baseExpect, signIn, test } from './support/fixtures';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

const dir = path.resolve(import.meta.dirname, '../../docs/screenshots');
mkdirSync(dir, { recursive: true });

/** A small fede file whose second row names an unknown pharmacy and has no delivery-note date. */
function sellInFile(): string {
  const values = (n: number, client: string, day: string) =>
    SELL_IN_COLUMNS.map(
      (c) =>
        ({
          acord: `AC${n}`,
          tipus_acord: 'A',
          data_acord: '1-1-2026',
          tipus_document: 'ALB',
          albara: `ALB${n}`,
          data_albara: day,
          codi_client: client,
          codi_producte: `P${n}`,
          codi_nacional: String(700100 + n),
          descripcio: `Producte ${n}`,
          codi_laboratori: 'LAB001',
          quantitat: 2,
          pvl: 10.5,
          import_net: 21,
        })[c as string] ?? '',
    );
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([
      [...SELL_IN_COLUMNS],
      values(1, 'F4001', '15-1-2026'),
      values(2, 'F9999', ''),
      values(3, 'F4003', '16-1-2026'),
    ]),
    'Vendes',
  );
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'opc-shots-')), 'vendes-fede.xlsx');
  writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
  return file;
}

/** A page whole, or (a dialog over it) the viewport the dialog's backdrop covers. */
async function shoot(page: Page, name: string, locale: string, { fullPage = true } = {}) {
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.move(0, 799);
  await page.screenshot({ path: path.join(dir, `opc-${name}-${locale}.png`), fullPage });
}

for (const locale of ['ca', 'es'] as const) {
  test(`operations screens (${locale})`, async ({ page }) => {
    await page.addInitScript((l) => localStorage.setItem('locale', l), locale);
    await page.goto('/login');
    await signIn(page, { persona: 'operacions', login: 'operacions', password: account('internal-admin').password });
    await expect(page.getByTestId('home-heading')).toBeVisible();

    await page.goto('/opc');
    await expect(page.getByTestId('tile-opc-webinars')).toBeVisible();
    await shoot(page, 'home', locale);

    await page.goto('/opc/report');
    await expect(page.getByTestId('opc-sell-in-summary').locator('tbody tr').first()).toBeVisible();
    await shoot(page, 'report', locale);

    await page.goto('/opc/import/stock');
    await expect(page.getByTestId('opc-import-history')).toBeVisible();
    await shoot(page, 'import-stock', locale);
    await page.goto('/opc/import/target');
    await expect(page.getByTestId('opc-import-laboratory')).toBeVisible();
    await shoot(page, 'import-target', locale);

    await page.goto('/opc/pharmacies');
    const pharmacies = page.getByTestId('opc-pharmacies-table');
    await expect(pharmacies.locator('tbody tr').nth(9)).toBeVisible();
    await shoot(page, 'pharmacies', locale);

    // The recycle bin: a pharmacy deleted, listed on the deleted view with its restore button.
    const binned = await apiCall(page, 'operations.pharmacies.store', {
      body: { party_id: 1509, id_store: 509, codes_fede: [`B509${locale}`], date: '2025-09-09' },
    });
    await apiCall(page, 'operations.pharmacies.delete', { params: { id: binned.data.id } });
    await page.goto('/opc/pharmacies?view=deleted');
    await expect(page.getByTestId('opc-pharmacies-trash').getByTestId('opc-restore').first()).toBeVisible();
    await shoot(page, 'pharmacies-deleted', locale);
    await page.goto('/opc/pharmacies');
    await expect(pharmacies.locator('tbody tr').nth(9)).toBeVisible();

    await page.getByTestId('opc-pharmacies-add').click();
    await expect(page.getByTestId('pharmacy-form')).toBeVisible();
    await page.getByTestId('pharmacy-form-submit').click();
    await expect(
      page.getByTestId('pharmacy-form').getByText(locale === 'ca' ? 'Afegiu com a mínim' : 'Añada al menos'),
    ).toBeVisible();
    await shoot(page, 'pharmacy-add', locale, { fullPage: false });
    await page.keyboard.press('Escape');

    await pharmacies.locator('tbody tr').first().getByRole('link').click();
    await expect(page.getByTestId('pharmacy-form')).toBeVisible();
    // The categories are in (each selected one shows as a token with its remove button).
    await expect(
      page
        .getByTestId('pharmacy-form')
        .getByRole('button', { name: /^(Treu|Eliminar) / })
        .first(),
    ).toBeVisible();
    await shoot(page, 'pharmacy', locale);

    await page.goto('/opc/laboratories');
    const laboratories = page.getByTestId('opc-laboratories-table');
    await expect(laboratories.locator('tbody tr').first()).toBeVisible();
    await shoot(page, 'laboratories', locale);
    await laboratories.locator('tbody tr').first().getByRole('link').click();
    await expect(page.getByTestId('laboratory-delete')).toBeVisible();
    // The guest users screen needs roles 3 or 5: the operations role alone is not offered a link
    // that would end on the 403 page.
    await expect(page.getByTestId('laboratory-party')).toBeVisible();
    await expect(page.getByTestId('laboratory-guests')).toHaveCount(0);
    await shoot(page, 'laboratory', locale);

    await page.goto('/opc/webinars');
    const webinars = page.getByTestId('opc-webinars-table');
    await expect(webinars.locator('tbody tr').first()).toBeVisible();
    await shoot(page, 'webinars', locale);
    await page.goto('/opc/webinars?view=deleted');
    await expect(page.getByTestId('opc-webinars-trash')).toBeVisible();
    await shoot(page, 'webinars-deleted', locale);
    await page.goto('/opc/webinars');
    await expect(webinars.locator('tbody tr').first()).toBeVisible();
    await webinars.locator('tbody tr').first().getByRole('link').first().click();
    await expect(page.getByTestId('webinar-preview-play')).toBeVisible();
    await shoot(page, 'webinar', locale);

    await page.goto('/opc/import/sell-in-fede');
    await expect(page.getByTestId('sell-in-file')).toBeVisible();
    await shoot(page, 'sell-in-upload', locale);
    await page.getByTestId('sell-in-file').locator('input[type=file]').setInputFiles(sellInFile());
    await expect(page.getByTestId('sell-in-mapping')).toBeVisible();
    await shoot(page, 'sell-in-map', locale);
    await page.getByTestId('sell-in-to-verify').click();
    await expect(page.getByTestId('sell-in-row-2').locator('input[aria-invalid=true]').first()).toBeVisible();
    await shoot(page, 'sell-in-verify', locale);
  });
}
