/**
 * Warehouse logistics (spec §2, §4): the warehouse administrator scans two packed outs of
 * one party into the selection, groups them into a consignment (its document opens), groups that
 * into a shipment, delivers it with a signed delivery note (the one upload path), creates and views
 * the truck sheet, and finds the out with the out search, its trail ending in "delivered". Then the
 * role-limited home of a user who holds only the distribution role.
 */
import type { Page } from '@playwright/test';
import type { OutRow } from '../../shared/warehouse/views';
import { apiCall } from './support/api';
import { expect as baseExpect, openAs, test } from './support/fixtures';

// Screens load their chunk on first visit from the dev server: slow on a busy machine.
const expect = baseExpect.configure({ timeout: 45_000 });
import { samplePdf } from './support/portal';

const WAREHOUSE = 'warehouse';

/** Two packed outs of one party (the flow takes them off the list: each run takes fresh ones). */
async function twoOutsOfOneParty(): Promise<[OutRow, OutRow]> {
  const outs = (await apiCall(WAREHOUSE, 'warehouse.logistics.outs.index')).data;
  const byParty = new Map<number, OutRow[]>();
  for (const o of outs) byParty.set(o.party_obj.id, [...(byParty.get(o.party_obj.id) ?? []), o]);
  const pair = [...byParty.values()].find((group) => group.length >= 2);
  if (!pair) throw new Error('No party has two packed outs');
  return [pair[0]!, pair[1]!];
}

/** Clicks and waits for the PDF the click opens in a new tab. */
async function opensPdf(page: Page, click: () => Promise<void>): Promise<string> {
  const [tab] = await Promise.all([page.waitForEvent('popup'), click()]);
  await tab.waitForLoadState('domcontentloaded').catch(() => undefined);
  const url = tab.url();
  await tab.close();
  return url;
}

test('logistics: outs into a consignment and a shipment, delivered with a signed note, truck sheet viewed', async ({ page }) => {
  // Many screens in one flow, on a machine shared with other runs.
  test.setTimeout(240_000);
  const [first, second] = await twoOutsOfOneParty();

  // Outs: both scanned into the selection (a wedge scanner types the number and Enter).
  await openAs(page, WAREHOUSE, '/warehouse/logistics/outs');
  const entry = page.getByTestId('outs-entry').locator('input');
  for (const out of [first, second]) {
    await entry.fill(out.number);
    await entry.press('Enter');
    await expect(entry).toHaveValue('');
  }
  await expect(page.getByTestId('outs-table')).toContainText('(2 de');
  await page.getByTestId('outs-create-consignment').click();
  await page.getByTestId('consignment-pallets').locator('input').fill('2');
  await page.getByTestId('consignment-weight').locator('input').fill('31,5');
  const documentUrl = await opensPdf(page, () => page.getByTestId('consignment-save').click());
  expect(documentUrl).toMatch(/^https?:\/\//);
  await expect(page.getByTestId('outs-table')).not.toContainText(first.number);
  const locate = async () =>
    (await apiCall(WAREHOUSE, 'warehouse.logistics.outs.locate', { params: { number: first.number } })).data;
  const consigned = await locate();
  expect(consigned.list).toBe('consignments');
  const consignmentId = consigned.consignment!.id;

  // Consignments: the new one, selected, shows its totals and becomes a shipment.
  await page.goto('/warehouse/logistics/consignments');
  const consignments = page.getByTestId('consignments-table');
  await consignments.getByPlaceholder(/Filtra/).fill(first.number);
  const row = consignments.getByRole('row').filter({ hasText: first.number });
  await expect(row).toContainText(second.number);
  await row.getByRole('checkbox').check();
  await expect(page.getByTestId('consignments-totals')).toContainText('31,50');
  await page.getByTestId('consignments-create-shipment').click();
  await page.getByRole('dialog').getByTestId('confirm-modal-confirm').click();
  await expect(page.getByTestId('alerts').getByText(/S'ha creat l'expedició \d+/)).toBeVisible();
  await expect.poll(async () => (await locate()).list).toBe('pending');
  const shipmentId = (await locate()).shipment!.id;

  // Shipments: the pending one delivered with its signed note.
  await page.goto(`/warehouse/logistics/shipments/pending/${shipmentId}`);
  await expect(page.getByTestId('shipment-consignments')).toContainText(first.number);
  await page.getByTestId('shipment-deliver').click();
  await page
    .getByTestId('deliver-file')
    .locator('input[type=file]')
    .setInputFiles({
      name: 'albara-signat.pdf',
      mimeType: 'application/pdf',
      buffer: samplePdf('Albara signat'),
    });
  await page.getByTestId('deliver-confirm').click();
  await expect(page).toHaveURL(new RegExp(`/shipments/delivered/${shipmentId}$`));
  await expect(page.getByTestId('shipment-view-note')).toBeVisible();

  // Truck sheet: created, then viewed.
  expect(await opensPdf(page, () => page.getByTestId('shipment-create-sheet').click())).toMatch(/^https?:\/\//);
  expect(await opensPdf(page, () => page.getByTestId('shipment-view-sheet').click())).toMatch(/^https?:\/\//);

  // The out search finds the out among the delivered shipments, its trail complete.
  const search = page.getByTestId('out-search-number').locator('input');
  await search.fill(first.number);
  await search.press('Enter');
  await expect(page.getByTestId('out-location')).toContainText('Expedicions entregades');
  await expect(page.getByTestId('out-trail')).toContainText('Entregada');
  await expect(page.getByTestId('out-trail')).toContainText(String(consignmentId));

  expect(await locate()).toMatchObject({ list: 'delivered', shipment: { id: shipmentId } });
});

test('the warehouse home of a user with only the distribution role shows distribution alone', async ({ page }) => {
  test.setTimeout(120_000);
  await openAs(page, 'warehouse-distribution', '/warehouse');
  await expect(page).toHaveURL(/\/warehouse\/home$/);
  await expect(page.getByTestId('tile-warehouse-distribution')).toBeVisible();
  for (const other of [
    'deliveryNotes',
    'logistics',
    'orderDeliveryTime',
    'temperatures',
    'returns',
    'pendingSales',
    'pendingPurchases',
    'pendingPurchasesStatistics',
    'prenotices',
    'relationMidsOuts',
    'relationInsOuts',
  ])
    await expect(page.getByTestId(`tile-warehouse-${other}`)).toHaveCount(0);
  await page.getByTestId('tile-warehouse-distribution').click();
  await expect(page.getByTestId('distribution-shipments')).toBeVisible();
  // A screen of a role not held is refused.
  await page.goto('/warehouse/logistics/home', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/forbidden$/);
});
