/**
 * The warehouse on a 390 px handheld, in Catalan and
 * Spanish: the shipments and distribution screens fit the width (the document does not scroll
 * sideways), the area link bar is collapsed, and what the worker acts on is on the first screen:
 * the selected shipment's Deliver button, and the picked product's first line with the
 * "placed / total" counts of the shipment and the product.
 */
import type { Locator, Page } from '@playwright/test';
import { apiCall } from './support/api';
import { expect as baseExpect, openAs, test } from './support/fixtures';
import { pendingShipment, shipmentWithLines } from './support/warehouse';

// Screens load their chunk on first visit from the dev server: slow on a busy machine.
const expect = baseExpect.configure({ timeout: 45_000 });

const WAREHOUSE = 'warehouse';
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, hasTouch: true });

/** The document is no wider than the viewport (nothing off to the right). */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.document).toBeLessThanOrEqual(widths.viewport);
}

/** Wholly inside the first screen, with no scrolling. */
async function expectOnFirstScreen(page: Page, element: Locator) {
  await expect(element).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = (await element.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
}

for (const locale of ['ca', 'es'] as const) {
  test.describe(`warehouse at 390 px (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('locale', l), locale);
    });

    test('shipments: one column, the Deliver button on the first screen, the link bar collapsed', async ({ page }) => {
      test.setTimeout(120_000);
      const shipment = await pendingShipment();
      await openAs(page, WAREHOUSE, `/warehouse/logistics/shipments/pending/${shipment.id}`);
      await expect(page.getByTestId('shipment-consignments')).toContainText(shipment.consignments[0]!.shipment_outs[0]!.number);
      await expectOnFirstScreen(page, page.getByTestId('shipment-deliver'));
      await expect(page.getByTestId('shipment-create-sheet')).toBeInViewport();
      await expectNoSidewaysScroll(page);
      // The logistics links are one tap away, not a bar of links over the screen.
      const nav = page.getByTestId('area-nav');
      await expect(nav.getByRole('link', { name: locale === 'ca' ? 'Consignacions' : 'Consignaciones' })).toBeHidden();
      await nav.getByTestId('area-nav-toggle').click();
      await expect(nav.getByRole('link', { name: locale === 'ca' ? 'Consignacions' : 'Consignaciones' })).toBeVisible();
      await expectNoSidewaysScroll(page);
    });

    test('distribution: the picked product first line on the first screen, with placed / total', async ({ page }) => {
      test.setTimeout(120_000);
      const { number, code, lines } = await shipmentWithLines();
      const ofProduct = lines.filter((l) => l.product_obj.code === code);
      const placed = (await apiCall(WAREHOUSE, 'warehouse.distribution.mids.index', { params: { number } })).data;
      const placedOfProduct = placed.filter((l) => l.product_obj.code === code).length;
      await openAs(page, WAREHOUSE, `/warehouse/distribution/shipment/${encodeURIComponent(number)}`);
      await expect(page.getByTestId('distribution-products')).toBeVisible();
      await expectNoSidewaysScroll(page);
      // A scan (a wedge types the code and Enter) picks the product.
      const search = page.getByTestId('distribution-product-search').locator('input');
      await search.fill(code);
      await search.press('Enter');
      const lineList = page.getByTestId('distribution-lines');
      await expect(lineList.locator('li').first()).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectOnFirstScreen(page, lineList.locator('li').first());
      await expectNoSidewaysScroll(page);
      await expect(page.getByTestId('distribution-progress-shipment')).toHaveText(
        new RegExp(`${placed.length}\\s*/\\s*${placed.length + lines.length}`),
      );
      await expect(page.getByTestId('distribution-progress-product')).toHaveText(
        new RegExp(`${placedOfProduct}\\s*/\\s*${placedOfProduct + ofProduct.length}`),
      );
      // The whole product list stays reachable below.
      await expect(page.getByTestId('distribution-products').locator('li')).toHaveCount(
        new Set(lines.map((l) => l.product)).size,
      );
    });
  });
}
