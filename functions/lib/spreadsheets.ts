/**
 * Spreadsheet exports (exceljs): one sheet, a bold frozen header row, typed cells (dates as real
 * dates shown DD/MM/YYYY, amounts with two decimals), column widths and an auto-filter.
 * exceljs is loaded on first use, so a cold start that makes no spreadsheet does not pay for it.
 */
import type { Worksheet } from 'exceljs';

export interface Column<T> {
  header: string;
  width: number;
  value: (row: T) => string | number | Date;
  /** Excel number format, e.g. 'dd/mm/yyyy' or '#,##0.00'. */
  numFmt?: string;
}

export const DATE_FORMAT = 'dd/mm/yyyy';
export const AMOUNT_FORMAT = '#,##0.00';

/** A YYYY-MM-DD calendar day as the Date exceljs writes as that day (UTC midnight). */
export const excelDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** The one sheet of an export, as either workbook (whole or streamed) makes it: frozen header, typed columns. */
function sheetOf<T>(
  wb: { creator: string; created: Date; addWorksheet: (name: string, options: object) => Worksheet },
  sheetName: string,
  columns: Column<T>[],
) {
  wb.creator = 'Portal';
  wb.created = new Date();
  const ws = wb.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columns.map((c, i) => ({
    header: c.header,
    key: `c${i}`,
    width: c.width,
    style: c.numFmt ? { numFmt: c.numFmt } : {},
  }));
  return ws;
}

export async function xlsxOf<T>(sheetName: string, columns: Column<T>[], rows: T[]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  const ws = sheetOf(wb, sheetName, columns);
  ws.getRow(1).font = { bold: true };
  for (const row of rows) ws.addRow(columns.map((c) => c.value(row)));
  if (rows.length > 0) ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/**
 * The same workbook written as rows arrive, to a file (exceljs's streaming writer): a job's
 * export of a month's 200,000 staged rows never holds them, nor their cells, all at once.
 */
export async function xlsxToFile<T>(
  path: string,
  sheetName: string,
  columns: Column<T>[],
  pages: AsyncIterable<readonly T[]>,
): Promise<number> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: true, useSharedStrings: false });
  const ws = sheetOf(wb, sheetName, columns);
  const header = ws.getRow(1);
  header.font = { bold: true };
  header.commit();
  let rows = 0;
  for await (const page of pages)
    for (const row of page) {
      ws.addRow(columns.map((c) => c.value(row))).commit();
      rows++;
    }
  if (rows > 0) ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  ws.commit();
  await wb.commit();
  return rows;
}
