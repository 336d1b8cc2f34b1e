/**
 * The administration back office over HTTP: manual sales (per-cell 422, all or none)
 * and the labs statistics at the range boundaries, the catalog month computation and its sends
 * read from the mail capture (attachment and link), the 1706 list, packaging and loyalty on small
 * LibreOffice files (tests/fixtures/administration), the purchase-order-number rules and the
 * platform invoice file.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { shiftMonth } from '../../shared/administration/rules';
import { ADMINISTRATION_STAFF } from '../../infra/local/seed/administration';
import { DEMO_PASSWORD } from '../../infra/local/seed/demo-data';
import { madridToday, nextDate } from '../../shared/time/madrid';
import { api, stack, tokenFor } from './support/api';
import { useStackTable } from './support/workers';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/administration');
const admin = { persona: 'internal-admin' as const };
const as = async (who: keyof typeof ADMINISTRATION_STAFF, lang: 'ca' | 'es' = 'ca') => ({
  token: await tokenFor(ADMINISTRATION_STAFF[who].login, DEMO_PASSWORD),
  lang,
});

/** Products of the tests' own (internal codes XF77..., national codes 77700..), laboratories 2001 and 2002. */
async function putProduct(p: {
  id: number;
  cn: string;
  lab: number;
  cents: number;
  packaging?: Record<string, number>;
  at?: string;
}) {
  const { putProduct } = await import('../../functions/lib/data/entities/product');
  await putProduct({
    productId: p.id,
    code: `XF${p.cn.slice(2)}`,
    nationalCode: p.cn,
    description: `Producte de prova ${p.cn}`,
    templateId: p.id,
    laboratoryId: p.lab,
    listingPriceCents: p.cents,
    ...(p.packaging ? { packaging: p.packaging } : {}),
    erpUpdatedAt: p.at ?? '2001-01-01T00:00:00.000Z',
  });
}

beforeAll(async () => {
  useStackTable();
  await putProduct({ id: 990_001, cn: '7770011', lab: 2001, cents: 1250 });
  await putProduct({ id: 990_002, cn: '7770022', lab: 2002, cents: 399, packaging: { unitsPerBox: 6 } });
});

async function upload(name: string, bytes: Uint8Array, who: Awaited<ReturnType<typeof as>> | typeof admin = admin) {
  const ticket = await api.call('administration.upload_ticket', { body: { file_name: name, size: bytes.length }, ...who });
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
  const put = await fetch(ticket.body.url, { method: ticket.body.method, headers: ticket.body.headers, body: bytes });
  expect(put.status).toBe(200);
  return ticket.body.upload_id;
}

async function workbook(url: string): Promise<{ rows: unknown[][]; disposition: string }> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  const wb = XLSX.read(new Uint8Array(await res.arrayBuffer()), { cellDates: true });
  return {
    rows: XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets[wb.SheetNames[0]!]!, { header: 1, raw: true }),
    disposition: decodeURIComponent(res.headers.get('content-disposition') ?? ''),
  };
}

type LabsStatisticsBody = { lab: number; from: string; to: string; distributors?: number[] };

/** Starts a labs statistics job (202) and polls it until it is over; answers the job as it ended. */
async function labsStatistics(body: LabsStatisticsBody, who: Awaited<ReturnType<typeof as>> | typeof admin) {
  const start = await api.call('administration.labs_statistics.export', { body, ...who });
  expect(start.status, JSON.stringify(start.body)).toBe(202);
  let job = start.body.data;
  for (let i = 0; job.status === 'running' && i < 1200; i++) {
    await new Promise((r) => setTimeout(r, 100));
    const res = await api.call('administration.labs_statistics.job', { params: { job: job.job_id }, ...who });
    expect(res.status).toBe(200);
    job = res.body.data;
  }
  expect(job.status).toBe('done');
  expect(job.url).toBeTruthy();
  return job;
}

interface Mail {
  destination: { to: string[]; cc: string[] };
  subject: string;
  body: { text?: string };
  attachments: { filename?: string; content: string }[];
}
async function mails(): Promise<Mail[]> {
  const res = await fetch(`${stack().urls.mail}/store`);
  return ((await res.json()) as { emails: Mail[] }).emails;
}

describe('manual sales and labs statistics', () => {
  // A year of this run's own, so reruns on the same data never see each other's sales.
  const year = 1950 + Math.floor(Math.random() * 60);
  const d = (md: string) => `${md}/${year}`;

  it('answers 422 per cell in the caller language and writes nothing; then every row; the export keeps from and drops to', async () => {
    const options = await api.call('administration.sales_options', admin);
    const [distributor, other] = options.body.data.distributors;
    const brand = options.body.data.brands[0]!;
    expect(distributor && other && brand).toBeTruthy();
    const row = (date: string, code: string, amount: string, quantity: string) => ({
      date,
      customer: '000123',
      delivery_note: `AM${year}`,
      product_code: code,
      description: 'venda en paper',
      amount,
      quantity,
      notes: '',
    });
    const good = [
      row(d('01/03'), '7770011', '12,50', '2'),
      row(d('15/03'), 'XF70011', '1.234,56', '3'),
      row(`${year}0331`, '7770011', '10', '1'),
      row(d('01/04'), '7770011', '99', '1'),
      row(d('20/03'), '7770022', '5', '1'),
    ];
    const bad = [...good];
    bad[1] = { ...bad[1]!, date: d('31/02') };
    bad[3] = { ...bad[3]!, quantity: 'dos', customer: ' ' };
    const refused = await api.call('administration.insert_sales', {
      body: { brand: brand.id, distributor: distributor!.id, rows: bad },
      ...(await as('insertSales', 'es')),
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.error.errors!).sort()).toEqual(['rows.1.date', 'rows.3.customer', 'rows.3.quantity']);
    expect(refused.error.errors!['rows.1.date']).toEqual(['Debe ser una fecha válida (DD/MM/AAAA).']);
    expect(refused.error.errors!['rows.3.quantity']).toEqual(['Debe ser un número.']);

    const stats = async (body: { from: string; to: string; distributors?: number[]; lab?: number }) => {
      const job = await labsStatistics({ lab: 2001, ...body }, await as('labsStatistics'));
      return workbook(job.url!);
    };
    // Nothing of the refused submit was written.
    expect((await stats({ from: `${year}-01-01`, to: `${year + 1}-01-01` })).rows).toHaveLength(1);

    const saved = await api.call('administration.insert_sales', {
      body: { brand: brand.id, distributor: distributor!.id, rows: good },
      ...(await as('insertSales')),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.data.inserted).toBe(5);

    const march = await stats({ from: `${year}-03-01`, to: `${year}-04-01` });
    const [header, ...rows] = march.rows;
    expect(header).toContain('Data');
    expect(march.disposition).toContain(`Estadístiques Laboratoris Mediterrani 01-03-${year} a 01-04-${year}.xlsx`);
    // 03-01 (from, inclusive), 03-15 (found by internal code), 03-31; not 04-01 (to, exclusive), not lab 2002's.
    expect(rows.map((r) => (r[0] as Date).toISOString().slice(0, 10))).toEqual([
      `${year}-03-01`,
      `${year}-03-15`,
      `${year}-03-31`,
    ]);
    const amount = (header as string[]).indexOf('Import');
    const price = (header as string[]).indexOf('Preu');
    expect(rows.map((r) => r[amount])).toEqual([12.5, 1234.56, 10]);
    expect(rows[0]![price]).toBe(6.25);
    expect((await stats({ from: `${year}-03-02`, to: `${year}-03-31` })).rows).toHaveLength(2);
    expect((await stats({ from: `${year}-03-01`, to: `${year}-04-01`, distributors: [other!.id] })).rows).toHaveLength(1);
    expect((await stats({ from: `${year}-04-01`, to: `${year}-04-02` })).rows).toHaveLength(2);

    const backwards = await api.call('administration.labs_statistics.export', {
      body: { lab: 2001, from: `${year}-04-01`, to: `${year}-03-01` },
      ...admin,
    });
    expect(backwards.status).toBe(422);
    expect(Object.keys(backwards.error.errors!)).toEqual(['to']);
    const notLab = await api.call('administration.labs_statistics.export', {
      body: { lab: 825, from: `${year}-03-01`, to: `${year}-04-01` },
      ...admin,
    });
    expect(notLab.error.errors!.lab).toEqual(["L'entitat triada no és un laboratori."]);
  });
});

describe('labs statistics range', () => {
  it('refuses a "to" after today (spec: dates up to today) in ca and es', async () => {
    const tomorrow = nextDate(madridToday());
    for (const [to, lang, message] of [
      ['2030-01-01', 'ca', 'No pot ser una data futura.'],
      [tomorrow, 'es', 'No puede ser una fecha futura.'],
    ] as const) {
      const res = await api.call('administration.labs_statistics.export', {
        body: { lab: 2001, from: '2026-01-01', to },
        ...(await as('labsStatistics', lang)),
      });
      expect(res.status, to).toBe(422);
      expect(res.error.errors).toEqual({ to: [message] });
    }
  });

  it('answers 1900-01-01 to today with a job (202) that ends done with a file of all the laboratory sales', async () => {
    const to = madridToday();
    const { salesOfLaboratory } = await import('../../functions/lib/administration/imported-sales');
    const sales = await salesOfLaboratory(2001, '1900-01-01', to, []);
    const started = performance.now();
    const job = await labsStatistics({ lab: 2001, from: '1900-01-01', to }, await as('labsStatistics'));
    console.info(
      `labs statistics job 1900-01-01 to today, ${job.total} rows: ${Math.round(performance.now() - started)} ms on the local stand-in`,
    );
    const [header, ...rows] = (await workbook(job.url!)).rows;
    expect(header).toContain('Data');
    // Other tests may add sales of lab 2001 meanwhile: every sale read before the job is in its file.
    expect(rows.length).toBeGreaterThanOrEqual(sales.length);
    expect(job).toMatchObject({ done: rows.length, total: rows.length });
    const day = (r: unknown[]) => (r[0] as Date).toISOString().slice(0, 10);
    expect(rows.every((r) => day(r) >= '1900-01-01' && day(r) < to)).toBe(true);
    const code = (header as string[]).indexOf('Codi de producte');
    const count = (list: string[]) => list.reduce((m, c) => m.set(c, (m.get(c) ?? 0) + 1), new Map<string, number>());
    const inFile = count(rows.map((r) => String(r[code])));
    for (const [c, n] of count(sales.map((s) => s.product_code))) expect(inFile.get(c) ?? 0, c).toBeGreaterThanOrEqual(n);
  });

  it('keeps why a job failed on it, and its poll answers failed with no file', async () => {
    const { putItem } = await import('../../functions/lib/sales-import/store');
    const { failLabsStatistics, getLabsStatisticsJob } = await import('../../functions/lib/administration/labs-statistics-job');
    const jobId = crypto.randomUUID();
    const now = new Date().toISOString();
    await putItem({
      pk: `$adm#labstats#job#${jobId}`,
      sk: '$job',
      jobId,
      status: 'running',
      done: 0,
      total: 0,
      createdAt: now,
      updatedAt: now,
    });
    await failLabsStatistics(jobId, { Error: 'Lambda.Timeout', Cause: 'Task timed out' });
    expect((await getLabsStatisticsJob(jobId))?.error).toBe('Lambda.Timeout: Task timed out');
    const res = await api.call('administration.labs_statistics.job', { params: { job: jobId }, ...admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ job_id: jobId, status: 'failed', url: null });
  });
});

describe('imported sales kept for good', () => {
  it('writes a finished import as imported sales once, and the statistics find them', async () => {
    const { putItem, K } = await import('../../functions/lib/sales-import/store');
    const { persistFinishedImports } = await import('../../functions/lib/sales-import/finish-job');
    // A finished import as the wizard's finish leaves it: the record and its generation's staged rows.
    const generation = 900_000 + Math.floor(Math.random() * 99_000);
    const year = 1900 + Math.floor(Math.random() * 45);
    const FILE = '00000000-0000-4000-8000-000000000000#00';
    const staged = (row: number, date: string, code: string, xf: string | null) => ({
      row,
      date,
      customer: '000777',
      delivery_note: `IMP${row}`,
      product_code: code,
      description: 'importada',
      price: 2.5,
      quantity: 4,
      ...(xf ? { xf } : {}),
    });
    // One page of the file's staged rows, as the import writes them (functions/lib/sales-import/staging.ts).
    await putItem({
      pk: K.stage(generation, FILE),
      sk: 'p00000',
      distributorId: 1,
      rows: [
        staged(1, `${year}-06-01`, 'DIST-CODE', 'XF70022'),
        staged(2, `${year}-06-30`, '7770022', null),
        staged(3, `${year}-07-01`, '7770022', null),
      ],
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
    });
    await putItem({
      pk: '$si#import',
      sk: `${year}-06-30#${generation}`,
      date: `${year}-06-30`,
      generation,
      rows: 3,
      files: [FILE],
    });
    // Another test's finish may archive it first (the sales-import-archive workflow): either way
    // it is marked once, with its rows, and a second run writes nothing twice.
    const { getItem } = await import('../../functions/lib/sales-import/store');
    const { AK } = await import('../../functions/lib/administration/keys');
    await persistFinishedImports();
    expect((await getItem<{ rows: number }>(AK.persisted, `${year}-06-30#${generation}`))?.rows).toBe(3);
    await persistFinishedImports();

    const job = await labsStatistics({ lab: 2002, from: `${year}-06-01`, to: `${year}-07-01` }, admin);
    const { rows } = await workbook(job.url!);
    const [header, ...lines] = rows;
    const source = (header as string[]).indexOf('Origen');
    const code = (header as string[]).indexOf('Codi de producte');
    expect(lines.map((l) => [l[code], l[source]])).toEqual([
      ['DIST-CODE', 'Importació'],
      ['7770022', 'Importació'],
    ]);
  });
});

describe('catalog', () => {
  // A month of this run's own, far ahead (years stop at 2100), and the month before it.
  const month = `20${30 + Math.floor(Math.random() * 70)}-05`;
  const before = shiftMonth(month, -1);
  const cn = { kept: '7771001', gone: '7771002', fresh: '7771003' };

  it('computes new and deleted products against the previous month, with both months figures', async () => {
    await putProduct({ id: 991_001, cn: cn.kept, lab: 2001, cents: 100 });
    await putProduct({ id: 991_002, cn: cn.gone, lab: 2003, cents: 200 });
    const first = await api.call('administration.catalog.update', { body: { date: before }, ...(await as('catalog')) });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.built).toBe(true);

    const { deleteProduct } = await import('../../functions/lib/data/entities/product');
    await deleteProduct(991_002);
    await putProduct({ id: 991_003, cn: cn.fresh, lab: 2001, cents: 12_345 });

    const preview = await api.call('administration.catalog.show', { query: { date: month }, ...(await as('catalog')) });
    expect(preview.body.data.built).toBe(false);
    expect(preview.body.data.catalogs).toEqual([]);
    const begun = await api.call('administration.catalog.update', { body: { date: month }, ...(await as('catalog')) });
    const data = begun.body.data;
    expect(data.new.map((p) => p.national_code)).toContain(cn.fresh);
    expect(data.new.map((p) => p.national_code)).not.toContain(cn.kept);
    expect(data.deleted).toEqual([{ national_code: cn.gone, description: `Producte de prova ${cn.gone}`, listing_price: 2 }]);
    expect(data.new.find((p) => p.national_code === cn.fresh)!.listing_price).toBe(123.45);
    expect(data.figures).toMatchObject({ month, new: data.new.length, deleted: 1 });
    expect(data.previous).toEqual(first.body.data.figures);
    expect(data.catalogs.map((c) => c.platform)).toEqual([825, 748, 867, 9023, 1706]);
    expect(data.catalogs.every((c) => !c.stale && c.version === 1)).toBe(true);
    // Platforms named as the ERP names them; the 1706 file's name says "catalog" once.
    const mmYyyy = month.split('-').reverse().join('-');
    expect(data.catalogs.map((c) => c.file)).toEqual(
      ['Cofares', 'Hefame', 'Plataforma Logística Lleida', 'Plataforma Logística Madrid']
        .map((p) => `Catàleg ${p} ${mmYyyy}.xlsx`)
        .concat(`Catàleg especial 1706 ${mmYyyy}.xlsx`),
    );

    const file = await api.call('administration.catalog.file', { params: { month, platform: 825 }, ...(await as('catalog')) });
    const xlsx = await workbook(file.body.url);
    expect(xlsx.rows[0]).toEqual(['CN', 'Descripció', 'PVL']);
    expect(xlsx.rows).toContainEqual([cn.fresh, `Producte de prova ${cn.fresh}`, 123.45]);
    expect(xlsx.rows.map((r) => r[0])).not.toContain(cn.gone);
    // The 1706 file holds only the products of its laboratories (seeded: 2001 and 2003).
    const special = await api.call('administration.catalog.file', { params: { month, platform: 1706 }, ...admin });
    expect((await workbook(special.body.url)).rows.map((r) => r[0])).toContain(cn.fresh);
  });

  it('sends by mail with the file attached, logs it, asks to confirm a resend, refuses no recipient and a stale file', async () => {
    const send = (body: Record<string, unknown>) =>
      api.call('administration.catalog.send', { body: { date: month, platform: 825, ...body } as never, ...admin });
    const none = await send({ to: ' , ,', cc: '' });
    expect(none.status).toBe(422);
    expect(none.error.errors!.to).toEqual(['Indiqueu almenys un destinatari vàlid.']);
    expect((await send({ to: 'not-an-address' })).status).toBe(422);

    const to = `cat-${month}@cofares.example.com`;
    const sent = await send({ to: ` ${to} , , segon-${month}@cofares.example.com `, cc: `copia-${month}@example.com` });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data.sends).toHaveLength(1);
    expect(sent.body.data.sends[0]).toMatchObject({
      to: [to, `segon-${month}@cofares.example.com`],
      cc: [`copia-${month}@example.com`],
      file_version: 1,
      delivery: 'attachment',
      sent_by: 'admin',
    });
    const mail = (await mails()).filter((m) => m.destination.to.join(',').includes(to)).at(-1)!;
    expect(mail.subject).toContain(month.split('-').reverse().join('/'));
    expect(mail.destination.cc.join(',')).toContain(`copia-${month}@example.com`);
    expect(mail.attachments).toHaveLength(1);
    const attached = XLSX.read(Buffer.from(mail.attachments[0]!.content, 'base64'));
    const attachedRows = XLSX.utils.sheet_to_json<unknown[]>(attached.Sheets[attached.SheetNames[0]!]!, { header: 1 });
    expect(attachedRows.map((r) => r[0])).toContain(cn.fresh);
    // The mail is in Spanish and so is its file, though the month was begun in Catalan.
    expect(mail.attachments[0]!.filename).toBe(`Catálogo Cofares ${month.split('-').reverse().join('-')}.xlsx`);
    expect(attached.SheetNames).toEqual(['Catálogo']);
    expect(attachedRows[0]).toEqual(['CN', 'Descripción', 'PVL']);

    const again = await send({ to });
    expect(again.status).toBe(409);
    const confirmed = await send({ to, resend: true });
    expect(confirmed.body.data.sends).toHaveLength(2);

    // A product changes after the files were made: the send is refused until the month is begun again.
    await putProduct({ id: 991_001, cn: cn.kept, lab: 2001, cents: 150, at: new Date().toISOString() });
    const stale = await send({ to, resend: true });
    expect(stale.status).toBe(409);
    expect(stale.error.message).toContain("és anterior a l'última actualització de productes");
    const shown = await api.call('administration.catalog.show', { query: { date: month }, ...admin });
    expect(shown.body.data.catalogs.every((c) => c.stale)).toBe(true);
    const rebuilt = await api.call('administration.catalog.update', { body: { date: month }, ...admin });
    expect(rebuilt.body.data.catalogs[0]).toMatchObject({ version: 2, stale: false });
    expect((await send({ to, resend: true })).body.data.sends.at(-1)!.file_version).toBe(2);
  });

  it('replaces a file by an upload and sends a large one as a time-limited link', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Catàleg');
    ws.addRow(['CN', 'Descripció', 'PVL']);
    // Random text does not compress: about 3 MB of xlsx, over the 2 MB attachment limit.
    for (let i = 0; i < 30_000; i++)
      ws.addRow([String(7_000_000 + i), Buffer.from(crypto.getRandomValues(new Uint8Array(75))).toString('base64'), 1]);
    const big = new Uint8Array(await wb.xlsx.writeBuffer());
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const wrong = await api.call('administration.catalog.replace_file', {
      params: { month, platform: 867 },
      body: { file: await upload('cataleg.csv', new TextEncoder().encode('CN;x\n1;2\n')) },
      ...admin,
    });
    expect(wrong.status).toBe(422);
    expect(wrong.error.errors!.file).toBeDefined();
    const replaced = await api.call('administration.catalog.replace_file', {
      params: { month, platform: 867 },
      body: { file: await upload('cataleg gran.xlsx', big) },
      ...admin,
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.data).toMatchObject({ platform: 867, source: 'uploaded', size: big.length, stale: false });

    const to = `gran-${month}@plt867.example.com`;
    const sent = await api.call('administration.catalog.send', { body: { date: month, platform: 867, to }, ...admin });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data.sends.at(-1)).toMatchObject({ delivery: 'link', file_version: replaced.body.data.version });
    const mail = (await mails()).filter((m) => m.destination.to.join(',').includes(to)).at(-1)!;
    expect(mail.attachments).toHaveLength(0);
    const link = /https?:\/\/\S+/.exec(mail.body.text ?? '')![0];
    expect(link).toContain('X-Amz-Expires=604800');
    const res = await fetch(link);
    expect(new Uint8Array(await res.arrayBuffer()).length).toBe(big.length);
  }, 180_000);

  it('reads the products from the product list index; one stored before the index joins it by the backfill', async () => {
    // A month of its own with no catalog before it: its preview lists every product in the index as new.
    const alone = `19${10 + Math.floor(Math.random() * 80)}-07`;
    const old = { id: 991_100 + Math.floor(Math.random() * 800), cn: '7772001' };
    const { productRecords, backfillProductList } = await import('../../functions/lib/data/entities/product');
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
    const { dynamo } = await import('../../functions/lib/aws');
    const item = productRecords.item({
      productId: old.id,
      code: `XF${old.id}`,
      nationalCode: old.cn,
      description: `Producte antic ${old.cn}`,
      templateId: old.id,
      listingPriceCents: 500,
      erpUpdatedAt: '2001-01-01T00:00:00.000Z',
    });
    // As the item was written before the product list index existed.
    const { gsi4pk: _pk, gsi4sk: _sk, row: _row, ...before } = item;
    await dynamo().send(new PutCommand({ TableName: 'portal', Item: before }));
    const codes = async () =>
      (await api.call('administration.catalog.show', { query: { date: alone }, ...admin })).body.data.new.map(
        (p) => p.national_code,
      );
    expect(await codes()).toContain('7770011');
    expect(await codes()).not.toContain(old.cn);
    expect(await backfillProductList()).toBeGreaterThanOrEqual(1);
    expect(await codes()).toContain(old.cn);
  });
});

describe('1706 special catalog', () => {
  it('takes laboratory parties only, and an undo re-adds a deleted one', async () => {
    const start = await api.call('parties.ah1706.index', await as('catalog'));
    const ids = start.body.data.map((p) => p.id);
    const refused = await api.call('parties.ah1706.update', { body: { parties: [2001, 1001] }, ...admin });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.error.errors!)).toEqual(['parties.1']);
    const withAll = await api.call('parties.ah1706.update', { body: { parties: [...new Set([...ids, 2002])] }, ...admin });
    expect(withAll.body.data.map((p) => p.id)).toContain(2002);
    const removed = await api.call('parties.ah1706.update', { body: { parties: ids.filter((id) => id !== 2002) }, ...admin });
    expect(removed.body.data.map((p) => p.id)).not.toContain(2002);
    const undone = await api.call('parties.ah1706.update', {
      body: { parties: [...removed.body.data.map((p) => p.id), 2002] },
      ...admin,
    });
    expect(undone.body.data.map((p) => p.id)).toContain(2002);
    await api.call('parties.ah1706.update', { body: { parties: ids }, ...admin });
  });
});

describe('packaging and loyalty on LibreOffice files', () => {
  it('lists products not found, updated and inserted', async () => {
    const who = await as('packaging');
    const file = await upload('packaging.xlsx', fs.readFileSync(path.join(FIXTURES, 'packaging.xlsx')), who);
    const res = await api.call('administration.packaging.import', { body: { file }, ...who });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.products_not_found.map((r) => r.code)).toEqual(['0000000']);
    expect(res.body.data.products_updated.map((r) => r.code)).toEqual(['7770022']);
    expect(res.body.data.products_inserted.map((r) => r.code)).toEqual(['7770011']);
    const { getProduct } = await import('../../functions/lib/data/entities/product');
    expect((await getProduct(990_002))!.packaging).toMatchObject({
      unitsPerBox: 24,
      grossWeightG: 1200.5,
    });
    const pdf = await api.call('administration.upload_ticket', { body: { file_name: 'embalatge.pdf', size: 10 }, ...who });
    expect(pdf.status).toBe(422);
  });

  it('converts a farmapremium file into converted, skipped and error lines; the export holds the converted ones', async () => {
    const who = await as('farmapremium', 'es');
    const file = await upload('farmapremium.xlsx', fs.readFileSync(path.join(FIXTURES, 'farmapremium.xlsx')), who);
    const res = await api.call('administration.farmapremium.convert', { body: { file, date: '2026-10' }, ...who });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { counts, lines, id } = res.body.data;
    expect(counts).toEqual({ converted: 2, skipped: 2, error: 2 });
    expect(lines.map((l) => l.result)).toEqual(['converted', 'converted', 'skipped', 'error', 'error', 'skipped']);
    expect(lines[0]).toMatchObject({
      customerCode: '000123',
      productCode: 'XF70011',
      price: 12.5,
      quantity: 2,
      date: '2026-10-31',
    });
    expect(lines[1]!.price).toBe(3.46);
    expect(lines[3]!.error).toBe('No se ha encontrado el producto 9999999.');
    expect(lines[4]!.error).toBe('El PVP unitario no es un número.');
    const exported = await api.call('administration.farmapremium.export', { params: { id }, ...who });
    const xlsx = await workbook(exported.body.url);
    expect(xlsx.disposition).toContain('Farmapremium 10-2026.xlsx');
    expect(xlsx.rows).toHaveLength(3);
  });
});

describe('platform invoicing', () => {
  it('asks the purchase order number on 867 (optional), 748 and 9023 (required), never on 825', async () => {
    const who = await as('platformInvoicing');
    const attempt = (platform: number, number?: string) =>
      api.call('administration.platform_invoicing.download', {
        body: {
          platform,
          file: '00000000-0000-4000-8000-000000000000',
          date: '2026-11-20',
          groupBy: 'whatever',
          purchase_order_number: number,
        },
        ...who,
      });
    for (const p of [748, 9023]) expect((await attempt(p)).error.errors!).toHaveProperty('purchase_order_number');
    for (const p of [748, 9023, 867])
      expect((await attempt(p, 'PO-1')).error.errors!).not.toHaveProperty('purchase_order_number');
    expect((await attempt(867)).error.errors!).not.toHaveProperty('purchase_order_number');
    expect((await attempt(825, 'PO-1')).error.errors!).toHaveProperty('purchase_order_number');
    expect((await attempt(825)).error.errors!).toEqual({ outs: ['Trieu almenys una sortida o una consignació.'] });
  });

  it('fills an order outs and builds the invoice from the file, grouped by out', async () => {
    const who = await as('platformInvoicing');
    const orders = await api.call('administration.platform_invoicing.purchase_orders', { params: { platform: 867 }, ...who });
    let out: string | undefined;
    for (const order of Object.values(orders.body.data)) {
      const contents = await api.call('administration.platform_invoicing.by_purchase_order', {
        body: { purchase: order.id },
        ...who,
      });
      expect(contents.status).toBe(200);
      out ??= contents.body.data.outs[0];
    }
    expect(out).toBeDefined();
    const sheet = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      sheet,
      XLSX.utils.aoa_to_sheet([
        ['Albarán', 'CN', 'Cantidad', 'Precio'],
        [out!, '7770011', 2, 10.5],
        [out!, '7770022', 1, null],
        ['ALTRE', '7770011', 9, 1],
      ]),
      'Linies',
    );
    const file = await upload('linies.xlsx', new Uint8Array(XLSX.write(sheet, { type: 'array', bookType: 'xlsx' })), who);
    // A file with no line of the chosen outs is refused on the file, not a header-only invoice.
    const others = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      others,
      XLSX.utils.aoa_to_sheet([
        ['Albarán', 'CN', 'Cantidad', 'Precio'],
        ['ALTRE', '7770011', 9, 1],
      ]),
      'L',
    );
    const none = await api.call('administration.platform_invoicing.download', {
      body: {
        platform: 867,
        file: await upload('altres.xlsx', new Uint8Array(XLSX.write(others, { type: 'array', bookType: 'xlsx' })), who),
        date: '2026-11-20',
        outs: [out!],
        groupBy: 'outs',
      },
      ...who,
      lang: 'es',
    });
    expect(none.status).toBe(422);
    expect(none.error.errors).toEqual({
      file: ['Ninguna línea del fichero es de las salidas elegidas: no se ha hecho ninguna factura.'],
    });
    const res = await api.call('administration.platform_invoicing.download', {
      body: { platform: 867, file, date: '2026-11-20', outs: [out!], groupBy: 'outs' },
      ...who,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { rows, disposition } = await workbook(res.body.url);
    expect(disposition).toContain('Factura');
    const [header, ...lines] = rows as unknown[][];
    const amount = header!.indexOf('Import');
    expect(lines).toHaveLength(3);
    expect(lines.map((l) => l[amount])).toEqual([21, 3.99, 24.99]);
  });
});
