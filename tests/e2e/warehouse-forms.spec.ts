/**
 * Warehouse forms that save after a confirmation (spec §2, §4, §5): a delivery note's
 * effective date, and the priority list (a party added at the next position, moved up, the whole
 * list saved). The server is asked afterwards, so a screen that only looked saved would fail.
 */
import { apiCall } from './support/api';
import { placeLine } from './support/warehouse';
import { expect as baseExpect, openAs, test } from './support/fixtures';
import { typeDate } from './support/portal';

// Screens load their chunk on first visit from the dev server: slow on a busy machine.
const expect = baseExpect.configure({ timeout: 45_000 });
const WAREHOUSE = 'warehouse';

test('a delivery note date and the priority list are saved after a confirmation', async ({ page }) => {
  test.setTimeout(240_000);

  // Delivery note: searched on Enter, its effective date typed and saved.
  await openAs(page, WAREHOUSE, '/warehouse/delivery-notes');
  await page.getByText('Proveïdor (entrada)').click();
  const number = page.getByTestId('delivery-note-number').locator('input');
  await number.fill('AP0000003');
  await number.press('Enter');
  await expect(page).toHaveURL(/\/warehouse\/delivery-notes\/in\/AP0000003$/);
  await expect(page.getByTestId('delivery-note')).toContainText('AP0000003');
  await typeDate(page, 'Data efectiva', '2026-03-02');
  await page.getByTestId('delivery-note-save').click();
  await page.getByRole('dialog').getByTestId('confirm-modal-confirm').click();
  await expect(page.getByTestId('alerts').getByText("S'ha desat correctament.")).toBeVisible();
  const note = await apiCall(WAREHOUSE, 'warehouse.delivery_notes.show', { params: { direction: 'in', number: 'AP0000003' } });
  expect(note.data.effective_date).toBe('2026-03-02');

  // Priorities: start from a known list of two, add a third, move it up, save.
  await apiCall(WAREHOUSE, 'warehouse.logistics.priorities.save', {
    body: {
      date: '2026-11-02',
      priorities: [
        { priority: 1, party: 1001 },
        { priority: 2, party: 1002 },
      ],
    },
  });
  await page.goto('/warehouse/logistics/priorities');
  const table = page.getByTestId('priorities-table');
  await expect(table.getByRole('row')).toHaveCount(3);
  await page.getByTestId('priorities-add').click();
  await page.getByTestId('priorities-party').getByRole('button').click();
  await page.getByPlaceholder('Cerca per nom o codi').fill('Tarragona');
  await page
    .getByRole('option', { name: /Tarragona/ })
    .first()
    .click();
  await page.getByTestId('priorities-add-confirm').click();
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(page.getByTestId('priorities-reminder')).toBeVisible();
  await table.getByRole('button', { name: /^Puja .*Tarragona/ }).click();
  await page.getByTestId('priorities-save').click();
  await page.getByRole('dialog').getByTestId('confirm-modal-confirm').click();
  await expect(page.getByTestId('alerts').getByText("S'ha desat correctament.")).toBeVisible();
  await expect(page.getByTestId('priorities-reminder')).toHaveCount(0);

  const saved = (await apiCall(WAREHOUSE, 'warehouse.logistics.priorities.show')).data;
  expect(saved.priorities.map((p) => p.priority)).toEqual([1, 2, 3]);
  expect(saved.priorities[0]!.party).toBe(1001);
  expect(saved.priorities[1]!.party_obj.name).toMatch(/Tarragona/);
  expect(saved.priorities[2]!.party).toBe(1002);
});

async function firstUnplacedLine() {
  for (const shipment of (await apiCall(WAREHOUSE, 'warehouse.distribution.shipment_ins')).data) {
    const lines = (await apiCall(WAREHOUSE, 'warehouse.distribution.products', { params: { number: shipment.number } })).data;
    if (lines[0]) return { shipment, line: lines[0] };
  }
  return null;
}

test('a mid found by its number is printed after a confirmation: its label opens as a PDF', async ({ page }) => {
  test.setTimeout(180_000);
  // A placed line makes a mid: the incoming shipment's number is the mid number.
  // Other specs place lines of the same stand-in first: take the first shipment with one left.
  const found = await firstUnplacedLine();
  if (!found) throw new Error('No incoming shipment has a line left to place');
  const { shipment, line } = found;
  const placed = await placeLine(WAREHOUSE, line);
  expect(placed.data.id).toBe(line.shipment_in_line);

  await openAs(page, WAREHOUSE, '/warehouse/logistics/mids');
  const entry = page.getByTestId('mids-entry').locator('input');
  await entry.fill(shipment.number);
  await entry.press('Enter');
  await expect(entry).toHaveValue('');
  // Manual entry selects every mid of the shipment (other specs may have placed some on this
  // stand-in): keep only ours, so one label opens as a tab (several open as a links dialog).
  const ours = (await apiCall(WAREHOUSE, 'warehouse.logistics.mids.show', { params: { number: shipment.number } })).data.find(
    (m) => m.sale === line.sale,
  )!;
  const table = page.getByTestId('mids-table');
  await expect(table).toContainText(/\(\d+ de \d+ seleccionats\)/);
  for (const row of await table.locator('tbody tr').all()) {
    const box = row.getByRole('checkbox');
    const mine = (await row.textContent())?.includes(ours.sale_obj.number) ?? false;
    if ((await box.isChecked()) !== mine) await box.click();
  }
  await expect(table).toContainText(/\(1 de \d+ seleccionats\)/);
  await page.getByTestId('mids-print').click();
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('dialog').getByTestId('confirm-modal-confirm').click(),
  ]);
  expect(tab.url()).toMatch(/^https?:\/\//);
  await tab.close();
  await apiCall(WAREHOUSE, 'warehouse.distribution.mids.delete', { params: { id: line.shipment_in_line } });
});
