/**
 * Reads a distributor's sales file by its profile (§3 Distributor: sheet, first row, column
 * designators, date format). Each data row becomes a sale or a rejected row with its reasons;
 * nothing is dropped silently. The header row (the row above the first data row) is handed back
 * for layout change detection.
 */
import type { Readable } from 'node:stream';
import type { ServerMessageKey } from '../../../shared/i18n/server-messages';
import { columnIndex, sheetChoice } from '../../../shared/sales-import/rules';
import type { ReadSaleValues } from '../../../shared/sales-import/views';
import { isBlank, normalizeHeader, type Cell } from '../files/spreadsheet/cells';
import { openRowSource } from '../files/spreadsheet/reader';
import { cellToDay, cellToNumber, cellToText } from './values';

export const SALE_COLUMNS = ['date', 'customer', 'delivery_note', 'product_code', 'description', 'price', 'quantity'] as const;
export type SaleColumn = (typeof SALE_COLUMNS)[number];

export interface Profile extends Record<SaleColumn, string> {
  sheet: string;
  first_row: number;
  date_format: string;
}

export interface ReadSale extends ReadSaleValues {
  /** 1-based row number in the sheet (the line, in a CSV). */
  row: number;
}

/** The longest text a sale's cell may hold (descriptions run to some tens of characters). */
export const MAX_CELL_TEXT = 500;

export interface Rejection {
  row: number;
  /** The cells as the file had them, as text. */
  values: Record<SaleColumn, string>;
  reasons: { key: ServerMessageKey; vars: Record<string, string> }[];
}

export interface ProfileRead {
  /** The header row's cells, normalised; null when the first data row is the sheet's first. */
  header: string[] | null;
  /** Data rows at or below first_row, blank rows skipped. */
  rows: AsyncIterable<{ sale: ReadSale } | { rejected: Rejection }>;
}

/** Columns a row cannot do without. The description may be empty. */
const REQUIRED: readonly SaleColumn[] = ['date', 'customer', 'product_code', 'price', 'quantity'];

export async function readByProfile(body: Readable, fileName: string, profile: Profile): Promise<ProfileRead> {
  const source = await openRowSource(body, fileName, sheetChoice(profile.sheet));
  const index = Object.fromEntries(SALE_COLUMNS.map((c) => [c, columnIndex(profile[c])])) as Record<SaleColumn, number>;
  const headerRow = profile.first_row - 1;
  const iterator = source.rows[Symbol.asyncIterator]();

  // Rows before first_row; the last of them (exactly first_row - 1) is the header.
  let header: string[] | null = null;
  let pending: { number: number; cells: Cell[] } | undefined;
  for (;;) {
    const next = await iterator.next();
    if (next.done) break;
    if (next.value.number < profile.first_row) {
      if (next.value.number === headerRow) header = trimTrailing(next.value.cells.map(normalizeHeader));
      continue;
    }
    pending = next.value;
    break;
  }

  async function* rows(): AsyncGenerator<{ sale: ReadSale } | { rejected: Rejection }> {
    for (let raw = pending; raw;) {
      if (!raw.cells.every(isBlank)) yield toSale(raw.number, raw.cells);
      const next = await iterator.next();
      raw = next.done ? undefined : next.value;
    }
  }

  function toSale(row: number, cells: Cell[]): { sale: ReadSale } | { rejected: Rejection } {
    const cell = (c: SaleColumn) => cells[index[c]] ?? null;
    const text = Object.fromEntries(SALE_COLUMNS.map((c) => [c, cellToText(cell(c))])) as Record<SaleColumn, string>;
    const reasons: Rejection['reasons'] = [];
    // A cell past what any column holds is refused with its row: kept whole it would overrun
    // DynamoDB's 400 KB item (the row's page, or the rejection) and fail the whole file.
    for (const c of SALE_COLUMNS)
      if (text[c].length > MAX_CELL_TEXT) {
        reasons.push({ key: 'import_sales.reject.too_long', vars: { column: c, max: String(MAX_CELL_TEXT) } });
        text[c] = `${text[c].slice(0, MAX_CELL_TEXT)}…`;
      }
    for (const c of REQUIRED) if (text[c] === '') reasons.push({ key: 'import_sales.reject.required', vars: { column: c } });
    const date = text.date === '' ? null : cellToDay(cell('date'), profile.date_format);
    if (text.date !== '' && date === null)
      reasons.push({ key: 'import_sales.reject.date', vars: { format: profile.date_format } });
    const price = text.price === '' ? null : cellToNumber(cell('price'), source.conventions);
    const quantity = text.quantity === '' ? null : cellToNumber(cell('quantity'), source.conventions);
    if (text.price !== '' && price === null) reasons.push({ key: 'import_sales.reject.number', vars: { column: 'price' } });
    if (text.quantity !== '' && quantity === null)
      reasons.push({ key: 'import_sales.reject.number', vars: { column: 'quantity' } });
    if (reasons.length || date === null || price === null || quantity === null)
      return { rejected: { row, values: text, reasons } };
    return {
      sale: {
        row,
        date,
        customer: text.customer,
        delivery_note: text.delivery_note,
        product_code: text.product_code,
        description: text.description,
        price,
        quantity,
      },
    };
  }

  return { header, rows: rows() };
}

function trimTrailing(cells: string[]): string[] {
  let end = cells.length;
  while (end > 0 && cells[end - 1] === '') end--;
  return cells.slice(0, end);
}

/** Headers of the remembered layout missing from this file, and new ones (layout change detection). */
export function layoutDifference(remembered: readonly string[], seen: readonly string[]) {
  const missing = remembered.filter((h) => h !== '' && !seen.includes(h));
  const added = seen.filter((h) => h !== '' && !remembered.includes(h));
  // Same names in another order shift columns just as much.
  const moved = missing.length === 0 && added.length === 0 && remembered.join('|') !== seen.join('|');
  return { missing, added, changed: missing.length > 0 || added.length > 0 || moved };
}
