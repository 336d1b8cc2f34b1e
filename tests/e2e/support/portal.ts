/** Helpers of the portal's browser tests: a small real PDF and the alerts' texts. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** A minimal, valid one-page PDF with a line of text (what an administrator would upload). */
export function samplePdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Waits for an alert with this text (the frame's flashbar). */
export async function expectAlert(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByTestId('alerts').getByText(text)).toBeVisible();
}

/** Types a day into a DateField as people do, DD/MM/YYYY. */
export async function typeDate(page: Page, label: string | RegExp, isoDay: string): Promise<void> {
  const input = page.getByRole('textbox', { name: label });
  await input.click();
  await input.press('Control+a');
  await input.press('Backspace');
  if (isoDay) await input.pressSequentially(isoDay.split('-').reverse().join('/'));
  await input.press('Tab');
}
