/**
 * npm run bench:spreadsheet — the spreadsheet reader (functions/lib/files/spreadsheet) on a
 * 100,000-row sales xlsx and the same rows as a Spanish CSV (Windows-1252, ';', decimal comma,
 * DD/MM/YYYY), both generated here in a temporary folder. Each file is read from a file stream in
 * its own Node process, so the printed peak RSS (maxRSS) is that read's alone.
 *
 * Options: --rows N (default 100000).
 */
import { execFileSync } from 'node:child_process';
import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeSalesCsv, writeSalesXlsx } from './lib/sales-files';

const SALES_COLUMNS = {
  date: { names: ['Data'], type: 'date' },
  customer: { names: ['Codi client'], type: 'text' },
  deliveryNote: { names: ['Albarà'], type: 'text' },
  nationalCode: { names: ['Codi nacional'], type: 'text' },
  description: { names: ['Descripció'] },
  price: { names: ['Preu'], type: 'number' },
  quantity: { names: ['Quantitat'], type: 'number' },
} as const;
const SALES_FILE = {
  title: 'Vendes del distribuïdor',
  sheet: 'Vendes',
  header: ['Data', 'Codi client', 'Albarà', 'Codi nacional', 'Descripció', 'Preu', 'Quantitat'],
};

/** Child mode: read one file, print rows, seconds and peak RSS as JSON. */
async function readOne(path: string) {
  const { openSpreadsheet } = await import('../functions/lib/files/spreadsheet/reader');
  const started = performance.now();
  const sheet = await openSpreadsheet(createReadStream(path), { fileName: path, columns: SALES_COLUMNS });
  let rows = 0;
  let invalid = 0;
  for await (const row of sheet.rows) {
    rows++;
    invalid += row.invalid.length;
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(JSON.stringify({ rows, invalid, seconds, peakRssMb: process.resourceUsage().maxRSS / 1024 }));
}

async function main() {
  const argv = process.argv.slice(2);
  if (argv[0] === '--read') return readOne(argv[1]!);
  const i = argv.indexOf('--rows');
  const rows = i >= 0 ? Number(argv[i + 1]) : 100_000;
  const dir = mkdtempSync(join(tmpdir(), 'bench-spreadsheet-'));
  try {
    const files = [join(dir, 'sales.xlsx'), join(dir, 'sales.csv')];
    await writeSalesXlsx(files[0]!, rows, SALES_FILE);
    await writeSalesCsv(files[1]!, rows, SALES_FILE);
    console.log(`Reading ${rows.toLocaleString('en')} rows per file (one process each)`);
    for (const file of files) {
      const output = execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--read', file], {
        encoding: 'utf8',
      });
      const r = JSON.parse(output.trim().split('\n').pop()!) as {
        rows: number;
        invalid: number;
        seconds: number;
        peakRssMb: number;
      };
      const mb = (statSync(file).size / 1024 / 1024).toFixed(1);
      console.log(
        `${file.split('.').pop()!.padEnd(5)} ${mb.padStart(5)} MB  ${r.rows} rows  ${r.invalid} invalid cells  ${r.seconds.toFixed(2)} s  peak RSS ${r.peakRssMb.toFixed(0)} MB`,
      );
      if (r.rows !== rows || r.invalid !== 0) process.exitCode = 1;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
