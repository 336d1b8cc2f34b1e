import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAmount, parseDmy, SELL_IN_COLUMNS, sellInRowErrors } from '../../../../../shared/operations/sell-in';
import { autoMap, buildRows, cellToText, dayFirstDate, normalHeader, readRows, recalledMapping, unmapped } from './sheet';

describe('header matching (spec §4 step 1)', () => {
  it('matches expected columns by name, accents and case forgiven, in any order', () => {
    const headers = [...SELL_IN_COLUMNS].reverse().map((c) => c.toUpperCase().replace('_', ' '));
    const mapping = autoMap(headers);
    expect(unmapped(mapping)).toEqual([]);
    expect(mapping.tipus_acord).toBe(SELL_IN_COLUMNS.length - 1);
    expect(mapping.import_net).toBe(0);
    expect(normalHeader('Descripció ')).toBe('descripcio');
  });

  it('falls back to position when a header has another name, never reusing a named one', () => {
    const headers = SELL_IN_COLUMNS.map((c, i) => (i === 2 ? 'Fecha acuerdo' : c));
    const mapping = autoMap(headers);
    expect(mapping.data_acord).toBe(2);
    expect(unmapped(mapping)).toEqual([]);
  });

  it('leaves unmapped what has neither a name nor a header at its position', () => {
    const mapping = autoMap(['acord', 'x']);
    expect(mapping.acord).toBe(0);
    // Position 1 is "x": taken by the column at position 1 (acord is named elsewhere, so it stays at 0).
    expect(unmapped(mapping)).toContain('import_net');
  });
});

describe('rows from the mapping', () => {
  it('takes each expected column from its mapped cell, blanks where the row is short', () => {
    const mapping = autoMap(['codi_client', 'quantitat']);
    const [row] = buildRows([['C1']], mapping);
    expect(row!.codi_client).toBe('C1');
    expect(row!.quantitat).toBe('');
  });

  it('writes date cells as D-M-YYYY and keeps text as typed', () => {
    expect(cellToText(new Date(2026, 0, 5))).toBe('5-1-2026');
    expect(cellToText(' 007 ')).toBe('007');
    expect(cellToText(12.5)).toBe('12.5');
  });
});

describe('remembered mappings', () => {
  const headers = ['A', 'B', ...SELL_IN_COLUMNS.slice(2)];
  const remembered = [
    { headers: ['x'], mapping: {}, updated_at: '2026-11-01T00:00:00Z', user: null },
    {
      headers: headers.map((h) => h.toLowerCase()),
      mapping: { tipus_acord: 1, acord: 0 },
      updated_at: '2026-11-02T00:00:00Z',
      user: 'Sílvia Prat',
    },
  ];

  it('maps a header set seen before the same way; columns it left out stay unmapped', () => {
    const mapping = recalledMapping(remembered, headers)!;
    expect(mapping.tipus_acord).toBe(1);
    expect(mapping.acord).toBe(0);
    expect(mapping.import_net).toBeNull();
  });

  it('does not guess for a changed header set', () => {
    expect(recalledMapping(remembered, [...headers, 'extra'])).toBeNull();
    expect(recalledMapping(remembered, [...headers].reverse())).toBeNull();
  });
});

describe('dates read day-first (`1-11-2026` was read as 11 January)', () => {
  const fixture = (name: string) => {
    const bytes = readFileSync(join(__dirname, 'fixtures', name));
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  };
  const columns = (headers: readonly string[]) => autoMap(headers);

  it('reads D-M-YYYY and DD/MM/YYYY text as day, month, year', () => {
    expect(parseDmy(dayFirstDate('1-11-2026'))).toBe('2026-11-01');
    expect(parseDmy(dayFirstDate('01/11/2026'))).toBe('2026-11-01');
    expect(parseDmy(dayFirstDate('30.11.2026'))).toBe('2026-11-30');
    expect(parseDmy(dayFirstDate('2026-11-01'))).toBe('2026-11-01');
    // Month-first text (an en-US export) is not turned around: the grid flags it.
    expect(parseDmy(dayFirstDate('11/30/2026'))).toBeNull();
    expect(dayFirstDate('nov 2026')).toBe('nov 2026');
  });

  // sell-in.fods (date cells styled DD/MM/YYYY, text cells `1-11-2026` and `01/11/2026`) made into
  // sell-in.xlsx with `soffice --headless --convert-to xlsx`, then into sell-in-es.csv as a Spanish
  // user's LibreOffice writes it: `LANG=es_ES.UTF-8 soffice --headless --convert-to
  // 'csv:Text - txt - csv (StarCalc):59,34,1' sell-in.xlsx` (';', Windows-1252, decimal comma).
  it.each(['sell-in-es.csv', 'sell-in.xlsx', 'sell-in.fods'])(
    'reads %s as 1 November, amounts and codes as written',
    async (name) => {
      const [head = [], ...body] = await readRows(name, fixture(name));
      const headers = head.map(cellToText);
      const rows = buildRows(
        body.map((r) => r.map(cellToText)),
        columns(headers),
      );
      expect(rows.map((r) => parseDmy(String(r.data_acord)))).toEqual(['2026-11-01', '2026-11-01']);
      expect(rows.map((r) => parseDmy(String(r.inici_vigencia)))).toEqual(['2026-11-01', '2026-11-01']);
      expect(rows.map((r) => parseDmy(String(r.data_albara)))).toEqual(['2026-11-01', '2026-11-12']);
      expect(rows.map((r) => parseDmy(String(r.fi_vigencia)))).toEqual(['2026-11-30', '2026-11-30']);
      expect(rows.map((r) => r.codi_client)).toEqual(['000456', '000457']);
      expect(rows.map((r) => parseAmount(r.pvl))).toEqual([12.5, 1234.56]);
      expect(rows[1]!.descripcio).toBe('Xampú d’ús freqüent');
      expect(rows.every((r) => Object.keys(sellInRowErrors(r)).length === 0)).toBe(true);
    },
  );

  it('reads a UTF-8 CSV (BOM and all) as UTF-8, and a TSV', async () => {
    const utf8 = new TextEncoder().encode('\uFEFFdata_albara,descripcio\n01/11/2026,Cafè\n');
    const [head, row] = await readRows('x.csv', utf8.buffer as ArrayBuffer);
    expect(head).toEqual(['data_albara', 'descripcio']);
    expect(row).toEqual(['01/11/2026', 'Cafè']);
    const tsv = new TextEncoder().encode('data_albara\tquantitat\n1-11-2026\t12,5\n');
    expect((await readRows('x.tsv', tsv.buffer as ArrayBuffer))[1]).toEqual(['1-11-2026', '12,5']);
  });
});
