/** Helpers of the administration browser tests: sign-in and pasting a spreadsheet block into a grid cell. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import type { Locator, Page } from '@playwright/test';
import { apiCall } from './api';
import { expect, openAs } from './fixtures';

export async function openAdministration(page: Page, locale: 'ca' | 'es', path: string): Promise<void> {
  await page.addInitScript((l) => localStorage.setItem('locale', l), locale);
  await openAs(page, 'internal-admin', path);
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

/**
 * The label of a platform's purchase order that the ERP has served (outs, direct outs or
 * consignments), from the API: a recent order may have none yet.
 */
export async function servedPurchaseOrder(platform: number): Promise<string> {
  const orders = Object.values(
    (await apiCall('internal-admin', 'administration.platform_invoicing.purchase_orders', { params: { platform } })).data,
  );
  for (const order of orders) {
    const { data } = await apiCall('internal-admin', 'administration.platform_invoicing.by_purchase_order', {
      body: { purchase: order.id },
    });
    if (data.outs.length + data.direct.length + data.consignments.length > 0) return order.label;
  }
  throw new Error(`No purchase order of platform ${platform} has outs, direct outs or consignments`);
}

const dir = mkdtempSync(path.join(tmpdir(), 'administration-e2e-'));
let files = 0;

/**
 * A farmapremium file as the programme sends it: concepto, unit retail price, quantity, pharmacy
 * code and product code (the seed's products are 1000001 to 1000060).
 */
export function loyaltyFile(rows: string[][]): string {
  return sheetFile('farmapremium', [['Concepto', 'PVP unitario', 'Cantidad', 'Código farmacia', 'CN'], ...rows]);
}

/** A packaging file: product code and its packaging figures. */
export function packagingFile(rows: (string | number)[][]): string {
  return sheetFile('embalatge', [['CN', 'Unidades caja', 'Cajas capa', 'Capas palet'], ...rows]);
}

/** A platform's delivery lines: document (out) number, national code, quantity. */
export function deliveryLinesFile(rows: (string | number)[][]): string {
  return sheetFile('lineas-plataforma', [['Albarán', 'CN', 'Cantidad'], ...rows]);
}

function sheetFile(name: string, rows: (string | number)[][]): string {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Full1');
  const file = path.join(dir, `${name}-${++files}.xlsx`);
  writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
  return file;
}
