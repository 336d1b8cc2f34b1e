/** Laboratory guest (spec §2): the sales statistics export and the sell-out/sell-in reports. */
import { expect, openHome, test } from './support/fixtures';
import { typeDate } from './support/portal';

test.describe('laboratory', () => {
  test('exports the sales of a range as an xlsx named with it', async ({ page }) => {
    await openHome(page, 'laboratory-guest', /\/laboratory$/);
    await page.getByTestId('link-laboratory_statistics').click();
    await expect(page).toHaveURL(/\/guest\/laboratory\/statistics$/);
    const year = new Date().getFullYear();

    // Both dates are required.
    await typeDate(page, /Des del \(inclòs\)/, '');
    await page.getByTestId('export').click();
    await expect(page.getByText('Aquest camp és obligatori.')).toBeVisible();

    await typeDate(page, /Des del \(inclòs\)/, `${year}-03-01`);
    await typeDate(page, /Fins al \(exclòs\)/, `${year}-04-01`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export').click()]);
    expect(download.suggestedFilename()).toBe(`Vendes ${year}-03-01 a ${year}-04-01.xlsx`);
    const bytes = await download.createReadStream().then(async (s) => {
      const chunks: Buffer[] = [];
      for await (const c of s) chunks.push(c as Buffer);
      return Buffer.concat(chunks);
    });
    // An xlsx is a zip.
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');

    // "to" must come after "from".
    await typeDate(page, /Fins al \(exclòs\)/, `${year}-03-01`);
    await page.getByTestId('export').click();
    await expect(page.getByText('Ha de ser posterior a la data inicial.')).toBeVisible();
  });

  test('shows the sell-out and sell-in reports filtered by the laboratory', async ({ page }) => {
    await openHome(page, 'laboratory-guest', /\/laboratory$/);
    await page.getByTestId('link-laboratory_bi').click();
    await expect(page).toHaveURL(/\/guest\/laboratory\/bi$/);
    const frame = page.frameLocator('[data-testid="report-frame"]');
    await expect(frame.locator('h1')).toHaveText('Sell-out');
    await expect(frame.locator('.filter').first()).toContainText('2001');
    // Two pages: the page buttons show.
    await expect(page.getByTestId('report-pages').getByRole('button')).toHaveCount(2);
    await page.getByRole('tab', { name: 'Sell-in' }).click();
    await expect(frame.locator('h1')).toHaveText('Sell-in');
    // One page: no page buttons.
    await expect(page.getByTestId('report-pages')).toHaveCount(0);
  });
});
