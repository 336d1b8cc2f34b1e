/**
 * Screenshots of warehouse part 2's screens (temperatures, returns, the reports and the
 * relations) in both languages at
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
import {
  insOutsPair,
  monthWithPurchases,
  orderWithOuts,
  shipmentWithRightOut,
  twoShipmentsWithRows,
} from './support/warehouse-reports';

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
      await page.locator('[data-testid^="returns-edit-"]').first().click();
      await expect(page.getByTestId('return-edit')).toBeVisible();
      await shoot(page, 'returns-edit', locale);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('return-edit')).toHaveCount(0);
      await page.locator('[data-testid^="returns-delete-"]').first().click();
      await expect(page.getByRole('dialog').getByTestId('confirm-modal-confirm')).toBeVisible();
      await shoot(page, 'returns-delete', locale);
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

    test('reports', async ({ page }) => {
      const { month } = await monthWithPurchases();
      const { order } = await orderWithOuts('prenotices', 867);
      await page.goto('/warehouse/home');
      await expect(page.getByTestId('tile-warehouse-relationInsOuts')).toBeVisible();
      await shoot(page, 'home-reports', locale);
      await page.goto(`/warehouse/pending-purchases?date=${month}`);
      await expect(page.getByTestId('pending-purchases-group').first()).toBeVisible();
      await shoot(page, 'pending-purchases', locale);
      await page.goto('/warehouse/pending-purchases/statistics');
      await expect(page.getByTestId('statistics-group').first()).toBeVisible();
      await shoot(page, 'pending-purchases-statistics', locale);
      await page.goto('/warehouse/pending-sales');
      await page.getByTestId('pending-sales-platform').getByRole('button').first().click();
      await page.getByRole('option', { name: /867/ }).first().click();
      await page.getByTestId('pending-sales-order').getByRole('button').first().click();
      await page.getByRole('option', { name: order }).first().click();
      await expect(page.getByTestId('pending-sales-outs-chips').getByRole('button').first()).toBeVisible();
      await shoot(page, 'pending-sales', locale);
      await page.goto('/warehouse/prenotices');
      await page.getByTestId('prenotice-order').getByRole('button').first().click();
      await page.getByRole('option', { name: order }).first().click();
      await expect(page.getByTestId('prenotice-outs-chips').getByRole('button').first()).toBeVisible();
      await page
        .getByTestId('prenotice-file')
        .locator('input[type=file]')
        .setInputFiles({ name: 'preavis.csv', mimeType: 'text/csv', buffer: Buffer.from('out;cn;quantity\r\n') });
      await shoot(page, 'prenotices', locale);
      await page.getByTestId('prenotice-test').click();
      await expect(page.getByTestId('prenotice-test-email')).toBeVisible();
      // The click scrolled the page; the dialog is fixed, the page is shot from its top.
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, 'prenotices-test', locale);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // The platform's recipients: their edit dialog, and the Process dialog naming them.
      await page.getByTestId('prenotice-recipients-edit').click();
      await expect(page.getByTestId('prenotice-recipients-form')).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, 'prenotices-recipients', locale);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByTestId('prenotice-process').click();
      await expect(page.getByTestId('prenotice-process-recipients').locator('li').first()).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, 'prenotices-process', locale);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // 9023 is seeded without recipients: Process says why it cannot send.
      await page.getByTestId('prenotice-platform').getByRole('button').first().click();
      await page.getByRole('option', { name: /9023/ }).first().click();
      await expect(page.getByTestId('prenotice-recipients-none')).toBeVisible();
      await page.getByTestId('prenotice-process').click();
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, 'prenotices-no-recipients', locale);
    });

    test('relations', async ({ page }) => {
      // The ERP feed of the success panel's outs is loaded by the stand-in's inbox.
      test.setTimeout(300_000);
      const [a] = await twoShipmentsWithRows();
      const pair = await insOutsPair();
      await page.goto(`/warehouse/relation-mids-outs/${encodeURIComponent(a.number)}`);
      await expect(page.getByTestId('mids-outs-table')).toBeVisible();
      await page.getByTestId('mids-outs-validate').click();
      await expect(
        page.getByTestId('mids-outs-success').or(page.getByTestId('mids-outs-wrong-quantities')).first(),
      ).toBeVisible();
      await shoot(page, 'relation-mids-outs', locale);
      await page.getByTestId(`mids-outs-out-${a.row.sale}`).click();
      await expect(page.getByTestId('mids-outs-out-form')).toBeVisible();
      await shoot(page, 'relation-mids-outs-out', locale);
      await page.keyboard.press('Escape');
      await page.goto(`/warehouse/relation-ins-outs/${encodeURIComponent(pair.in)}/${encodeURIComponent(pair.out)}`);
      await expect(page.getByTestId('ins-outs-table')).toBeVisible();
      await page.getByTestId('ins-outs-mismatches-only').locator('input').uncheck();
      await shoot(page, 'relation-ins-outs', locale);

      // The success panel: a shipment whose row is related to the out the ERP sent for it.
      const right = await shipmentWithRightOut();
      await apiCall(ADMIN, 'warehouse.relation_mids_outs.update_shipment_out', {
        body: { shipment_in: right.row.shipment_in, sale_id: right.row.sale, shipment_out: right.right },
      });
      await page.goto(`/warehouse/relation-mids-outs/${encodeURIComponent(right.number)}`);
      await expect(page.getByTestId(`mids-outs-out-${right.row.sale}`)).toHaveText(right.right);
      await page.getByTestId('mids-outs-validate').click();
      await expect(page.getByTestId('mids-outs-success')).toBeVisible();
      await shoot(page, 'relation-mids-outs-success', locale);
    });
  });
}
