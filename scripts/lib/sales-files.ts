/**
 * The synthetic distributor sales file the benches read (bench:spreadsheet, bench:import): a title
 * row, a header row, then one sale a row, all in November 2026, as an xlsx (exceljs streaming
 * writer, date cells) or as the CSV Spanish Excel writes (Windows-1252, ';', decimal comma with
 * thousands points, DD/MM/YYYY). Codes keep their leading zeroes; one sale in 50 is a return.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';

export function benchSale(i: number) {
  return {
    date: new Date(Date.UTC(2026, 10, 1 + (i % 30))),
    customer: String(i % 5000).padStart(6, '0'),
    note: `A-${i}`,
    code: String(100000 + (i % 90000)).padStart(7, '0'),
    description: `Producte farmacèutic número ${i % 1000}`,
    price: Math.round((i % 10000) * 1.37) / 100,
    quantity: (i % 50 === 0 ? -1 : 1) * (1 + (i % 24)),
  };
}

export type BenchSale = ReturnType<typeof benchSale>;

/**
 * A month's sale as a distributor really sends it, for bench:volume: November 2025 (a month the
 * volume seed's price catalog covers), 9,000 distinct products among the seeded conversions (fewer
 * when the seed's scale has fewer)
 * (a distributor's month of the group's catalogue), 1 row in 100 a product the group has not
 * converted yet (400 codes), 1 price in 20 off the catalog's pvf by 10 cents. The pvf rule is the
 * seed's (infra/local/seed/sales-import-volume.ts).
 */
export function volumeSale(i: number, products = 9000): BenchSale {
  const k = (i * 7919) % products;
  const unknown = i % 100 === 99;
  const pvf = Math.round((k % 10_000) * 1.37) / 100;
  return {
    date: new Date(Date.UTC(2025, 10, 1 + (i % 30))),
    customer: String(i % 5000).padStart(6, '0'),
    note: `A-${i}`,
    code: unknown ? `07${String(Math.floor(i / 100) % 400).padStart(5, '0')}` : String(1_000_000 + k).slice(-7),
    description: `Producte farmacèutic número ${k % 1000}`,
    price: i % 20 === 7 ? Math.round(pvf * 100 + 10) / 100 : pvf,
    quantity: (i % 50 === 0 ? -1 : 1) * (1 + (i % 24)),
  };
}

export interface SalesFile {
  title: string;
  /** Seven column names: date, customer, delivery note, code, description, price, quantity. */
  header: readonly string[];
  sheet?: string;
  /** The i-th row (benchSale by default). */
  sale?: (i: number) => BenchSale;
}

export async function writeSalesXlsx(path: string, rows: number, file: SalesFile) {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: true, useStyles: true });
  const sheet = workbook.addWorksheet(file.sheet ?? 'Ventas');
  sheet.addRow([file.title]).commit();
  sheet.addRow([...file.header]).commit();
  for (let i = 0; i < rows; i++) {
    const s = (file.sale ?? benchSale)(i);
    const row = sheet.addRow([s.date, s.customer, s.note, s.code, s.description, s.price, s.quantity]);
    row.getCell(1).numFmt = 'dd/mm/yyyy';
    row.commit();
  }
  sheet.commit();
  await workbook.commit();
}

export async function writeSalesCsv(path: string, rows: number, file: SalesFile) {
  const { default: iconv } = await import('iconv-lite');
  const out = createWriteStream(path);
  const write = async (line: string) => {
    if (!out.write(iconv.encode(`${line}\r\n`, 'win1252'))) await once(out, 'drain');
  };
  await write(file.title);
  await write(file.header.join(';'));
  for (let i = 0; i < rows; i++) {
    const s = (file.sale ?? benchSale)(i);
    const day = `${String(s.date.getUTCDate()).padStart(2, '0')}/${String(s.date.getUTCMonth() + 1).padStart(2, '0')}/${s.date.getUTCFullYear()}`;
    const price = s.price.toLocaleString('es-ES', { minimumFractionDigits: 2, useGrouping: 'always' });
    await write([day, s.customer, s.note, s.code, s.description, price, s.quantity].join(';'));
  }
  out.end();
  await once(out, 'finish');
}
