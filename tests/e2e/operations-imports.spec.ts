/**
 * The stock import in the browser (spec §2, §7, §8): a file with an unknown store is refused whole,
 * its row named with the reason; the corrected file is imported, shows in the import history and
 * that last import is removed as a unit. The target import asks for its laboratory first.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { STOCK_COLUMNS } from '../../shared/operations/file-imports';
import { account, expect as baseExpect, openAs, test } from './support/fixtures';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

/** The one-role operations account of the local seed (it shares the demo accounts' password). */
const operations = () => ({ persona: 'operacions', login: 'operacions', password: account('internal-admin').password });

const dir = mkdtempSync(path.join(tmpdir(), 'opc-imports-'));

/** A stock file; stores 100 and 107 are seeded pharmacies (infra/local/seed/operations-data.ts). */
function stockFile(name: string, stores: number[]): string {
  const rows = stores.map((store, i) => [202603, `P${i + 1}`, store, 5 + i, 1, '', 1.25, 4 + i]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([Object.keys(STOCK_COLUMNS), ...rows]), 'Estoc');
  const file = path.join(dir, name);
  writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
  return file;
}

test('a stock file with an unknown store is refused whole; the corrected one is imported and undone', async ({ page }) => {
  await openAs(page, operations(), '/opc/import/stock');
  const files = page.getByTestId('opc-import-files').locator('input[type=file]');

  await page.getByTestId('opc-import-submit').click();
  await expect(page.getByTestId('opc-import-form').getByText('Aquest camp és obligatori.')).toBeVisible();

  await files.setInputFiles(stockFile('estoc-dolent.xlsx', [100, 999]));
  await page.getByTestId('opc-import-submit').click();
  const refused = page.getByTestId('opc-import-refused');
  await expect(refused).toBeVisible();
  // Row 3 of the file (the header is row 1) names its store.
  await expect(refused.getByRole('row', { name: /estoc-dolent\.xlsx 3 .*id_store/ })).toBeVisible();
  // The refused rows come back as a workbook with the reason, to fix and load again.
  const href = await refused.getByTestId('opc-import-refused-download').getAttribute('href');
  const book = XLSX.read(await (await page.request.get(href!)).body());
  const refusedRows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]!]!);
  expect(refusedRows).toHaveLength(1);
  expect(refusedRows[0]).toMatchObject({ id_store: 999, fitxer: 'estoc-dolent.xlsx', fila: 3 });
  expect(String(refusedRows[0]!.error)).not.toBe('');

  await page
    .getByRole('button', { name: /Treu|Remove|estoc-dolent/ })
    .first()
    .click();
  await files.setInputFiles(stockFile('estoc-bo.xlsx', [100, 107]));
  await page.getByTestId('opc-import-submit').click();
  await expect(page.getByTestId('opc-import-done')).toHaveText("S'han importat 2 files.");

  const history = page.getByTestId('opc-import-history');
  const row = history.getByRole('row', { name: /estoc-bo\.xlsx/ });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Desfés la importació' }).click();
  await expect(page.getByText("S'ha desfet la importació.")).toBeVisible();
  await expect(history.getByRole('row', { name: /estoc-bo\.xlsx/ })).toHaveCount(0);
});

test('the target import needs a laboratory', async ({ page }) => {
  await openAs(page, operations(), '/opc/import/target');
  await page.getByTestId('opc-import-submit').click();
  await expect(page.getByTestId('opc-import-form').getByText('Aquest camp és obligatori.')).toHaveCount(2);
  await page.getByTestId('opc-import-laboratory').getByRole('button').first().click();
  // Every laboratory, sorted by party name.
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  const names = await options.allInnerTexts();
  expect(names.length).toBeGreaterThanOrEqual(3);
  expect([...names].sort((a, b) => a.localeCompare(b, 'ca'))).toEqual(names);
});
