/**
 * Invoicing over HTTP: the quarterly amounts (at the colour boundaries), the invoice table with
 * each filter, sort and page size, invoice downloads with their file names, the party boundary,
 * and the model 347 letter. Expected rows come from the same generator the seed writes.
 */
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../infra/local/seed/demo-data';
import { demoInvoices, type SeedInvoice } from '../../infra/local/seed/portal-data';
import { quarterColour, quarterPercentage } from '../../shared/portal/invoicing';
import { madridToday } from '../../shared/time/madrid';
import { call, tokenFor } from './support/api';

const BASE = '/api/guest/pharmacy/platform/invoicing';
const year = Number(madridToday().slice(0, 4));
const basic = async () => ({ token: await tokenFor('farmacia-basica', DEMO_PASSWORD) });
const guest = { persona: 'pharmacy-guest' } as const;

const invoicesOf = (partyId: number) => demoInvoices(year, madridToday()).filter((i) => i.partyId === partyId);
const newestFirst = (rows: SeedInvoice[]) =>
  [...rows].sort((a, b) => b.invoiceDate.localeCompare(a.invoiceDate) || b.invoiceId - a.invoiceId);
const view = (i: SeedInvoice) => ({
  id: i.invoiceId,
  invoice_date: i.invoiceDate,
  invoice_document: i.document,
  number: i.number,
  amount: i.amountCents / 100,
});

/** Text drawn in a generated PDF (pdf-lib writes WinAnsi hex strings in deflated streams). */
function pdfText(bytes: ArrayBuffer): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const out: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let body = Buffer.from(m[1]!, 'latin1');
    try {
      body = zlib.inflateSync(body);
    } catch {
      /* not deflated */
    }
    for (const t of body.toString('latin1').matchAll(/<([0-9A-Fa-f]+)> Tj/g))
      // WinAnsi is Latin-1 plus a few glyphs; the euro sign is 0x80.
      out.push(Buffer.from(t[1]!, 'hex').toString('latin1').replace(/\x80/g, '€'));
  }
  return out.join('\n');
}

describe('quarterly purchases', () => {
  it('answers the amount of each quarter of the current year, for the caller’s party', async () => {
    const res = await call(`${BASE}/purchases/quarters`, guest);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { 1: 5999.99, 2: 7500, 3: 8999.99, 4: 9000 } });
    const other = await call(`${BASE}/purchases/quarters`, await basic());
    expect(other.body).toEqual({ data: { 1: 6000, 2: 7499.99, 3: 3200.5, 4: 0 } });
  });

  it('gives the bars their colours at 5999.99, 6000, 7499.99, 7500, 8999.99 and 9000', async () => {
    const a = (await call(`${BASE}/purchases/quarters`, guest)).body.data;
    const b = (await call(`${BASE}/purchases/quarters`, await basic())).body.data;
    const amounts = [a[1], b[1], b[2], a[2], a[3], a[4]];
    expect(amounts).toEqual([5999.99, 6000, 7499.99, 7500, 8999.99, 9000]);
    expect(amounts.map(quarterColour)).toEqual(['red', 'orange', 'orange', 'lime', 'lime', 'green']);
    expect(quarterPercentage(b[3])).toBeCloseTo(35.56, 2);
    expect(quarterPercentage(a[4])).toBe(100);
  });
});

describe('invoice table', () => {
  const table = (query: string, opts: Parameters<typeof call>[1] = guest) =>
    call(`${BASE}/invoices/datatable`, { ...opts, query });
  const mine = newestFirst(invoicesOf(1001));

  it('pages the caller’s party’s invoices, newest first, with the total', async () => {
    for (const perPage of [10, 20, 50]) {
      const res = await table(`page=2&per_page=${perPage}`);
      expect(res.status).toBe(200);
      expect(res.body.meta).toEqual({ total: mine.length, has_more: 2 * perPage < mine.length });
      expect(res.body.data).toEqual(mine.slice(perPage, 2 * perPage).map(view));
    }
  });

  it('filters by date range (both ends included)', async () => {
    const from = `${year}-03-05`;
    const to = `${year}-06-20`;
    const res = await table(`per_page=50&search[date][from]=${from}&search[date][to]=${to}`);
    const expected = mine.filter((i) => i.invoiceDate >= from && i.invoiceDate <= to);
    expect(res.body.data).toEqual(expected.map(view));
    expect(res.body.data[0].invoice_date).toBe(to);
    expect(res.body.data.at(-1).invoice_date).toBe(from);
    const onlyFrom = await table(`per_page=50&search[date][from]=${year}-12-01`);
    expect(onlyFrom.body.meta.total).toBe(mine.filter((i) => i.invoiceDate >= `${year}-12-01`).length);
  });

  it('filters by document type', async () => {
    const credits = await table('per_page=50&search[document]=credit');
    expect(credits.body.data).toEqual(mine.filter((i) => i.document === 'credit').map(view));
    expect(credits.body.data.every((i: { amount: number }) => i.amount < 0)).toBe(true);
    const invoices = await table('per_page=50&search[document]=invoice');
    expect(invoices.body.meta.total).toBe(mine.filter((i) => i.document === 'invoice').length);
    // Empty means no filter; an unknown type is a validation error.
    expect((await table('search[document]=')).body.meta.total).toBe(mine.length);
    expect((await table('search[document]=receipt')).status).toBe(422);
  });

  it('filters by number (contains, any case)', async () => {
    const needle = mine[3]!.number.slice(-4).toLowerCase();
    const res = await table(`per_page=50&search[number]=${needle}`);
    expect(res.body.data).toEqual(mine.filter((i) => i.number.toLowerCase().includes(needle)).map(view));
    expect(res.body.data.length).toBeGreaterThan(0);
    const prefix = await table(`per_page=50&search[number]=a${year}`);
    expect(prefix.body.meta.total).toBe(mine.filter((i) => i.document === 'credit' && i.number.startsWith(`A${year}`)).length);
  });

  it('filters by amount range (both ends included)', async () => {
    const sorted = [...mine].sort((a, b) => a.amountCents - b.amountCents);
    const low = sorted[5]!.amountCents / 100;
    const high = sorted[15]!.amountCents / 100;
    const res = await table(`per_page=50&search[amount][from]=${low}&search[amount][to]=${high}`);
    expect(res.body.data).toEqual(mine.filter((i) => i.amountCents >= low * 100 && i.amountCents <= high * 100).map(view));
    expect(res.body.meta.total).toBe(11);
    const negative = await table('per_page=50&search[amount][to]=0');
    expect(negative.body.meta.total).toBe(mine.filter((i) => i.amountCents <= 0).length);
  });

  it('combines filters and sorts by any column', async () => {
    const res = await table(
      `per_page=50&search[document]=invoice&search[date][from]=${year}-01-01&sort_by=amount&sort_desc=true`,
    );
    const expected = mine
      .filter((i) => i.document === 'invoice' && i.invoiceDate >= `${year}-01-01`)
      .sort((a, b) => b.amountCents - a.amountCents);
    expect(res.body.data).toEqual(expected.map(view));
    const byNumber = await table('per_page=5&sort_by=number');
    expect(byNumber.body.data.map((i: { number: string }) => i.number)).toEqual(
      [...mine]
        .map((i) => i.number)
        .sort((a, b) => a.localeCompare(b, 'ca', { numeric: true }))
        .slice(0, 5),
    );
    expect((await table('sort_by=party')).status).toBe(422);
  });

  it('never shows another party’s invoices', async () => {
    const res = await call(`${BASE}/invoices/datatable`, { ...(await basic()), query: 'per_page=50' });
    const theirs = invoicesOf(1004);
    expect(res.body.meta.total).toBe(theirs.length);
    expect(res.body.data.every((i: { id: number }) => theirs.some((t) => t.invoiceId === i.id))).toBe(true);
  });
});

describe('invoice download', () => {
  it('downloads an invoice PDF named after its number', async () => {
    const invoice = invoicesOf(1001).find((i) => i.document === 'invoice')!;
    const res = await call(`${BASE}/invoices/${invoice.invoiceId}`, guest);
    expect(res.status).toBe(200);
    const pdf = await fetch(res.body.url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="Factura ${invoice.number}.pdf"; filename*=UTF-8''Factura%20${invoice.number}.pdf`,
    );
    expect(pdfText(await pdf.arrayBuffer())).toContain(invoice.number);
  });

  it('names a credit note in the caller’s language', async () => {
    const credit = invoicesOf(1001).find((i) => i.document === 'credit')!;
    const ca = await call(`${BASE}/invoices/${credit.invoiceId}`, guest);
    expect(decodeURIComponent(new URL(ca.body.url).searchParams.get('response-content-disposition')!)).toContain(
      `filename="Abonament ${credit.number}.pdf"`,
    );
    const es = await call(`${BASE}/invoices/${credit.invoiceId}`, { ...guest, lang: 'es' });
    expect(new URL(es.body.url).searchParams.get('response-content-disposition')).toContain(
      `filename="Abono ${credit.number}.pdf"`,
    );
  });

  it('does not find another party’s invoice', async () => {
    const theirs = invoicesOf(1002)[0]!;
    const res = await call(`${BASE}/invoices/${theirs.invoiceId}`, guest);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "No s'ha trobat el registre." });
    expect((await call(`${BASE}/invoices/999999`, guest)).status).toBe(404);
    // The same party's other users see it.
    const own = invoicesOf(1001)[0]!;
    expect((await call(`${BASE}/invoices/${own.invoiceId}`, { persona: 'pharmacy-admin' })).status).toBe(200);
  });
});

describe('model 347 letter', () => {
  const total = (partyId: number, y: number) =>
    invoicesOf(partyId)
      .filter((i) => i.invoiceDate.startsWith(`${y}-`))
      .reduce((s, i) => s + i.amountCents, 0) / 100;

  it('states the annual amount when it is over 3,005.06 EUR (last year by default)', async () => {
    const res = await call(`${BASE}/model347`, guest);
    expect(res.status).toBe(200);
    const expected = total(1001, year - 1);
    expect(expected).toBeGreaterThan(3005.06);
    expect(res.body).toMatchObject({ year: year - 1, declared: true });
    expect(res.body.amount).toBeCloseTo(expected, 2);
    const pdf = await fetch(res.body.url);
    expect(pdf.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="Carta model 347 ${year - 1}.pdf"`));
    const text = pdfText(await pdf.arrayBuffer()).replace(/\n/g, ' ');
    const formatted = new Intl.NumberFormat('ca-ES', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: 'always',
    } as Intl.NumberFormatOptions).format(expected);
    expect(text).toContain(`ha estat de ${formatted} €`);
    expect(text).toContain('figurarà a la nostra declaració');
    expect(text).toContain('Farmàcia Puig i Soler');
  });

  it('says no declaration is due under the threshold, and answers any asked year', async () => {
    const res = await call(`${BASE}/model347`, { ...(await basic()), lang: 'es', query: `year=${year - 1}` });
    expect(res.body).toMatchObject({ year: year - 1, declared: false, amount: total(1004, year - 1) });
    const text = pdfText(await (await fetch(res.body.url)).arrayBuffer()).replace(/\n/g, ' ');
    expect(text).toContain('no figurarán en nuestra declaración del modelo 347');
    const current = await call(`${BASE}/model347`, { ...guest, query: `year=${year}` });
    expect(current.body.amount).toBeCloseTo(total(1001, year), 2);
    expect((await call(`${BASE}/model347`, { ...guest, query: 'year=abc' })).status).toBe(422);
  });
});
