/**
 * A click whose effect is awaited, clicking again only while the effect is absent. Under heavy load
 * (CI at load average 10+), a click right after a Cloudscape modal closed was twice seen to reach
 * the button (Playwright: "click action done") and start nothing: no request, no dialog. Only for
 * buttons whose second press is harmless when the first one worked (open a dialog, validate).
 */
import { expect, type Locator } from '@playwright/test';

export async function clickUntil(button: Locator, effect: Locator, timeout = 45_000): Promise<void> {
  await expect(async () => {
    if (!(await effect.isVisible())) await button.click({ timeout: 5_000 });
    await expect(effect).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout });
}
