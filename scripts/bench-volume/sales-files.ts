/**
 * The two 100,000-row files of the import: the Latin-1 CSV Spanish Excel writes (';', decimal
 * comma, DD/MM/YYYY; scripts/lib/sales-files.ts), and the same rows as an xlsx written by
 * LibreOffice from that CSV when it is installed (what people upload), else by exceljs.
 * Rows are a real month's mix (scripts/lib/sales-files.ts `volumeSale`: known products and
 * catalog prices for most rows). The title row carries the run's time: the import claims a file by its content's hash, so the
 * same bytes uploaded again would be answered "duplicate".
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { volumeSale, writeSalesCsv, writeSalesXlsx, type SalesFile } from '../lib/sales-files';

function hasLibreOffice(): boolean {
  try {
    execFileSync('soffice', ['--version'], { stdio: 'ignore', timeout: 60_000 });
    return true;
  } catch {
    return false;
  }
}

export async function writeImportFiles(
  dir: string,
  rows: number,
  /** Distinct products, all converted and in the catalog at the seed's scale. */
  products = 9000,
): Promise<{ files: string[]; xlsxBy: string }> {
  const file: SalesFile = {
    title: `Ventas noviembre 2025 (${new Date().toISOString()})`,
    header: ['Fecha', 'Cliente', 'Albarán', 'Código', 'Descripción', 'Precio', 'Cantidad'],
    sale: (i) => volumeSale(i, products),
  };
  const csv = path.join(dir, 'ventas-latin1.csv');
  const xlsx = path.join(dir, 'ventas.xlsx');
  // Two distributors' worth of different sales: the same rows twice would be refused as re-sent.
  await writeSalesCsv(csv, rows, { ...file, sale: (i) => volumeSale(i + rows, products) });
  if (hasLibreOffice()) {
    // ';' (59), '"' (34), Windows-1252 (1: what the CSV is written in), from line 1; columns: A date D/M/Y (4), B-E text (2), F-G standard;
    // Spanish (3082) so "1.234,56" reads as a number.
    const filter = 'CSV:59,34,1,1,1/4/2/2/3/2/4/2/5/2/6/1/7/1,3082';
    const source = path.join(dir, 'ventas.csv');
    await writeSalesCsv(source, rows, file);
    execFileSync(
      'soffice',
      [
        '--headless',
        `-env:UserInstallation=file://${dir}/lo-profile`,
        `--infilter=${filter}`,
        '--convert-to',
        'xlsx',
        '--outdir',
        dir,
        source,
      ],
      { stdio: 'ignore', timeout: 600_000 },
    );
    fs.rmSync(source);
    if (fs.existsSync(xlsx)) return { files: [xlsx, csv], xlsxBy: 'LibreOffice from the CSV' };
  }
  await writeSalesXlsx(xlsx, rows, file);
  return { files: [xlsx, csv], xlsxBy: 'exceljs' };
}
