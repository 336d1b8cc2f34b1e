/**
 * Warehouse distribution (spec §2, §4): a warehouse user who holds the distribution role
 * (the demo staff: roles 20 and 21, not 19) opens an incoming shipment by its number, picks a
 * product by its code, places one line by swiping it right and another from the keyboard, then
 * undoes both on the undo screen (a swipe left and the keyboard). The server is asked after each
 * step, so a line that only vanished from the screen would fail.
 */
import type { Locator, Page } from '@playwright/test';
import type { DistributionLine } from '../../shared/warehouse/views';
import { apiCall } from './support/api';
import { expect as baseExpect, openAs, test } from './support/fixtures';

// Screens load their chunk on first visit from the dev server: slow on a busy machine.
const expect = baseExpect.configure({ timeout: 45_000 });

const STAFF = 'internal-staff';

/** A shipment with a product that has two lines to place (placing changes nothing else's data). */
async function shipmentWithTwoLines(): Promise<{ number: string; code: string; lines: DistributionLine[] }> {
  const shipments = (await apiCall(STAFF, 'warehouse.distribution.shipment_ins')).data;
  // From the newest: other tests start from the oldest.
  for (const s of [...shipments].reverse()) {
    const lines = (await apiCall(STAFF, 'warehouse.distribution.products', { params: { number: s.number } })).data;
    const byProduct = new Map<number, DistributionLine[]>();
    for (const l of lines) byProduct.set(l.product, [...(byProduct.get(l.product) ?? []), l]);
    const two = [...byProduct.values()].find((group) => group.length >= 2);
    if (two) return { number: s.number, code: two[0]!.product_obj.code, lines: two.slice(0, 2) };
  }
  throw new Error('No seeded shipment has a product with two lines');
}

async function swipe(page: Page, line: Locator, direction: 'left' | 'right') {
  await line.scrollIntoViewIfNeeded();
  const box = (await line.boundingBox())!;
  const y = box.y + box.height / 2;
  const start = box.x + box.width / 2;
  const end = start + (direction === 'right' ? 1 : -1) * box.width * 0.4;
  await page.mouse.move(start, y);
  await page.mouse.down();
  await page.mouse.move(end, y, { steps: 8 });
  await page.mouse.up();
}

const placedIds = async (number: string) =>
  (await apiCall(STAFF, 'warehouse.distribution.mids.index', { params: { number } })).data.map((l) => l.id);

test('distribution: place a line by swipe and one by keyboard, then undo both', async ({ page }) => {
  test.setTimeout(180_000);
  const { number, code, lines } = await shipmentWithTwoLines();
  const [first, second] = [lines[0]!, lines[1]!];

  await openAs(page, STAFF, '/warehouse/distribution');
  const shipmentField = page.getByTestId('distribution-shipment-number').locator('input');
  await shipmentField.fill(number);
  await shipmentField.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number);

  // The product by its code, as a scanner types it.
  const productField = page.getByTestId('distribution-product-search').locator('input');
  await productField.fill(code);
  await productField.press('Enter');
  await expect(page).toHaveURL(new RegExp(`product=${code}`));
  const firstLine = page.getByTestId(`line-${first.shipment_in_line}`);
  const secondLine = page.getByTestId(`line-${second.shipment_in_line}`);
  await expect(firstLine).toBeVisible();
  await expect(secondLine).toBeVisible();

  await swipe(page, firstLine, 'right');
  await expect(firstLine).toBeHidden();
  await expect.poll(() => placedIds(number)).toContain(first.shipment_in_line);

  await secondLine.focus();
  await page.keyboard.press('ArrowRight');
  await expect(secondLine).toBeHidden();
  await expect.poll(() => placedIds(number)).toContain(second.shipment_in_line);

  // The undo screen lists both; a swipe left and the keyboard take them back.
  await page.getByTestId('distribution-undo-link').click();
  await expect(page).toHaveURL(/\/undo$/);
  const filter = page.getByTestId('undo-product-filter').locator('input');
  await filter.fill(code);
  const firstPlaced = page.getByTestId(`placed-${first.shipment_in_line}`);
  const secondPlaced = page.getByTestId(`placed-${second.shipment_in_line}`);
  // The filtered list settled (only this product's lines left), so the line is where it is measured.
  await expect(page.getByTestId('undo-lines').locator('li').filter({ hasNotText: code })).toHaveCount(0);
  await expect(firstPlaced).toBeVisible();
  await expect(secondPlaced).toBeVisible();
  await swipe(page, firstPlaced, 'left');
  await expect(firstPlaced).toBeHidden();
  await secondPlaced.focus();
  await page.keyboard.press('Enter');
  await expect(secondPlaced).toBeHidden();
  await expect.poll(() => placedIds(number)).not.toContain(first.shipment_in_line);
  await expect.poll(() => placedIds(number)).not.toContain(second.shipment_in_line);

  // Both are back on the shipment's screen.
  await page.getByTestId('undo-back').click();
  await page.getByTestId(`product-${code}`).click();
  await expect(page.getByTestId(`line-${first.shipment_in_line}`)).toBeVisible();
  await expect(page.getByTestId(`line-${second.shipment_in_line}`)).toBeVisible();
});
