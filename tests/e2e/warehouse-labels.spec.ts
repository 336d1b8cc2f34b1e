/**
 * Scanner-ready printing ("What to build" 3): five mids of one incoming shipment,
 * picked by scanning the mid number (a wedge types it and Enter), print as ONE PDF of five label
 * pages, and each page's Code 128 barcodes decode to the mid number and that label's sale number.
 * The consignment document carries its number as a barcode too.
 */
import type { DistributionLine } from '../../shared/warehouse/views';
import { apiCall } from './support/api';
import { expect as baseExpect, openAs, test } from './support/fixtures';
import { pdfBarcodes } from './support/pdf-barcodes';
import { placeLine } from './support/warehouse';

// Screens load their chunk on first visit from the dev server: slow on a busy machine.
const expect = baseExpect.configure({ timeout: 45_000 });

const WAREHOUSE = 'warehouse';

/**
 * A shipment nothing was placed from, with lines of at least five sales: one line of each placed.
 * `placed` gets the placements, which the test undoes after.
 */
async function fiveMids(placed: number[], fromOldest: boolean): Promise<{ number: string; sales: string[] }> {
  const shipments = (await apiCall(WAREHOUSE, 'warehouse.distribution.shipment_ins')).data;
  // The two languages' tests run at once: each walks the list from its own end, so they never place
  // lines of the same shipment (a 409 to the one that came second).
  for (const s of fromOldest ? shipments : [...shipments].reverse()) {
    const already = (await apiCall(WAREHOUSE, 'warehouse.distribution.mids.index', { params: { number: s.number } })).data;
    if (already.length) continue;
    const lines = (await apiCall(WAREHOUSE, 'warehouse.distribution.products', { params: { number: s.number } })).data;
    const bySale = new Map<number, DistributionLine>();
    for (const l of lines) if (!bySale.has(l.sale)) bySale.set(l.sale, l);
    if (bySale.size < 5) continue;
    const chosen = [...bySale.values()].slice(0, 5);
    for (const line of chosen) placed.push((await placeLine(WAREHOUSE, line)).data.id);
    return { number: s.number, sales: chosen.map((l) => l.sale_obj.number).sort() };
  }
  throw new Error('No untouched shipment has lines of five sales');
}

const fetchPdf = async (url: string) => new Uint8Array(await (await fetch(url)).arrayBuffer());

// The placements a test made, undone after it: the shipment is left as it was for the next run.
const placed: number[] = [];
test.afterEach(async () => {
  for (const id of placed.splice(0)) await apiCall(WAREHOUSE, 'warehouse.distribution.mids.delete', { params: { id } });
});

for (const locale of ['ca', 'es'] as const) {
  test(`labels (${locale}): five scanned mids print as one five-page PDF whose barcodes decode to the numbers`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.addInitScript((l) => localStorage.setItem('locale', l), locale);
    const { number, sales } = await fiveMids(placed, locale === 'es');
    await openAs(page, WAREHOUSE, '/warehouse/logistics/mids');
    const entry = page.getByTestId('mids-entry').locator('input');
    await entry.fill(number);
    await entry.press('Enter');
    await expect(entry).toHaveValue('');
    await expect(page.getByTestId('mids-table')).toContainText('(5 de');

    const popups: string[] = [];
    page.on('popup', (tab) => popups.push(tab.url()));
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      (async () => {
        await page.getByTestId('mids-print').click();
        await page.getByRole('dialog').getByTestId('confirm-modal-confirm').click();
      })(),
    ]);
    await tab.waitForLoadState('domcontentloaded').catch(() => undefined);
    const url = tab.url();
    await tab.close();
    expect(popups).toHaveLength(1);

    const { pages, barcodes } = await pdfBarcodes(await fetchPdf(url));
    expect(pages).toBe(5);
    // Each page: the mid number and its own sale's (in the list's order, by party).
    expect(barcodes.flatMap((b) => b.filter((t) => t !== number)).sort()).toEqual(sales);
    for (const page of barcodes) expect(page).toContain(number);
  });
}

test('the consignment document carries its number as a barcode', async () => {
  const consignments = (await apiCall(WAREHOUSE, 'warehouse.logistics.consignments.index')).data;
  test.skip(consignments.length === 0, 'No consignment on the list');
  const id = consignments[0]!.id;
  const { url } = await apiCall(WAREHOUSE, 'warehouse.logistics.consignments.pdf', { params: { id } });
  const { barcodes } = await pdfBarcodes(await fetchPdf(url));
  expect(barcodes[0]).toEqual([String(id)]);
});
