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

export interface SalesFile {
  title: string;
  /** Seven column names: date, customer, delivery note, code, description, price, quantity. */
  header: readonly string[];
  sheet?: string;
}

export async function writeSalesXlsx(path: string, rows: number, file: SalesFile) {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: true, useStyles: true });
  const sheet = workbook.addWorksheet(file.sheet ?? 'Ventas');
  sheet.addRow([file.title]).commit();
  sheet.addRow([...file.header]).commit();
  for (let i = 0; i < rows; i++) {
    const s = benchSale(i);
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
    const s = benchSale(i);
    const day = `${String(s.date.getUTCDate()).padStart(2, '0')}/${String(s.date.getUTCMonth() + 1).padStart(2, '0')}/2026`;
    const price = s.price.toLocaleString('es-ES', { minimumFractionDigits: 2, useGrouping: 'always' });
    await write([day, s.customer, s.note, s.code, s.description, price, s.quantity].join(';'));
  }
  out.end();
  await once(out, 'finish');
}
