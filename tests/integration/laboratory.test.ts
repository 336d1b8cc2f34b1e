/**
 * Laboratory statistics export over HTTP: the xlsx holds exactly the caller's laboratory's sales
 * from (included) to (excluded), checked row by row against the seeded sales at both boundaries.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { demoLabSales } from '../../infra/local/seed/portal-data';
import { madridToday } from '../../shared/time/madrid';
import { call } from './support/api';

const EXPORT = '/api/guest/laboratory/statistics/export';
const year = Number(madridToday().slice(0, 4));
const lab = { persona: 'laboratory-guest' } as const;

async function download(from: string, to: string, lang: 'ca' | 'es' = 'ca') {
  const res = await call(EXPORT, { ...lab, lang, query: `from=${from}&to=${to}` });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const file = await fetch(res.body.url);
  expect(file.status).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(await file.arrayBuffer());
  const ws = wb.worksheets[0]!;
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return {
    rows,
    disposition: file.headers.get('content-disposition'),
    contentType: file.headers.get('content-type'),
    sheet: ws.name,
  };
}

const expectedRows = (partyId: number, from: string, to: string) =>
  demoLabSales(year)
    .filter((s) => s.partyId === partyId && s.saleDate >= from && s.saleDate < to)
    .map((s) => [
      new Date(`${s.saleDate}T00:00:00Z`),
      s.pharmacyCode,
      s.pharmacyName,
      s.productCode,
      s.productName,
      s.units,
      s.amountCents / 100,
    ]);

describe('laboratory statistics export', () => {
  it('exports exactly the sales from (included) to (excluded), named with the range', async () => {
    const from = `${year}-03-01`;
    const to = `${year}-04-01`;
    const { rows, disposition, contentType, sheet } = await download(from, to);
    expect(contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(disposition).toMatch(new RegExp(`^attachment; filename="Vendes ${from} a ${to}.xlsx"`));
    expect(sheet).toBe(`Vendes ${from} a ${to}`);
    expect(rows[0]).toEqual(['Data', 'Codi farmàcia', 'Farmàcia', 'CN', 'Producte', 'Unitats', 'Import (€)']);
    const data = rows.slice(1);
    const expected = expectedRows(2001, from, to);
    expect(data).toEqual(expected);
    // Boundaries: the seed has sales on both days; the first is in, the second is out.
    const dates = data.map((r) => (r[0] as Date).toISOString().slice(0, 10));
    expect(dates[0]).toBe(from);
    expect(dates.filter((d) => d === from)).toHaveLength(2);
    expect(dates).toContain(`${year}-03-31`);
    expect(dates).not.toContain(to);
    expect(demoLabSales(year).some((s) => s.partyId === 2001 && s.saleDate === to)).toBe(true);
  });

  it('includes a one-day range’s sales and nothing of the next day', async () => {
    const { rows } = await download(`${year}-05-01`, `${year}-05-02`, 'es');
    expect(rows[0]![0]).toBe('Fecha');
    expect(rows.slice(1)).toEqual(expectedRows(2001, `${year}-05-01`, `${year}-05-02`));
    expect(rows.slice(1)).toHaveLength(2);
  });

  it('shows only the caller’s laboratory’s sales', async () => {
    const { rows } = await download(`${year}-01-01`, `${year + 1}-01-01`);
    const others = demoLabSales(year).filter((s) => s.partyId !== 2001);
    expect(others.length).toBeGreaterThan(0);
    expect(rows.slice(1)).toHaveLength(demoLabSales(year).filter((s) => s.partyId === 2001).length);
    expect(rows.slice(1).some((r) => String(r[4]).includes('(Iberia)'))).toBe(false);
  });

  it('exports an empty range as a header row only', async () => {
    const { rows } = await download(`${year - 5}-01-01`, `${year - 5}-02-01`);
    expect(rows).toHaveLength(1);
  });

  it('requires both dates, valid, with from before to', async () => {
    const missing = await call(EXPORT, { ...lab, query: `to=${year}-02-01` });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ from: ['Aquest camp és obligatori.'] });
    const none = await call(EXPORT, lab);
    expect(Object.keys(none.body.errors).sort()).toEqual(['from', 'to']);
    const same = await call(EXPORT, { ...lab, lang: 'es', query: `from=${year}-02-01&to=${year}-02-01` });
    expect(same.status).toBe(422);
    expect(same.body.errors).toEqual({ to: ['Debe ser posterior a la fecha inicial.'] });
    const reversed = await call(EXPORT, { ...lab, query: `from=${year}-03-01&to=${year}-02-01` });
    expect(reversed.status).toBe(422);
    const invalid = await call(EXPORT, { ...lab, query: `from=${year}-02-30&to=${year}-03-01` });
    expect(invalid.body.errors).toEqual({ from: ['Ha de ser una data vàlida (AAAA-MM-DD).'] });
  });
});
