/**
 * Returns to laboratories (spec §2, §4): two pending lines entered through the new-row
 * dialog (the product found by CN, then by barcode), processed into a tracking batch of their
 * laboratory, both lines moved to status 2 (saved in place), then one line closed (status 4) so
 * the save splits the batch through the returns-split workflow, and the new batch opened from the
 * success message. In Spanish, the board and a §4 rule refused before anything is sent. The server
 * is asked afterwards, so a screen that only looked saved would fail.
 */
import type { Page } from '@playwright/test';
import { apiCall } from './support/api';
import { clickUntil } from './support/click';
import { expect as baseExpect, openAs, test } from './support/fixtures';
import { twoOfOneLaboratory } from './support/returns';

// Screens load their chunk on first visit from the dev server; the split runs a workflow.
const expect = baseExpect.configure({ timeout: 45_000 });
const WAREHOUSE = 'warehouse';

async function choose(page: Page, testId: string, option: string | RegExp) {
  await page.getByTestId(testId).getByRole('button').first().click();
  await page.getByRole('option', { name: option }).first().click();
}

async function addReturn(
  page: Page,
  by: 'cn' | 'barcode',
  code: string,
  line: { quantity: string; lot: string; defect: string },
) {
  const dialog = page.getByTestId('return-new');
  await clickUntil(page.getByTestId('returns-new'), dialog);
  const field = page.getByTestId(`return-${by}`).locator('input');
  await field.fill(code);
  await field.press('Enter'); // looks the product up (does not submit without one)
  await expect(page.getByTestId('return-product').locator('input')).not.toHaveValue('');
  await page.getByTestId('return-quantity').locator('input').fill(line.quantity);
  await page.getByTestId('return-lot').locator('input').fill(line.lot);
  await choose(page, 'return-defect', line.defect);
  await page.getByTestId('return-quantity').locator('input').press('Enter');
  await expect(dialog).toHaveCount(0);
}

test('pending returns are processed into a batch, moved to status 2, then split; the clone opens', async ({ page }) => {
  test.setTimeout(300_000);
  const [a, b] = twoOfOneLaboratory();
  const stamp = Date.now();
  const lots = [`A${stamp}`, `B${stamp}`];

  // The warehouse home links to the returns home, whose pending tile opens the list.
  await openAs(page, WAREHOUSE, '/warehouse');
  await page.getByTestId('tile-warehouse-returns').click();
  await expect(page).toHaveURL(/\/warehouse\/returns\/home$/);
  await page.getByTestId('tile-returns-returnsPending').click();
  await expect(page).toHaveURL(/\/warehouse\/returns\/pending$/);

  await addReturn(page, 'cn', a.cn, { quantity: '2', lot: lots[0]!, defect: 'Obsolet' });
  await addReturn(page, 'barcode', b.ean13[0]!, { quantity: '3', lot: lots[1]!, defect: 'Inc. Caducat' });

  // Both sit in their laboratory's group; select them and process after the confirmation.
  const group = page.getByTestId(`returns-group-${a.laboratory}`);
  for (const lot of lots) {
    const row = group.locator('tbody tr').filter({ hasText: lot });
    await expect(row).toContainText(lot === lots[0] ? a.description : b.description);
    await row.getByRole('checkbox').check();
  }
  await page.getByTestId('returns-process').click();
  await expect(page.getByRole('dialog')).toContainText('2 línies');
  await page.getByTestId('confirm-modal-confirm').click();
  await expect(page).toHaveURL(/\/warehouse\/returns\/trackings\/show\/\d+$/);
  const id = Number(/(\d+)$/.exec(page.url())![1]);
  const created = (await apiCall(WAREHOUSE, 'warehouse.returns.trackings.show', { params: { id } })).data;
  expect(created.status_id).toBe(1);
  expect(created.lines_detail.map((l) => l.lot).sort()).toEqual([...lots].sort());
  const pending = (await apiCall(WAREHOUSE, 'warehouse.returns.index')).data;
  expect(pending.filter((p) => lots.includes(p.lot ?? ''))).toEqual([]);

  // Status 1 hides resolution and refunded; the global status moves every line to 2, saved in place.
  await expect(page.getByTestId('tracking-lines').getByRole('columnheader', { name: 'Resolució' })).toHaveCount(0);
  await choose(page, 'tracking-global-status', /^2\./);
  await page.getByTestId('tracking-save').click();
  await expect(page.getByTestId('alerts').getByText("S'ha desat correctament.")).toBeVisible();
  await expect(page.getByTestId('tracking-lines').getByRole('columnheader', { name: 'Resolució' })).toBeVisible();
  const moved = (await apiCall(WAREHOUSE, 'warehouse.returns.trackings.show', { params: { id } })).data;
  expect(moved.status_id).toBe(2);
  expect(moved.lines_detail.every((l) => l.status_id === 2)).toBe(true);
  await expect(page.getByTestId('tracking-history')).not.toHaveText('Historial (0)');

  // One line closed (status 4, destroyed, refunded): the save splits the batch after a confirmation.
  const closing = moved.lines_detail.find((l) => l.lot === lots[0])!;
  await choose(page, `line-status-${closing.id}`, /^4\./);
  await choose(page, `line-resolution-${closing.id}`, 'Destruïda');
  await choose(page, `line-refunded-${closing.id}`, 'Sí');
  await page.getByTestId('tracking-save').click();
  await expect(page.getByRole('dialog')).toContainText(
    '1 línia es queda en aquest lot (estat 2) i 1 passa a un lot nou (estat 4)',
  );
  await page.getByTestId('confirm-modal-confirm').click();
  await expect(page.getByTestId('tracking-split-done')).toBeVisible({ timeout: 90_000 });
  await page.getByTestId('tracking-open-clone').click();
  await expect(page).toHaveURL(/\/warehouse\/returns\/trackings\/show\/\d+$/);
  const cloneId = Number(/(\d+)$/.exec(page.url())![1]);
  expect(cloneId).not.toBe(id);
  await expect(page.getByTestId('tracking-split-from')).toContainText(String(id));

  const [kept, clone] = await Promise.all(
    [id, cloneId].map(
      async (tid) => (await apiCall(WAREHOUSE, 'warehouse.returns.trackings.show', { params: { id: tid } })).data,
    ),
  );
  expect(kept!.status_id).toBe(2);
  expect(kept!.lines_detail.map((l) => l.lot)).toEqual([lots[1]]);
  expect(clone!.status_id).toBe(4);
  expect(clone!.lines_detail.map((l) => [l.lot, l.resolution_id, l.refunded])).toEqual([[lots[0], 3, true]]);
});

test('en castellano: the board searches by laboratory and a closed line without resolution is refused', async ({ page }) => {
  test.setTimeout(240_000);
  const [a] = twoOfOneLaboratory();
  const lot = `ES${Date.now()}`;
  const line = (
    await apiCall(WAREHOUSE, 'warehouse.returns.store', { body: { product: a.id, quantity: 1, lot, defect: 'Obsolet' } })
  ).data;
  const tracking = (
    await apiCall(WAREHOUSE, 'warehouse.returns.trackings.store', { body: { party: line.party.id, returns: [line.id] } })
  ).data;
  await page.addInitScript(() => localStorage.setItem('locale', 'es'));
  await openAs(page, WAREHOUSE, '/warehouse/returns/tracking');
  await page.getByTestId('tracking-search').locator('input').fill(line.party.name.toUpperCase());
  const card = page.getByTestId(`tracking-card-${tracking.id}`);
  await expect(page.getByTestId('tracking-column-1').getByTestId(`tracking-card-${tracking.id}`)).toBeVisible();
  await page.getByTestId('tracking-search').locator('input').fill('no hi ha cap laboratori així');
  await expect(card).toHaveCount(0);
  await page.getByTestId('tracking-search').locator('input').fill('');
  await card.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/warehouse/returns/trackings/show/${tracking.id}$`));

  // Status 4 needs a resolution other than pending: said on screen, nothing sent.
  await choose(page, 'tracking-global-status', /^4\./);
  await page.getByTestId('tracking-save').click();
  await expect(page.getByTestId('tracking-refused')).toContainText('Las líneas en estado 4 necesitan una resolución distinta');
  const unchanged = (await apiCall(WAREHOUSE, 'warehouse.returns.trackings.show', { params: { id: tracking.id } })).data;
  expect(unchanged.status_id).toBe(1);
  expect(unchanged.version).toBe(tracking.version);
});

const EDIT_TEXTS = {
  ca: {
    title: 'Corregir la devolució',
    confirm: "S'eliminarà la línia",
    cancel: 'Cancel·la',
    destroyed: 'resolució Destruïda',
  },
  es: {
    title: 'Corregir la devolución',
    confirm: 'Se eliminará la línea',
    cancel: 'Cancelar',
    destroyed: 'resolución Destruida',
  },
} as const;

for (const locale of ['ca', 'es'] as const) {
  test(`a pending line is corrected in its dialog and another deleted after a confirmation; the history names products by CN (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const text = EDIT_TEXTS[locale];
    const [a, b] = twoOfOneLaboratory();
    const stamp = `${locale.toUpperCase()}${Date.now()}`;
    const store = async (product: number, quantity: number, lot: string) =>
      (await apiCall(WAREHOUSE, 'warehouse.returns.store', { body: { product, quantity, lot, defect: 'Obsolet' } })).data;
    const line = await store(a.id, 2, `L${stamp}`);
    const other = await store(b.id, 1, `D${stamp}`);
    if (locale === 'es') await page.addInitScript(() => localStorage.setItem('locale', 'es'));
    await openAs(page, WAREHOUSE, '/warehouse/returns/pending');
    const group = page.getByTestId(`returns-group-${line.party.id}`);
    await expect(group.locator('tbody tr').filter({ hasText: `L${stamp}` })).toContainText(a.cn);

    // Correct: the dialog opens filled with the line; another quantity and lot are saved.
    await page.getByTestId(`returns-edit-${line.id}`).click();
    const dialog = page.getByTestId('return-edit');
    await expect(page.getByRole('dialog')).toContainText(text.title);
    await expect(page.getByTestId('return-cn').locator('input')).toHaveValue(a.cn);
    await expect(page.getByTestId('return-product').locator('input')).toHaveValue(a.description);
    await expect(page.getByTestId('return-quantity').locator('input')).toHaveValue('2');
    await page.getByTestId('return-quantity').locator('input').fill('6');
    await page.getByTestId('return-lot').locator('input').fill(`C${stamp}`);
    await page.getByTestId('return-quantity').locator('input').press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(group.locator('tbody tr').filter({ hasText: `C${stamp}` })).toContainText(a.cn);
    const listed = (await apiCall(WAREHOUSE, 'warehouse.returns.index')).data;
    expect(listed.find((l) => l.id === line.id)).toMatchObject({ quantity: 6, lot: `C${stamp}` });

    // Delete asks first, naming the line: cancel keeps it, confirming removes it.
    await page.getByTestId(`returns-delete-${other.id}`).click();
    await expect(page.getByRole('dialog')).toContainText(`${text.confirm} ${b.cn}`);
    await page.getByRole('dialog').getByRole('button', { name: text.cancel }).click();
    await expect(group.locator('tbody tr').filter({ hasText: `D${stamp}` })).toHaveCount(1);
    await page.getByTestId(`returns-delete-${other.id}`).click();
    await page.getByRole('dialog').getByTestId('confirm-modal-confirm').click();
    await expect(group.locator('tbody tr').filter({ hasText: `D${stamp}` })).toHaveCount(0);
    expect((await apiCall(WAREHOUSE, 'warehouse.returns.index')).data.map((l) => l.id)).not.toContain(other.id);

    // Processed and given a resolution, the line's history names its product by CN.
    const tracking = (
      await apiCall(WAREHOUSE, 'warehouse.returns.trackings.store', { body: { party: line.party.id, returns: [line.id] } })
    ).data;
    await apiCall(WAREHOUSE, 'warehouse.returns.trackings.update', {
      params: { id: tracking.id },
      body: {
        version: tracking.version,
        status_id: 2,
        lines: tracking.lines_detail.map((l) => ({ id: l.id, status_id: 2, resolution_id: 3, refunded: null })),
      },
    });
    await page.goto(`/warehouse/returns/trackings/show/${tracking.id}`);
    await page.getByTestId('tracking-history').click();
    await expect(page.getByTestId('tracking-history-list')).toContainText(`${a.cn}: ${text.destroyed}`);
  });
}
