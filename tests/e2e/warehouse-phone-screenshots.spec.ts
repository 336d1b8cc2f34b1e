/**
 * Screenshots of the warehouse on a 390 px handheld, in both languages, for review:
 * docs/screenshots/warehouse-phone-<screen>-<locale>.png. Shipments with a pending shipment
 * chosen, its link bar opened, and distribution with a product picked. Nothing is changed beyond
 * grouping two outs into a shipment when the seed has no pending one.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect as baseExpect, openAs, test } from './support/fixtures';
import { pendingShipment, shipmentWithLines } from './support/warehouse';

// Each screen's chunk comes from the dev server on first visit: slow on a busy machine.
const expect = baseExpect.configure({ timeout: 60_000 });

const dir = path.resolve(import.meta.dirname, '../../docs/screenshots');
mkdirSync(dir, { recursive: true });

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

async function shoot(page: Page, name: string, locale: string) {
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await page.screenshot({ path: path.join(dir, `warehouse-phone-${name}-${locale}.png`), fullPage: true });
}

for (const locale of ['ca', 'es'] as const) {
  test(`warehouse at 390 px (${locale})`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.addInitScript((l) => localStorage.setItem('locale', l), locale);
    const shipment = await pendingShipment();
    await openAs(page, 'warehouse', `/warehouse/logistics/shipments/pending/${shipment.id}`);
    await expect(page.getByTestId('shipment-deliver')).toBeVisible();
    await shoot(page, 'shipments', locale);
    await page.getByTestId('area-nav-toggle').click();
    await shoot(page, 'shipments-links', locale);

    const { number, code } = await shipmentWithLines();
    await page.goto(`/warehouse/distribution/shipment/${encodeURIComponent(number)}?product=${code}`);
    await expect(page.getByTestId('distribution-lines').locator('li').first()).toBeVisible();
    await expect(page.getByTestId('distribution-progress-product')).toContainText('/');
    await shoot(page, 'distribution', locale);
  });
}
