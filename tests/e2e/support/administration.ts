/** Helpers of the administration browser tests: sign-in and pasting a spreadsheet block into a grid cell. */
import type { Locator, Page } from '@playwright/test';
import { expect, signInAs } from './fixtures';

export async function openAdministration(page: Page, locale: 'ca' | 'es', path: string): Promise<void> {
  await page.addInitScript((l) => localStorage.setItem('locale', l), locale);
  await signInAs(page, 'internal-admin', /\/internal/);
  await page.goto(path);
}

/**
 * Pastes text into a cell as a spreadsheet's copy arrives: a paste event whose clipboard holds
 * text/plain (tab-separated lines), as Excel and LibreOffice put it there.
 */
export async function pasteInto(cell: Locator, text: string): Promise<void> {
  await cell.focus();
  await cell.evaluate((el, data) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', data);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
  }, text);
}

/** A Cloudscape select: open it and pick the option whose label matches. */
export async function choose(page: Page, testId: string, label: string | RegExp): Promise<void> {
  await page.getByTestId(testId).locator('button').first().click();
  await page.getByRole('option', { name: label }).first().click();
  await expect(page.getByTestId(testId)).toContainText(label);
}
