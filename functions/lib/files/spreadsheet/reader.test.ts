import { createReadStream, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { openSpreadsheet, openStoredSpreadsheet, SpreadsheetError, type ColumnSpec } from './reader';

// Made by scripts/spreadsheet-fixtures.ts (LibreOffice conversions and Spanish Excel-style CSVs).
const FIXTURES = join(import.meta.dirname, '..', 'fixtures');
const open = (file: string, options: Partial<Parameters<typeof openSpreadsheet>[1]> = {}) =>
  openSpreadsheet(createReadStream(join(FIXTURES, file)), { fileName: file, columns: SALES, ...options });

const SALES = {
  date: { names: ['Data', 'Fecha'], type: 'date' },
  customer: { names: ['Codi client', 'Código cliente'], type: 'text' },
  deliveryNote: { names: ['Albarà', 'Albarán'], type: 'text' },
  nationalCode: { names: ['Codi nacional', 'Código nacional'], type: 'text' },
  description: { names: ['Descripció', 'Descripción'] },
  price: { names: ['Preu', 'Precio'], type: 'number' },
  quantity: { names: ['Quantitat', 'Cantidad'], type: 'number' },
} satisfies Record<string, ColumnSpec>;

const EXPECTED = [
  {
    date: new Date('2026-01-15T00:00:00Z'),
    customer: '0001234',
    deliveryNote: 'A-001',
    nationalCode: '0123456',
    description: 'Crema hidratant àcid hialurònic',
    price: 1234.56,
    quantity: 3,
  },
  {
    date: new Date('2026-01-31T00:00:00Z'),
    customer: '0004321',
    deliveryNote: 'A-002',
    nationalCode: '0654321',
    description: 'Protector solar nen SPF50',
    price: 9.5,
    quantity: 12,
  },
  {
    date: new Date('2026-02-01T00:00:00Z'),
    customer: '0000007',
    deliveryNote: 'A-003',
    nationalCode: '1000001',
    description: 'Xampú d’ús freqüent',
    price: 0.25,
    quantity: 1,
  },
];

async function all<T>(rows: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const row of rows) out.push(row);
  return out;
}

async function failure(promise: Promise<unknown>): Promise<SpreadsheetError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SpreadsheetError);
  return error as SpreadsheetError;
}

describe('spreadsheet reader on office files', () => {
  // wholeXlsxBytes 0: the xlsx streams as a big one would (exceljs) instead of being read whole (SheetJS).
  it.each([
    ['sales.xlsx', {}],
    ['sales.xlsx', { wholeXlsxBytes: 0 }],
    ['sales.xls', {}],
    ['sales.ods', {}],
    ['sales.fods', {}],
  ])('%s %o: header found below the title rows; dates, decimals and leading zeroes right', async (file, options) => {
    const sheet = await open(file, options);
    expect(sheet.sheet).toBe('Vendes');
    expect(sheet.headerRow).toBe(4);
    const rows = await all(sheet.rows);
    expect(rows.map((r) => r.values)).toEqual(EXPECTED);
    expect(rows.map((r) => r.number)).toEqual([5, 6, 8]);
    expect(rows.every((r) => r.invalid.length === 0)).toBe(true);
  });

  it.each([
    ['sales.xlsx', { wholeXlsxBytes: 0 }],
    ['sales.ods', {}],
  ])('%s %o: picks a sheet by name, without accents or case', async (file, options) => {
    const sheet = await open(file, { ...options, sheet: 'RESUM', columns: { total: { names: ['total'] } } });
    expect(sheet.sheet).toBe('Resum');
    expect(sheet.headerRow).toBe(1);
  });

  it.each([
    ['sales.xlsx', { wholeXlsxBytes: 0 }],
    ['sales.xls', {}],
  ])('%s %o: a missing sheet names the sheets there are', async (file, options) => {
    const error = await failure(open(file, { ...options, sheet: 'Ventas' }));
    expect(error.key).toBe('spreadsheet.sheet_missing');
    expect(error.localized('ca')).toBe(`El fitxer ${file} no té cap full «Ventas». Fulls del fitxer: Vendes, Resum.`);
    expect(error.localized('es')).toBe(`El fichero ${file} no tiene ninguna hoja «Ventas». Hojas del fichero: Vendes, Resum.`);
  });

  it('a header without an expected column says which is missing', async () => {
    const error = await failure(open('sales.ods', { columns: { ...SALES, lab: { names: ['Laboratori', 'Laboratorio'] } } }));
    expect(error.key).toBe('spreadsheet.header_missing');
    expect(error.localized('es')).toBe(
      'No se ha encontrado la fila de cabecera en el fichero sales.ods. Faltan las columnas: Laboratori.',
    );
  });

  it('an optional column that is absent reads as null', async () => {
    const sheet = await open('sales.xlsx', { columns: { ...SALES, lab: { names: ['Laboratori'], optional: true } } });
    expect(sheet.columns.lab).toBeNull();
    expect((await all(sheet.rows))[0]?.values.lab).toBeNull();
  });

  it('finds the header tolerant of accents, case and extra spaces', async () => {
    const sheet = await open('sales.xls', {
      columns: { cn: { names: ['  CODI   NACIONAL '], type: 'text' }, note: { names: ['albara'], type: 'text' } },
    });
    expect((await all(sheet.rows)).map((r) => [r.values.cn, r.values.note])).toEqual([
      ['0123456', 'A-001'],
      ['0654321', 'A-002'],
      ['1000001', 'A-003'],
    ]);
  });

  it('reads an ERP\'s "xls" that is an HTML table, keeping leading zeroes', async () => {
    const html =
      '<html><body><table><tr><td>Informe de vendes</td></tr><tr><td>Codi nacional</td><td>Preu</td><td>Data</td></tr>' +
      '<tr><td>0123456</td><td>1.234,56</td><td>15/01/2026</td></tr></table></body></html>';
    const sheet = await openSpreadsheet(Readable.from([Buffer.from(html)]), {
      fileName: 'vendes.xls',
      columns: { cn: { names: ['Codi nacional'] }, price: { names: ['Preu'] }, date: { names: ['Data'], type: 'date' } },
    });
    expect((await all(sheet.rows)).map((r) => r.values)).toEqual([
      { cn: '0123456', price: 1234.56, date: new Date('2026-01-15T00:00:00Z') },
    ]);
  });

  it('a corrupt or non-spreadsheet file is unreadable, in both languages', async () => {
    expect((await failure(open('corrupt.xlsx', { wholeXlsxBytes: 0 }))).key).toBe('spreadsheet.unreadable');
    const error = await failure(open('corrupt.xlsx'));
    expect(error.key).toBe('spreadsheet.unreadable');
    expect(error.localized('ca')).toMatch(/^No es pot llegir el fitxer corrupt\.xlsx/);
    expect(error.localized('es')).toMatch(/^No se puede leer el fichero corrupt\.xlsx/);
    const binary = Readable.from([Buffer.from([0x00, 0x01, 0x02, 0xff, 0x00, 0x10, 0x20, 0x30])]);
    expect((await failure(openSpreadsheet(binary, { fileName: 'x.xls', columns: SALES }))).key).toBe('spreadsheet.unreadable');
    // Text named .xlsx or .ods is a broken file, not a CSV (text named .xls still reads: legacy exports).
    for (const name of ['notes.xlsx', 'notes.ods']) {
      const text = Readable.from([Buffer.from('Fecha;Cliente\n01/10/2026;0012\n')]);
      expect((await failure(openSpreadsheet(text, { fileName: name, columns: SALES }))).key).toBe('spreadsheet.unreadable');
    }
  });

  it('a big xlsx whose sheets precede its shared strings reads whole however slow the disk (exceljs#3064)', async () => {
    // LibreOffice zips the sheets before the shared strings. exceljs's own one-pass read parks
    // them in temp files and, when that is slower than the unzip, loses every part after them:
    // the header then reads blank. A slow temp file reproduces it every time.
    const fromExceljs = createRequire(createRequire(import.meta.url).resolve('exceljs'));
    const tmp = fromExceljs('tmp') as { file: (...args: unknown[]) => void };
    const file = tmp.file;
    tmp.file = (...args) => void setTimeout(() => file.apply(tmp, args), 30);
    try {
      const sheet = await open('sales.xlsx', { wholeXlsxBytes: 0 });
      expect((await all(sheet.rows)).map((r) => r.values)).toEqual(EXPECTED);
    } finally {
      tmp.file = file;
    }
  });

  it('a big xlsx keeps accents whole where the unzip cuts a character in two', async () => {
    // Text that is nearly all two- and three-byte characters: every 16 KiB cut of the inflated
    // shared strings falls inside one. exceljs decodes each chunk alone and would write U+FFFD.
    const descriptions = Array.from({ length: 3000 }, (_, i) => `${'àèíòúçüï’·'.repeat(3)} ${i}`);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Vendes');
    sheet.addRow(['Descripció', 'Quantitat']);
    for (const d of descriptions) sheet.addRow([d, 1]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const read = await openSpreadsheet(Readable.from([bytes]), {
      fileName: 'big.xlsx',
      columns: { description: SALES.description, quantity: SALES.quantity },
      wholeXlsxBytes: 0,
    });
    expect((await all(read.rows)).map((r) => r.values.description)).toEqual(descriptions);
  });
});

describe('spreadsheet reader on CSV', () => {
  it('reads a Spanish Excel CSV: Windows-1252, semicolons, decimal comma, DD/MM/YYYY', async () => {
    const sheet = await open('sales-es.csv');
    expect(sheet.detected).toEqual({ encoding: 'windows-1252', delimiter: ';', decimalComma: true });
    expect(sheet.headerRow).toBe(2);
    expect((await all(sheet.rows)).map((r) => r.values)).toEqual(EXPECTED);
  });

  it('reads a UTF-8 CSV with commas and decimal points the same way', async () => {
    const sheet = await open('sales-utf8.csv');
    expect(sheet.detected).toEqual({ encoding: 'utf-8', delimiter: ',', decimalComma: false });
    expect((await all(sheet.rows)).map((r) => r.values)).toEqual(EXPECTED);
  });

  it('reads a TSV', async () => {
    const sheet = await open('sales.tsv');
    expect(sheet.detected?.delimiter).toBe('\t');
    expect((await all(sheet.rows)).map((r) => r.values)).toEqual(EXPECTED);
  });

  it('tells UTF-8 from Windows-1252 by the bytes: the same accents either way', async () => {
    const latin = readFileSync(join(FIXTURES, 'sales-es.csv'));
    expect(latin.includes(Buffer.from('Albar\u00e0', 'latin1'))).toBe(true);
    const utf8 = Buffer.from(iconv.decode(latin, 'windows-1252'), 'utf8');
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8]);
    for (const bytes of [utf8, withBom]) {
      const sheet = await openSpreadsheet(Readable.from([bytes]), { fileName: 'ventas.csv', columns: SALES });
      expect(sheet.detected?.encoding).toBe('utf-8');
      expect((await all(sheet.rows)).map((r) => r.values.description)).toEqual(EXPECTED.map((e) => e.description));
    }
  });

  it('reads Excel\'s "Unicode text": UTF-16 with a BOM, tab-separated, even named .txt or .csv', async () => {
    const text = `Data\tPreu\tDescripció\r\n15/01/2026\t1.234,56\tXampú d’ús freqüent\r\n`;
    const bytes = iconv.encode(text, 'utf-16le', { addBOM: true });
    const sheet = await openSpreadsheet(Readable.from([bytes]), {
      fileName: 'ventas.csv',
      columns: { date: { names: ['Data'] }, price: { names: ['Preu'] }, description: { names: ['Descripció'] } },
    });
    expect(sheet.detected).toEqual({ encoding: 'utf-16le', delimiter: '\t', decimalComma: true });
    expect((await all(sheet.rows))[0]?.values).toEqual({
      date: new Date('2026-01-15T00:00:00Z'),
      price: 1234.56,
      description: 'Xampú d’ús freqüent',
    });
  });

  it("follows Excel's 'sep=' line over the detected delimiter", async () => {
    // Without the first line, ';' splits more lines alike (2 per line) than ',' does (1, 2 and 3).
    const csv = 'sep=,\nCodi nacional,Descripció;curta;x\n0123456,Crema;50 ml;y,\n0654321,Sol;SPF;z,,\n';
    const sheet = await openSpreadsheet(Readable.from([Buffer.from(csv)]), {
      fileName: 'x.csv',
      columns: { cn: { names: ['Codi nacional'] }, description: { names: ['Descripció curta x'] } },
    });
    expect(sheet.detected?.delimiter).toBe(',');
    expect((await all(sheet.rows)).map((r) => r.values)).toEqual([
      { cn: '0123456', description: 'Crema;50 ml;y' },
      { cn: '0654321', description: 'Sol;SPF;z' },
    ]);
  });

  it("infers numbers and dates in 'auto' columns but keeps codes with leading zeroes as text", async () => {
    const auto = { date: { names: ['Data'] }, customer: { names: ['Codi client'] }, price: { names: ['Preu'] } };
    const sheet = await open('sales-es.csv', { columns: auto });
    expect((await all(sheet.rows))[0]?.values).toEqual({
      date: new Date('2026-01-15T00:00:00Z'),
      customer: '0001234',
      price: 1234.56,
    });
  });

  it('flags a cell that is not of its column type and keeps what the file had', async () => {
    const csv = 'Data;Preu\n31/02/2026;1,5\n01/03/2026;abc\n';
    const sheet = await openSpreadsheet(Readable.from([Buffer.from(csv)]), {
      fileName: 'x.csv',
      columns: { date: { names: ['Data'], type: 'date' }, price: { names: ['Preu'], type: 'number' } },
    });
    expect(await all(sheet.rows)).toEqual([
      { number: 2, values: { date: '31/02/2026', price: 1.5 }, invalid: ['date'] },
      { number: 3, values: { date: new Date('2026-03-01T00:00:00Z'), price: 'abc' }, invalid: ['price'] },
    ]);
  });
});

describe('spreadsheet reader on a stored upload', () => {
  it('streams the object from the files bucket (an import step reads its upload so)', async () => {
    Object.assign(process.env, { FILES_BUCKET: 'files', AWS_ACCESS_KEY_ID: 'x', AWS_SECRET_ACCESS_KEY: 'y' });
    const s3 = mockClient(S3Client);
    try {
      s3.on(GetObjectCommand, { Bucket: 'files', Key: 'imports/sales/1/sales.xlsx' }).resolves({
        Body: createReadStream(join(FIXTURES, 'sales.xlsx')) as never,
      });
      const sheet = await openStoredSpreadsheet(
        { key: 'imports/sales/1/sales.xlsx' },
        { fileName: 'sales.xlsx', columns: SALES },
      );
      expect((await all(sheet.rows)).map((r) => r.values)).toEqual(EXPECTED);
    } finally {
      s3.restore();
    }
  });
});
