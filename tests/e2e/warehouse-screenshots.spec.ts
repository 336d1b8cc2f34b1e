/**
 * Screenshots of every warehouse screen in both languages at the warehouse tablets'
 * width (1024 px), for review. Saved to docs/screenshots/warehouse-<screen>-<locale>.png.
 * Read-only: the data shown is the seed's (plus whatever other tests left), nothing is changed.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiCall } from './support/api';
import { placeLine } from './support/warehouse';
import { expect as baseExpect, signIn, test } from './support/fixtures';

// Each screen's chunk comes from the dev server on first visit: slow on a busy machine.
const expect = baseExpect.configure({ timeout: 60_000 });

const dir = path.resolve(import.meta.dirname, '../../docs/screenshots');
mkdirSync(dir, { recursive: true });

test.use({ viewport: { width: 1024, height: 768 } });

async function shoot(page: Page, name: string, locale: string) {
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await page.mouse.move(0, 767);
  await page.screenshot({ path: path.join(dir, `warehouse-${name}-${locale}.png`), fullPage: true });
}

const ADMIN = 'internal-admin';

/** A shipment with lines to place and the code of its first product. */
async function shipmentWithLines() {
  const shipments = (await apiCall(ADMIN, 'warehouse.distribution.shipment_ins')).data;
  for (const s of shipments) {
    const lines = (await apiCall(ADMIN, 'warehouse.distribution.products', { params: { number: s.number } })).data;
    if (lines.length >= 3) return { number: s.number, code: lines[0]!.product_obj.code };
  }
  throw new Error('No seeded shipment with lines');
}

for (const locale of ['ca', 'es'] as const) {
  test.describe(`warehouse screenshots (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      test.setTimeout(400_000);
      await page.addInitScript((l) => localStorage.setItem('locale', l), locale);
      await page.goto('/login');
      await signIn(page, ADMIN);
      await expect(page).toHaveURL(/\/internal$/);
    });

    test('home, delivery notes, distribution', async ({ page }) => {
      await page.goto('/warehouse');
      await expect(page).toHaveURL(/\/warehouse\/home$/);
      await expect(page.getByTestId('tile-warehouse-distribution')).toBeVisible();
      await shoot(page, 'home', locale);

      await page.goto('/warehouse/delivery-notes/in/AP0000002');
      await expect(page.getByTestId('delivery-note')).toBeVisible();
      await shoot(page, 'delivery-notes', locale);

      await page.goto('/warehouse/distribution');
      await expect(page.getByTestId('distribution-shipments').getByRole('row').nth(3)).toBeVisible();
      await shoot(page, 'distribution', locale);

      const { number, code } = await shipmentWithLines();
      await page.goto(`/warehouse/distribution/shipment/${encodeURIComponent(number)}?product=${code}`);
      await expect(page.getByTestId('distribution-lines').locator('li').first()).toBeVisible();
      await shoot(page, 'distribution-shipment', locale);

      await page.goto(`/warehouse/distribution/shipment/${encodeURIComponent(number)}/undo`);
      await expect(page.getByTestId('undo-empty').or(page.getByTestId('undo-lines'))).toBeVisible();
      await shoot(page, 'distribution-undo', locale);
    });

    test('logistics, priorities, order delivery time', async ({ page }) => {
      await page.goto('/warehouse/logistics');
      await expect(page).toHaveURL(/\/warehouse\/logistics\/home$/);
      await expect(page.getByTestId('tile-logistics-outs')).toBeVisible();
      await shoot(page, 'logistics-home', locale);

      // A placed line, so the mids list has a row to show.
      if ((await apiCall(ADMIN, 'warehouse.logistics.mids.index')).data.length === 0) {
        const { number } = await shipmentWithLines();
        const line = (await apiCall(ADMIN, 'warehouse.distribution.products', { params: { number } })).data.at(-1)!;
        await placeLine(ADMIN, line);
      }
      await page.goto('/warehouse/logistics/mids');
      await expect(page.getByTestId('mids-table').getByRole('row').nth(1)).toBeVisible();
      await shoot(page, 'logistics-mids', locale);

      // Outs: two parties selected, so the warning shows.
      await page.goto('/warehouse/logistics/outs');
      const outs = page.getByTestId('outs-table');
      await expect(outs.getByRole('row').nth(3)).toBeVisible();
      const parties = new Set<string>();
      for (let i = 1; parties.size < 2 && i < 20; i++) {
        const row = outs.getByRole('row').nth(i);
        parties.add(await row.getByRole('cell').last().innerText());
        await row.getByRole('checkbox').check();
      }
      await expect(page.getByTestId('outs-multiple-parties')).toBeVisible();
      await shoot(page, 'logistics-outs', locale);

      await page.goto('/warehouse/logistics/consignments');
      await expect(page.getByTestId('consignments-table')).toBeVisible();
      await shoot(page, 'logistics-consignments', locale);

      await page.goto('/warehouse/logistics/shipments/pending');
      await expect(page.getByTestId('shipments-table')).toBeVisible();
      await shoot(page, 'logistics-shipments-pending', locale);
      const delivered = (await apiCall(ADMIN, 'warehouse.logistics.shipments.delivered')).data[0];
      await page.goto(`/warehouse/logistics/shipments/delivered/${delivered?.id ?? ''}`);
      await expect(page.getByTestId('shipments-table')).toBeVisible();
      if (delivered) await expect(page.getByTestId('shipment-view-sheet')).toBeVisible();
      await shoot(page, 'logistics-shipments-delivered', locale);

      // The out search dialog, from any logistics screen.
      const anyOut = (await apiCall(ADMIN, 'warehouse.logistics.outs.index')).data[0]!;
      const search = page.getByTestId('out-search-number').locator('input');
      await search.fill(anyOut.number);
      await search.press('Enter');
      await expect(page.getByTestId('out-trail')).toBeVisible();
      await shoot(page, 'logistics-out-search', locale);
      await page.keyboard.press('Escape');

      // A list to show (saving replaces the whole list; no other test reads it).
      if ((await apiCall(ADMIN, 'warehouse.logistics.priorities.show')).data.priorities.length === 0)
        await apiCall(ADMIN, 'warehouse.logistics.priorities.save', {
          body: {
            date: '2026-11-02',
            priorities: [
              { priority: 1, party: 1001 },
              { priority: 2, party: 1002 },
              { priority: 3, party: 1003 },
            ],
          },
        });
      await page.goto('/warehouse/logistics/priorities');
      await expect(page.getByTestId('priorities-table')).toBeVisible();
      await shoot(page, 'logistics-priorities', locale);

      await page.goto('/warehouse/order-delivery-time');
      await expect(page.getByTestId('delivery-time-chart').or(page.getByText(/No hi ha dades|No hay datos/))).toBeVisible({
        timeout: 30_000,
      });
      await shoot(page, 'order-delivery-time', locale);
    });
  });
}
