/**
 * The carriers' temperature log (spec §2, §5): a reading recorded through the new-row
 * dialog (Enter saves it, Escape closes it), its result computed by the server (30 °C is outside
 * every laboratory's range: a fail icon) and the quality ticket the failed reading opened, opened
 * from the reading's detail. In Spanish, the dialog's checks and a passing reading. The server is
 * asked afterwards, so a screen that only looked saved would fail.
 */
import type { Page } from '@playwright/test';
import { apiCall } from './support/api';
import { expect as baseExpect, openAs, test } from './support/fixtures';
import { serverTable } from './support/table';

// Screens load their chunk on first visit from the dev server: slow on a busy machine.
const expect = baseExpect.configure({ timeout: 45_000 });
const WAREHOUSE = 'warehouse';

async function choose(page: Page, testId: string, option: string | RegExp) {
  await page.getByTestId(testId).getByRole('button').first().click();
  await page.getByRole('option', { name: option }).first().click();
}

async function fillReading(page: Page, reading: { expedition: string; temperature: string; laboratory: RegExp }) {
  await choose(page, 'temperature-warehouse', /Lleida/);
  await choose(page, 'temperature-carrier', 'Azkar');
  await choose(page, 'temperature-laboratory', reading.laboratory);
  await page.getByTestId('temperature-expedition').locator('input').fill(reading.expedition);
  await page.getByTestId('temperature-packages').locator('input').fill('3');
  await page.getByTestId('temperature-temperature').locator('input').fill(reading.temperature);
}

test('a reading outside the range shows the fail icon and opens a quality ticket', async ({ page }) => {
  test.setTimeout(240_000);
  await openAs(page, WAREHOUSE, '/warehouse');
  await page.getByTestId('tile-warehouse-temperatures').click();
  await expect(page).toHaveURL(/\/warehouse\/temperatures$/);
  const table = serverTable(page, 'temperatures-table');
  await expect(page.getByRole('heading', { name: 'Temperatures', level: 1 })).toBeVisible();

  // Escape closes the dialog without saving.
  await page.getByTestId('temperatures-new').click();
  await expect(page.getByTestId('temperature-new')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('temperature-new')).toHaveCount(0);

  // Enter saves it.
  const expedition = `EXP-${Date.now()}`;
  await page.getByTestId('temperatures-new').click();
  await fillReading(page, { expedition, temperature: '30', laboratory: /Mediterrani/ });
  await page.getByTestId('temperature-temperature').locator('input').press('Enter');
  await expect(page.getByTestId('temperature-new')).toHaveCount(0);
  await expect(page.getByTestId('alerts').getByText(/s'ha obert la incidència de qualitat \d+/)).toBeVisible();

  // The list shows it (filtered by its expedition) with the fail icon.
  await table.type('expedition', expedition);
  await expect(page).toHaveURL(new RegExp(`expedition=${expedition}`));
  await expect(table.rows).toHaveCount(1);
  await expect(table.rows.first().getByTestId('temperature-result-fail')).toBeVisible();
  await expect(table.rows.first()).toContainText('30,0 °C');

  // The server recorded it as failed, with a ticket.
  const list = await apiCall(WAREHOUSE, 'warehouse.temperatures.datatable', {
    query: { search: { expedition } },
  });
  expect(list.data).toHaveLength(1);
  const reading = list.data[0]!;
  expect(reading.result).toBe(false);
  expect(reading.ticket_id).not.toBeNull();

  // The detail shows the result and the ticket's number (the warehouse user may not open tickets).
  await table.rows
    .first()
    .getByRole('link', { name: /\d{2}\/\d{2}\/\d{4}/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/warehouse/temperatures/show/${reading.id}$`));
  await expect(page.getByTestId('temperature-result-fail')).toBeVisible();
  await expect(page.getByTestId('temperature-ticket')).toHaveText(`Incidència ${reading.ticket_id}`);
  await expect(page.getByTestId('temperature-ticket')).not.toHaveAttribute('href');

  // The quality team (an administrator here) follows the link to the ticket, which names the reading.
  await openAs(page, 'internal-admin', `/warehouse/temperatures/show/${reading.id}`);
  await page.getByTestId('temperature-ticket').click();
  await expect(page).toHaveURL(new RegExp(`/ticketing/show/${reading.ticket_id}$`));
  await expect(page.getByText(new RegExp(expedition)).first()).toBeVisible();
});

test('en castellano: the dialog checks the reading, and 5 °C passes for a cold-chain laboratory', async ({ page }) => {
  test.setTimeout(240_000);
  await page.addInitScript(() => localStorage.setItem('locale', 'es'));
  await openAs(page, WAREHOUSE, '/warehouse/temperatures');
  await page.getByTestId('temperatures-new').click();

  // Nothing chosen, a temperature off the 0.5 steps: each field says why, nothing is sent.
  await page.getByTestId('temperature-temperature').locator('input').fill('21.3');
  await page.getByTestId('temperature-new-submit').click();
  const dialog = page.getByTestId('temperature-new');
  await expect(dialog.getByText('Debe ser un múltiplo de 0,5.')).toBeVisible();
  await expect(dialog.getByText('Este campo es obligatorio.').first()).toBeVisible();

  const expedition = `EXP-ES-${Date.now()}`;
  await fillReading(page, { expedition, temperature: '5', laboratory: /Iberia Salud/ });
  await page.getByTestId('temperature-new-submit').click();
  await expect(page.getByTestId('alerts').getByText('Se ha registrado la lectura.')).toBeVisible();
  const table = serverTable(page, 'temperatures-table');
  await table.type('expedition', expedition);
  await expect(table.rows).toHaveCount(1);
  await expect(table.rows.first().getByTestId('temperature-result-pass')).toBeVisible();

  // The detail saves a technical assessment.
  await table.rows.first().locator('td').nth(1).click();
  await page.getByTestId('temperature-technical-assessment').locator('textarea').fill('Revisat: correcte');
  await page.getByTestId('temperature-edit-submit').click();
  await expect(page.getByTestId('alerts').getByText('Se ha guardado correctamente.')).toBeVisible();
  const list = await apiCall(WAREHOUSE, 'warehouse.temperatures.datatable', { query: { search: { expedition } } });
  const saved = await apiCall(WAREHOUSE, 'warehouse.temperatures.show', { params: { id: list.data[0]!.id } });
  expect(saved.data.technical_assessment).toBe('Revisat: correcte');
  expect(saved.data.result).toBe(true);
});
