/**
 * Regenerates the spreadsheet reader's fixtures (functions/lib/files/fixtures) the way users make
 * them: one flat ODS written here, converted by LibreOffice (`soffice --headless`) to xlsx, xls,
 * ods and fods; the CSVs as Spanish Excel writes them (Windows-1252, ';', decimal comma,
 * DD/MM/YYYY) and as a UTF-8 export would (',', decimal point). Run: npx tsx scripts/spreadsheet-fixtures.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import iconv from 'iconv-lite';

const OUT = join(import.meta.dirname, '..', 'functions', 'lib', 'files', 'fixtures');

/** The sales sheet: two title rows and a blank row above the header, codes with leading zeroes. */
const TITLE = ['Vendes del distribuïdor Farmadis', 'Període: gener 2026'];
const HEADER = ['Data', 'Codi client', 'Albarà', 'Codi nacional', 'Descripció', 'Preu', 'Quantitat'];
const ROWS: [string, string, string, string, string, number, number][] = [
  ['2026-01-15', '0001234', 'A-001', '0123456', 'Crema hidratant àcid hialurònic', 1234.56, 3],
  ['2026-01-31', '0004321', 'A-002', '0654321', 'Protector solar nen SPF50', 9.5, 12],
  ['2026-02-01', '0000007', 'A-003', '1000001', 'Xampú d’ús freqüent', 0.25, 1],
];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const text = (s: string) => `<table:table-cell office:value-type="string"><text:p>${esc(s)}</text:p></table:table-cell>`;
const float = (n: number, style = '') =>
  `<table:table-cell${style} office:value-type="float" office:value="${n}"><text:p>${n}</text:p></table:table-cell>`;
const date = (iso: string) =>
  `<table:table-cell table:style-name="date" office:value-type="date" office:date-value="${iso}"><text:p>${iso}</text:p></table:table-cell>`;
const row = (cells: string[]) => `<table:table-row>${cells.join('')}</table:table-row>`;

function flatOds(): string {
  const sales = [
    ...TITLE.map((t) => row([text(t)])),
    row([]),
    row(HEADER.map(text)),
    ...ROWS.slice(0, 2).map(([d, c, a, cn, desc, p, q]) =>
      row([date(d), text(c), text(a), text(cn), text(desc), float(p, ' table:style-name="amount"'), float(q)]),
    ),
    row([]),
    ...ROWS.slice(2).map(([d, c, a, cn, desc, p, q]) =>
      row([date(d), text(c), text(a), text(cn), text(desc), float(p, ' table:style-name="amount"'), float(q)]),
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"
 xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"
 xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0"
 office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:automatic-styles>
 <number:date-style style:name="ddmmyyyy"><number:day number:style="long"/><number:text>/</number:text><number:month number:style="long"/><number:text>/</number:text><number:year number:style="long"/></number:date-style>
 <number:number-style style:name="twodecimals"><number:number number:decimal-places="2" number:min-integer-digits="1" number:grouping="true"/></number:number-style>
 <style:style style:name="date" style:family="table-cell" style:data-style-name="ddmmyyyy"/>
 <style:style style:name="amount" style:family="table-cell" style:data-style-name="twodecimals"/>
</office:automatic-styles>
<office:body><office:spreadsheet>
<table:table table:name="Vendes">${sales.join('\n')}</table:table>
<table:table table:name="Resum">${row([text('Total'), float(1244.31)])}</table:table>
</office:spreadsheet></office:body></office:document>
`;
}

/** 1234.56 → '1.234,56' (Spanish Excel's CSV). */
const spanishNumber = (n: number) =>
  n.toLocaleString('es-ES', { minimumFractionDigits: n % 1 ? 2 : 0, maximumFractionDigits: 2, useGrouping: 'always' });
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

function spanishCsv(): Buffer {
  const lines = [
    `${TITLE[0]};;;;;;`,
    HEADER.join(';'),
    ...ROWS.map(([d, c, a, cn, desc, p, q]) => [ddmmyyyy(d), c, a, cn, desc, spanishNumber(p), q].join(';')),
  ];
  return iconv.encode(lines.join('\r\n') + '\r\n', 'win1252');
}

function utf8Csv(delimiter: string): Buffer {
  const quote = (s: string) => (s.includes(delimiter) || s.includes('"') ? `"${s.replace(/"/g, '""')}"` : s);
  const lines = [
    HEADER.join(delimiter),
    ...ROWS.map(([d, c, a, cn, desc, p, q]) => [d, c, a, cn, desc, p, q].map((v) => quote(String(v))).join(delimiter)),
  ];
  return Buffer.from(lines.join('\n') + '\n', 'utf8');
}

const dir = mkdtempSync(join(tmpdir(), 'fixtures-'));
try {
  const source = join(dir, 'sales.fods');
  writeFileSync(source, flatOds());
  for (const format of ['xlsx', 'xls', 'ods', 'fods']) {
    const outDir = join(dir, format);
    execFileSync(
      'soffice',
      ['--headless', `-env:UserInstallation=file://${dir}/profile`, '--convert-to', format, '--outdir', outDir, source],
      {
        stdio: 'ignore',
      },
    );
    writeFileSync(join(OUT, `sales.${format}`), readFileSync(join(outDir, `sales.${format}`)));
  }
  writeFileSync(join(OUT, 'sales-es.csv'), spanishCsv());
  writeFileSync(join(OUT, 'sales-utf8.csv'), utf8Csv(','));
  writeFileSync(join(OUT, 'sales.tsv'), utf8Csv('\t'));
  // Not a spreadsheet: the first bytes of a zip, cut short, named .xlsx.
  writeFileSync(join(OUT, 'corrupt.xlsx'), readFileSync(join(OUT, 'sales.xlsx')).subarray(0, 300));
  console.log(`Fixtures written to ${OUT}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
