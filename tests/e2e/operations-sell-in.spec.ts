/**
 * The sell-in fede wizard in the browser: a file with one unknown pharmacy
 * code, read in the browser, mapped (one header of another name matched by position), the bad cell
 * found and fixed in the grid, imported; and the time a 10,000-row file takes from file choice to
 * the verify step, with the grid still scrolling to its last row.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import type { Page } from '@playwright/test';
import { SELL_IN_COLUMNS } from '../../shared/operations/sell-in';
import { account, expect as baseExpect, openAs, test } from './support/fixtures';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

const dir = mkdtempSync(path.join(tmpdir(), 'opc-sell-in-'));

/** A sell-in row of the seed's codes (pharmacies F4000-F4010, laboratories LAB001-LAB003). */
function row(n: number, client: string): (string | number)[] {
  const values: Record<string, string | number> = {
    tipus_acord: 'A',
    acord: `AC${n}`,
    data_acord: '1-1-2026',
    notes: '',
    inici_vigencia: '1-1-2026',
    fi_vigencia: '31-12-2026',
    tipus_document: 'ALB',
    albara: `ALB${n}`,
    data_albara: '15-1-2026',
    codi_client: client,
    codi_producte: `P${n}`,
    codi_nacional: String(700000 + (n % 1000)),
    descripcio: `Producte ${n}`,
    codi_laboratori: `LAB00${1 + (n % 3)}`,
    quantitat: 1 + (n % 5),
    pvl: 10.5,
    preu: 9.5,
    descompte: 0,
    preu_net: 9.5,
    import_net: 9.5 * (1 + (n % 5)),
  };
  return SELL_IN_COLUMNS.map((c) => values[c]!);
}

function writeBook(name: string, rows: (string | number)[][], extra: string[] = []): string {
  // "Data albarà" is not a column name: the wizard matches it by its position.
  const headers = [...SELL_IN_COLUMNS.map((c) => (c === 'data_albara' ? 'Data albarà' : c)), ...extra];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([headers, ...rows]), 'Vendes');
  const file = path.join(dir, name);
  writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
  return file;
}

async function openWizard(page: Page) {
  await openAs(
    page,
    { persona: 'operacions', login: 'operacions', password: account('internal-admin').password },
    '/opc/import/sell-in-fede',
  );
  await expect(page.getByTestId('sell-in-file')).toBeVisible();
}

test('a fede file with an unknown pharmacy is fixed in the grid and imported', async ({ page }) => {
  const file = writeBook('vendes-fede.xlsx', [row(1, 'F4001'), row(2, 'F9999'), row(3, 'F4003')]);
  await openWizard(page);
  await page.getByTestId('sell-in-file').locator('input[type=file]').setInputFiles(file);

  // Step 2: every column mapped, the renamed header by its position.
  await expect(page.getByTestId('sell-in-mapping')).toBeVisible();
  await expect(page.getByTestId('sell-in-map-data_albara')).toContainText('Data albarà');
  await page.getByTestId('sell-in-to-verify').click();

  // Step 3: the unknown client code is the one error; the errors-only filter shows that row alone.
  const grid = page.getByTestId('sell-in-grid');
  await expect(grid).toBeVisible();
  await expect(page.getByText('1 fila té errors.')).toBeVisible();
  await expect(page.getByTestId('sell-in-error-list')).toHaveText('Fila 2 · codi_client: No és el codi de cap farmàcia.');
  await page.getByTestId('sell-in-submit').click();
  await expect(page.getByTestId('sell-in-fix-first')).toBeVisible();
  await page.getByTestId('sell-in-errors-only').locator('input').check();
  await expect(grid.locator('[role=row]')).toHaveCount(2);
  const cell = page.getByTestId('sell-in-row-2').locator('input[data-column=codi_client]');
  await expect(cell).toHaveAttribute('aria-invalid', 'true');
  await expect(cell).toHaveAttribute('title', 'No és el codi de cap farmàcia.');
  await cell.fill('F4002');
  await expect(page.getByText('Totes les files són correctes.')).toBeVisible();

  await page.getByTestId('sell-in-submit').click();
  await expect(page.getByTestId('sell-in-done')).toHaveText("S'han importat 3 files.");
  await page.getByTestId('sell-in-restart').click();
  await expect(page.getByTestId('sell-in-file')).toBeVisible();

  // The same headers again: mapped as last time, and said so.
  await page.getByTestId('sell-in-file').locator('input[type=file]').setInputFiles(file);
  await expect(page.getByText("Aquests títols ja s'havien assignat abans")).toBeVisible();
  await page.getByRole('button', { name: 'Enrere' }).click();
  // A header set that changed: the difference is shown, nothing recalled silently.
  const changed = writeBook('vendes-fede-2.xlsx', [row(4, 'F4001')], ['Comentari']);
  await page.getByTestId('sell-in-file').locator('input[type=file]').setInputFiles(changed);
  await expect(page.getByTestId('sell-in-changed')).toContainText('comentari');
});

test('10,000 rows reach the verify step and the grid scrolls to the last one', async ({ page }, info) => {
  const rows = Array.from({ length: 10_000 }, (_, i) => row(i + 1, `F40${String(i % 11).padStart(2, '0')}`));
  const file = writeBook('vendes-10000.xlsx', rows);
  await openWizard(page);
  const started = Date.now();
  await page.getByTestId('sell-in-file').locator('input[type=file]').setInputFiles(file);
  await page.getByTestId('sell-in-to-verify').click();
  await expect(page.getByTestId('sell-in-row-1')).toBeVisible();
  const ms = Date.now() - started;
  info.annotations.push({ type: 'file choice to verify step, 10,000 rows', description: `${ms} ms` });
  console.log(`sell-in 10,000 rows: file choice to verify step ${ms} ms`);
  await expect(page.getByText('Totes les files són correctes.')).toBeVisible();
  // Virtualised: a few dozen rows in the page, not 10,000.
  expect(await page.getByTestId('sell-in-grid').locator('[role=row]').count()).toBeLessThan(60);
  await page.getByTestId('sell-in-grid').evaluate((el) => (el.scrollTop = el.scrollHeight));
  await expect(page.getByTestId('sell-in-row-10000')).toBeVisible();
});
