/**
 * Warehouse relations (spec §2, §4, §8). Mids-outs: an incoming shipment searched
 * from the home's tile, an unknown out refused inside the dialog (which stays open), a real out
 * related and saved (the server is asked), then Validate shows the duplicates panel linking to the
 * other incoming shipment the out is related to, and the wrong-quantities panel; a shipment whose
 * row is related (through the dialog) to an out carrying exactly what was placed validates, and the
 * success panel lists the out checked. Ins-outs (in
 * Spanish): an out and the incoming shipment it came from compared, mismatches only by default,
 * every row with the checkbox off; counts checked against the API's answer.
 */
import type { Page } from '@playwright/test';
import { apiCall } from './support/api';
import { clickUntil } from './support/click';
import { expect as baseExpect, openAs, test } from './support/fixtures';
import { insOutsPair, shipmentWithRightOut, twoShipmentsWithRows } from './support/warehouse-reports';

const expect = baseExpect.configure({ timeout: 45_000 });
const WAREHOUSE = 'warehouse';

async function search(page: Page, testId: string, value: string) {
  const field = page.getByTestId(testId).locator('input');
  await field.fill(value);
  await field.press('Enter');
}

test('relation mids-outs: relate an out in the dialog, validate, see duplicates and wrong quantities', async ({ page }) => {
  test.setTimeout(240_000);
  const [a, b] = await twoShipmentsWithRows();
  const [lineA, lineB] = [a.row, b.row];
  const out = (await apiCall(WAREHOUSE, 'warehouse.logistics.outs.index')).data[0]!;
  // The same out is related from the other shipment first: a duplicate for the one on screen.
  await apiCall(WAREHOUSE, 'warehouse.relation_mids_outs.update_shipment_out', {
    body: { shipment_in: lineB.shipment_in, sale_id: lineB.sale, shipment_out: out.number },
  });

  await openAs(page, WAREHOUSE, '/warehouse');
  await page.getByTestId('tile-warehouse-relationMidsOuts').click();
  await expect(page).toHaveURL(/\/warehouse\/relation-mids-outs$/);

  // An unknown shipment says so.
  await search(page, 'mids-outs-in', 'E0000/NOPE');
  await expect(page.getByTestId('mids-outs-not-found')).toContainText('E0000/NOPE');

  await search(page, 'mids-outs-in', a.number);
  await expect(page).toHaveURL(new RegExp(`/warehouse/relation-mids-outs/${encodeURIComponent(a.number)}$`));
  const table = page.getByTestId('mids-outs-table');
  const row = table.locator('tbody tr').filter({ has: page.getByTestId(`mids-outs-out-${lineA.sale}`) });
  await expect(row).toContainText(lineA.sale_obj.number);
  await expect(row).toContainText(lineA.party_obj.name);

  // An unknown out: "not found" inside the dialog, which stays open; then the real one is saved.
  await page.getByTestId(`mids-outs-out-${lineA.sale}`).click();
  const form = page.getByTestId('mids-outs-out-form');
  const outField = page.getByTestId('mids-outs-out-number').locator('input');
  await outField.fill('OUT/NOPE/0000001');
  await outField.press('Enter');
  await expect(form).toContainText("No s'ha trobat");
  await expect(form).toBeVisible();
  await outField.fill(out.number);
  await outField.press('Enter');
  await expect(form).toHaveCount(0);
  await expect(page.getByTestId(`mids-outs-out-${lineA.sale}`)).toHaveText(out.number);
  const saved = (await apiCall(WAREHOUSE, 'warehouse.relation_mids_outs.shipment_in', { params: { in: a.number } })).data;
  expect(saved.find((r) => r.sale === lineA.sale)?.shipment_out_obj?.number).toBe(out.number);

  // Validate: the out is also related to the other shipment (linked, new tab) and its quantities differ.
  const duplicates = page.getByTestId('mids-outs-duplicates');
  await clickUntil(page.getByTestId('mids-outs-validate'), duplicates);
  await expect(duplicates).toContainText(out.number);
  const link = duplicates.getByTestId('mids-outs-duplicate-link').filter({ hasText: b.number });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('href', `/warehouse/relation-mids-outs/${encodeURIComponent(b.number)}`);
  const expected = (
    await apiCall(WAREHOUSE, 'warehouse.relation_mids_outs.check_quantities', { params: { in: a.number, out: out.number } })
  ).data;
  expect(expected.length).toBeGreaterThan(0);
  const wrong = page.getByTestId('mids-outs-wrong-quantities');
  await expect(wrong.locator('tbody tr').filter({ hasText: out.number })).toHaveCount(expected.length);
  await expect(wrong).toContainText(expected[0]!.product_obj.code);
  await expect(page.getByTestId('mids-outs-success')).toHaveCount(0);
});

test('relation mids-outs: the right out related in the dialog validates, the success panel lists it', async ({ page }) => {
  test.setTimeout(240_000);
  // The ERP's outs of the row's sale: `right` carries what was placed, `short` (related now) does not.
  const { number, row, right, short } = await shipmentWithRightOut();

  await openAs(page, WAREHOUSE, '/warehouse/relation-mids-outs');
  await search(page, 'mids-outs-in', number);
  const table = page.getByTestId('mids-outs-table');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  const outButton = page.getByTestId(`mids-outs-out-${row.sale}`);
  await expect(outButton).toHaveText(short);

  // As it stands: one product off, no success.
  const wrong = page.getByTestId('mids-outs-wrong-quantities');
  await clickUntil(page.getByTestId('mids-outs-validate'), wrong);
  await expect(wrong.locator('tbody tr')).toHaveCount(1);
  await expect(wrong).toContainText(short);
  await expect(page.getByTestId('mids-outs-success')).toHaveCount(0);

  // The right out through the dialog: the save drops the old result, Validate checks the new out.
  await outButton.click();
  const form = page.getByTestId('mids-outs-out-form');
  await expect(form).toContainText(row.sale_obj.number);
  const outField = page.getByTestId('mids-outs-out-number').locator('input');
  await expect(outField).toHaveValue(short);
  await outField.fill(right);
  await outField.press('Enter');
  await expect(form).toHaveCount(0);
  await expect(wrong).toHaveCount(0);
  const success = page.getByTestId('mids-outs-success');
  await clickUntil(page.getByTestId('mids-outs-validate'), success);
  await expect(success).toContainText('Validació correcta');
  await expect(success).toContainText('1 sortida validada: sense duplicats ni quantitats errònies.');
  await expect(success.getByTestId('mids-outs-success-outs').locator('li')).toHaveText([right]);
  await expect(outButton).toHaveText(right);
  await expect(page.getByTestId('mids-outs-duplicates')).toHaveCount(0);
  await expect(wrong).toHaveCount(0);
  const saved = (await apiCall(WAREHOUSE, 'warehouse.relation_mids_outs.shipment_in', { params: { in: number } })).data;
  expect(saved.map((r) => r.shipment_out_obj?.number)).toEqual([right]);
});

test('relation ins-outs (es): mismatches only by default, every row with the checkbox off', async ({ page }) => {
  test.setTimeout(180_000);
  const pair = await insOutsPair();
  const mismatched = pair.rows.filter((r) => r.mismatched).length;

  await page.addInitScript(() => localStorage.setItem('locale', 'es'));
  await openAs(page, WAREHOUSE, '/warehouse/relation-ins-outs');
  // Both numbers are required.
  await page.getByTestId('ins-outs-compare').click();
  await expect(page.getByText('Campo obligatorio.').first()).toBeVisible();

  await page.getByTestId('ins-outs-in').locator('input').fill(pair.in);
  await search(page, 'ins-outs-out', pair.out);
  await expect(page).toHaveURL(/\/warehouse\/relation-ins-outs\/[^/]+\/[^/]+$/);
  const table = page.getByTestId('ins-outs-table');
  await expect(table.locator('tbody tr')).toHaveCount(mismatched);
  await expect(table.locator('tbody tr').first()).toContainText('Diferente');
  await expect(table.locator('tbody .wh-mismatch').first()).toBeVisible();
  await page.getByTestId('ins-outs-mismatches-only').locator('input').uncheck();
  await expect(table.locator('tbody tr')).toHaveCount(pair.rows.length);
  await expect(table.locator('tbody tr').filter({ hasText: 'Coincide' })).toHaveCount(pair.rows.length - mismatched);
});
