/**
 * Screenshots of warehouse part 2's screens (issue 12: temperatures, returns) in both languages at
 * the warehouse tablets' width (1024 px), for review. Saved to
 * docs/screenshots/warehouse-<screen>-<locale>.png. The data is made through the API first (a
 * failed and a passing reading, pending lines, a batch in status 2), so every screen has rows.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiCall } from './support/api';
import { expect as baseExpect, signIn, test } from './support/fixtures';
import { demoProducts } from './support/returns';

const expect = baseExpect.configure({ timeout: 60_000 });
const dir = path.resolve(import.meta.dirname, '../../docs/screenshots');
mkdirSync(dir, { recursive: true });
test.use({ viewport: { width: 1024, height: 768 } });

const ADMIN = 'internal-admin';

async function shoot(page: Page, name: string, locale: string) {
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await page.mouse.move(0, 767);
  await page.screenshot({ path: path.join(dir, `warehouse-${name}-${locale}.png`), fullPage: true });
}

const pad = (n: number) => String(n).padStart(2, '0');
function minutesAgo(minutes: number): string {
  const d = new Date(Date.now() - minutes * 60_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:00`;
}

/** Data every screen shows: two readings, three pending lines, a batch in status 2. */
async function prepare() {
  const reading = { warehouse: 1, carrier: 3, brand: 'Marca demo', packages: '4' };
  const failed = (
    await apiCall(ADMIN, 'warehouse.temperatures.store', {
      body: { ...reading, date: minutesAgo(90), laboratory: 2001, expedition: 'EXP-SHOT-1', temperature: 28.5 },
    })
  ).data;
  await apiCall(ADMIN, 'warehouse.temperatures.store', {
    body: { ...reading, date: minutesAgo(60), laboratory: 2002, expedition: 'EXP-SHOT-2', temperature: 5 },
  });
  const products = demoProducts();
  const lines = [];
  for (const [i, p] of products.slice(0, 3).entries())
    lines.push(
      (
        await apiCall(ADMIN, 'warehouse.returns.store', {
          body: { product: p.id, quantity: i + 1, lot: `SHOT${i}`, defect: 'Mag. Caducat', expires_at: '2027-03-31' },
        })
      ).data,
    );
  const first = products[0]!;
  const sameLab = products.filter((p) => p.laboratory === first.laboratory).slice(0, 2);
  const batchLines = [];
  for (const p of sameLab)
    batchLines.push(
      (await apiCall(ADMIN, 'warehouse.returns.store', { body: { product: p.id, quantity: 5, lot: 'SHOTB', defect: 'Obsolet' } }))
        .data,
    );
  const batch = (
    await apiCall(ADMIN, 'warehouse.returns.trackings.store', {
      body: { party: first.laboratory, returns: batchLines.map((l) => l.id) },
    })
  ).data;
  const moved = (
    await apiCall(ADMIN, 'warehouse.returns.trackings.update', {
      params: { id: batch.id },
      body: {
        version: batch.version,
        status_id: 2,
        lines: batch.lines_detail.map((l, i) => ({ id: l.id, status_id: 2, resolution_id: i === 0 ? 3 : 1, refunded: null })),
      },
    })
  ).data;
  return { failed, batch: moved };
}

let prepared: Promise<Awaited<ReturnType<typeof prepare>>> | undefined;

for (const locale of ['ca', 'es'] as const) {
  test.describe(`warehouse part 2 screenshots (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      test.setTimeout(400_000);
      prepared ??= prepare();
      await prepared;
      await page.addInitScript((l) => localStorage.setItem('locale', l), locale);
      await page.goto('/login');
      await signIn(page, ADMIN);
      await expect(page).toHaveURL(/\/internal$/);
    });

    test('temperatures', async ({ page }) => {
      const { failed } = await prepared!;
      await page.goto('/warehouse/temperatures');
      await expect(page.getByTestId('temperatures-table').getByTestId('temperature-result-fail').first()).toBeVisible();
      await shoot(page, 'temperatures', locale);
      await page.getByTestId('temperatures-new').click();
      await expect(page.getByTestId('temperature-new')).toBeVisible();
      await page.getByTestId('temperature-new-submit').click();
      await shoot(page, 'temperatures-new', locale);
      await page.keyboard.press('Escape');
      await page.goto(`/warehouse/temperatures/show/${failed.id}`);
      await expect(page.getByTestId('temperature-ticket')).toBeVisible();
      await shoot(page, 'temperature-show', locale);
    });

    test('returns', async ({ page }) => {
      const { batch } = await prepared!;
      await page.goto('/warehouse/returns/home');
      await expect(page.getByTestId('tile-returns-returnsTracking')).toBeVisible();
      await shoot(page, 'returns-home', locale);
      await page.goto('/warehouse/returns/pending');
      await expect(page.locator('[data-testid^="returns-group-"]').first()).toBeVisible();
      await shoot(page, 'returns-pending', locale);
      await page.getByTestId('returns-new').click();
      await expect(page.getByTestId('return-new')).toBeVisible();
      await shoot(page, 'returns-new', locale);
      await page.keyboard.press('Escape');
      await page.goto('/warehouse/returns/tracking');
      await expect(page.getByTestId(`tracking-card-${batch.id}`)).toBeVisible();
      await shoot(page, 'returns-tracking', locale);
      await page.goto(`/warehouse/returns/trackings/show/${batch.id}`);
      await expect(page.getByTestId('tracking-lines')).toBeVisible();
      await shoot(page, 'returns-tracking-show', locale);
      await page.getByTestId('tracking-history').click();
      await expect(page.getByTestId('tracking-history-list')).toBeVisible();
      await shoot(page, 'returns-tracking-history', locale);
      await page.keyboard.press('Escape');
      await page.goto('/warehouse/returns/products');
      await page.getByTestId('products-add').click();
      await expect(page.getByTestId('product-add')).toBeVisible();
      await shoot(page, 'returns-products', locale);
    });
  });
}
