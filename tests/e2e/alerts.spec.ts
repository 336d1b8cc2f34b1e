/**
 * Alert timing (spec §4, §9): an error alert stays until closed while a success alert disappears
 * after 7 s. No screen of this issue ends in a success alert yet, so the test raises both through
 * the alert list the development build exposes (window.__portal). The page's clock is Playwright's,
 * fast-forwarded instead of waited out.
 */
import { expect, openHome, test } from './support/fixtures';

interface PortalHandle {
  __portal: { alerts: { add(a: { type: string; msg: string; details?: string }): string } };
}

test('an error alert stays while a success alert disappears after 7 s', async ({ page }) => {
  await page.clock.install();
  await openHome(page, 'internal-staff', /\/internal$/);
  const added = await page.evaluate(() => {
    const { alerts } = (window as unknown as PortalHandle).__portal;
    alerts.add({ type: 'error', msg: 'Error de prova', details: 'x'.repeat(400) });
    alerts.add({ type: 'success', msg: 'Desat de prova' });
    return Date.now();
  });
  /** Moves the page's clock to `ms` after the alerts were raised (it also runs on by itself). */
  const at = async (ms: number) => {
    const now = await page.evaluate(() => Date.now());
    if (added + ms > now) await page.clock.fastForward(added + ms - now);
  };
  const alerts = page.getByTestId('alerts');
  await expect(alerts.getByText('Error de prova')).toBeVisible();
  await expect(alerts.getByText('Desat de prova')).toBeVisible();
  // Details are cut at 250 characters.
  await expect(alerts.getByText(/^x+…$/)).toHaveText(`${'x'.repeat(249)}…`);

  await at(6000);
  await expect(alerts.getByText('Desat de prova')).toBeVisible();
  await at(7000);
  await expect(alerts.getByText('Desat de prova')).toBeHidden({ timeout: 2500 });
  await at(10_000);
  await expect(alerts.getByText('Error de prova')).toBeVisible();

  await alerts.getByRole('button', { name: 'Tanca la notificació' }).click();
  await expect(alerts.getByText('Error de prova')).toBeHidden();
});
