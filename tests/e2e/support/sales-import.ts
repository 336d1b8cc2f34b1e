/**
 * Set-up for the sales-import browser tests: sales files as a distributor's legacy system writes
 * them (a Spanish CSV: `;`, decimal comma, D/M/YYYY, codes with leading zeroes; and an xlsx), a
 * distributor whose profile reads them, and a month's price catalog loaded through the API's own
 * upload path (ticket, presigned PUT, import call).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { FIXTURE_PROFILE } from '../../fixtures/sales-import/layout';
import { apiCall } from './api';

const dir = mkdtempSync(path.join(tmpdir(), 'sales-import-e2e-'));

export interface Sale {
  day: number;
  customer: string;
  note: string;
  code: string;
  description: string;
  price: number;
  quantity: number;
}

const HEADER = ['Data', 'Client', 'Albarà', 'Codi', 'Descripció', 'Preu', 'Quantitat'];

/** D/M/YYYY of a day of the month YYYY-MM. */
const dayOf = (month: string, day: number) => `${day}/${Number(month.slice(5))}/${month.slice(0, 4)}`;

/**
 * A Windows-style Spanish CSV: `;` separated, decimal comma, text dates, codes as written;
 * `raw` lines are appended as given (rows the reader must reject).
 */
export function salesCsv(name: string, month: string, sales: readonly Sale[], raw: readonly string[][] = []): string {
  const lines = [
    HEADER,
    ...sales.map((s) => [
      dayOf(month, s.day),
      s.customer,
      s.note,
      s.code,
      s.description,
      String(s.price).replace('.', ','),
      String(s.quantity),
    ]),
    ...raw,
  ];
  const file = path.join(dir, name);
  writeFileSync(file, `${lines.map((l) => l.join(';')).join('\r\n')}\r\n`, 'latin1');
  return file;
}

/** An xlsx with date cells, number cells and the codes as text (their leading zeroes kept). */
export function salesXlsx(name: string, month: string, sales: readonly Sale[]): string {
  const [y, m] = [Number(month.slice(0, 4)), Number(month.slice(5))];
  const rows = sales.map((s) => [
    new Date(Date.UTC(y, m - 1, s.day)),
    s.customer,
    s.note,
    s.code,
    s.description,
    s.price,
    s.quantity,
  ]);
  const sheet = XLSX.utils.aoa_to_sheet([HEADER, ...rows], { cellDates: true });
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Vendes');
  const file = path.join(dir, name);
  writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
  return file;
}

/** A distributor reading the fixtures' columns (A-G of the first sheet, dates D/M/YYYY) from row 2. */
export async function createDistributor(who: string, id: number, name: string): Promise<void> {
  await apiCall(who, 'sales_import.distributors.store', {
    body: {
      id,
      name,
      party_id: 2001,
      ...FIXTURE_PROFILE,
      first_row: 2,
    },
  });
}

/** Loads a month's price list (cn, descripció, pvf) through an upload ticket. */
export async function loadCatalog(
  who: string,
  month: string,
  entries: readonly { cn: string; description: string; pvf: number }[],
) {
  const sheet = XLSX.utils.aoa_to_sheet([['cn', 'descripcio', 'pvf'], ...entries.map((e) => [e.cn, e.description, e.pvf])]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Preus');
  const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  const ticket = await apiCall(who, 'sales_import.upload_ticket', {
    body: { file_name: `preus-${month}.xlsx`, size: bytes.length },
  });
  const put = await fetch(ticket.url, { method: ticket.method, headers: ticket.headers, body: new Uint8Array(bytes) });
  if (!put.ok) throw new Error(`PUT of the catalog answered ${put.status}`);
  return apiCall(who, 'sales_import.catalog.import', { body: { file: ticket.upload_id, date: month } });
}

/** An xlsx of product conversions as people keep them (cn, xf, descripció). */
export function conversionsXlsx(name: string, rows: readonly [string, string, string][]): string {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['cn', 'xf', 'descripcio'], ...rows]), 'Conversions');
  const file = path.join(dir, name);
  writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
  return file;
}
