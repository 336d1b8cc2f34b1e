/**
 * The sales import over HTTP: config, the upload workflow run end to end on the
 * stand-in's Step Functions runner with files made by LibreOffice (every format stages the same
 * rows), per-file errors in the caller's language, idempotent re-upload, layout change
 * detection, rejected rows, each step's call, conversions' rules and finish.
 */
import { describe, expect, it } from 'vitest';
import type { ImportJobView } from '../../shared/sales-import/views';
import { SALE_FIELDS } from '../../shared/sales-import/mapping';
import { DEMO_PROFILE } from '../../infra/local/seed/sales-import';
import { api, useStandIn } from './support/api';
import { as, fileDistributors, finishStaging, fixture, upload, waitForJob, whenFree } from './support/sales-import';

/** Distributor ids of this file (the demo ones are 1 and 2). */
const distributors = fileDistributors(900_000 + Math.floor(Math.random() * 90_000), 'Test');
const distributor = distributors.create;

/** sales.csv's sales under other delivery notes (and one customer code padded to 7): other sales, with the same totals. */
const otherNotes = () =>
  Buffer.from(fixture('sales.csv').toString('utf8').replaceAll('A-100', 'B-100').replaceAll('"000789"', '"0000789"'));

async function runImport(distributorId: number, files: [string, Buffer][], lang: 'ca' | 'es' = 'ca') {
  const ids: string[] = [];
  for (const [name, bytes] of files) ids.push(await upload(name, bytes));
  const auth = await as(lang);
  const start = await whenFree(() =>
    api.call('sales_import.upload', {
      body: { distributor: distributorId, brand: 1, files: ids },
      ...auth,
    }),
  );
  expect(start.status, JSON.stringify(start.body)).toBe(202);
  return waitForJob(start.body.data.job_id, lang);
}

/** On an emptied staging, a new distributor's import of sales.xlsx and of its sales under other notes (sales-b.csv), ready. */
async function importXlsxAndOtherNotes() {
  await finishStaging();
  const id = await distributor();
  const upload = await runImport(id, [
    ['sales.xlsx', fixture('sales.xlsx')],
    ['sales-b.csv', otherNotes()],
  ]);
  expect(upload.status).toBe('ready');
  return { id, upload };
}

/** Starts a job on the staging (a refresh or an export: 202) and waits for it. */
async function job(call: () => Promise<{ status: number; body: unknown }>, lang: 'ca' | 'es' = 'ca'): Promise<ImportJobView> {
  const start = await whenFree(call);
  expect(start.status, JSON.stringify(start.body)).toBe(202);
  const done = await waitForJob((start.body as { data: { job_id: string } }).data.job_id, lang);
  expect(done.status, JSON.stringify(done)).toBe('ready');
  return done;
}

/** A workbook an export job wrote, read back. */
async function workbook(call: () => Promise<{ status: number; body: unknown }>, options: { cellDates?: boolean } = {}) {
  const done = await job(call);
  const { read } = await import('@e965/xlsx');
  return read(Buffer.from(await (await fetch(done.url!)).arrayBuffer()), options);
}

/** Every staged row, as the step 7 download writes it (date, customer, note, product, description, quantity, price). */
async function stagedRows(): Promise<unknown[][]> {
  const { utils } = await import('@e965/xlsx');
  const book = await workbook(async () => api.call('sales_import.download', { body: { date: '2026-12-01' }, ...(await as()) }), {
    cellDates: true,
  });
  const table = utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: true, UTC: true });
  const day = (d: unknown) => (d instanceof Date ? d.toISOString().slice(0, 10) : d);
  return table.slice(1).map((r) => [day(r[0]), r[1], r[4], r[5], r[7], r[8], r[9]]);
}

describe('config', () => {
  it('creates and edits distributors with every field required and a user-chosen id that can change', async () => {
    const empty = await api.call('sales_import.distributors.store', { body: {} as never, ...(await as()) });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.error.errors!).sort()).toEqual(
      ['id', 'name', 'party_id', 'sheet', 'first_row', ...SALE_FIELDS, 'date_format'].sort(),
    );
    const bad = await api.call('sales_import.distributors.store', {
      body: { id: 5, name: 'x', party_id: 1001, ...DEMO_PROFILE, date: 'A1', date_format: 'd/d/Y' },
      ...(await as('es')),
    });
    expect(bad.status).toBe(422);
    expect(bad.error.errors!.date_format![0]).toMatch(/formato de fecha/);
    expect(bad.error.errors!.date).toBeDefined();

    const id = await distributor();
    const taken = await api.call('sales_import.distributors.store', {
      body: { id, name: 'again', party_id: 1001, ...DEMO_PROFILE },
      ...(await as()),
    });
    expect(taken.status).toBe(422);
    expect(taken.error.errors!.id).toBeDefined();

    const moved = id - 500_000;
    const edit = await api.call('sales_import.distributors.update', {
      params: { id },
      body: { id: moved, name: 'Renamed', party_id: 1002, ...DEMO_PROFILE, customer: 'b' },
      ...(await as()),
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body.data).toMatchObject({ id: moved, name: 'Renamed', party_id: 1002, customer: 'B', party: { id: 1002 } });
    const list = (await api.call('sales_import.distributors.index', await as())).body.data;
    expect(list.some((d) => d.id === moved)).toBe(true);
    expect(list.some((d) => d.id === id)).toBe(false);
    expect(
      (await api.call('sales_import.distributors.update', { params: { id }, body: edit.body.data as never, ...(await as()) }))
        .status,
    ).toBe(404);
    const unknownParty = await api.call('sales_import.distributors.store', {
      body: { id: distributors.nextId(), name: 'x', party_id: 987654, ...DEMO_PROFILE },
      ...(await as()),
    });
    expect(unknownParty.status).toBe(422);
  });

  it('creates and renames brands', async () => {
    expect((await api.call('sales_import.brands.store', { body: { name: ' ' }, ...(await as()) })).status).toBe(422);
    const created = await api.call('sales_import.brands.store', { body: { name: 'Marca prova' }, ...(await as()) });
    expect(created.status).toBe(201);
    const renamed = await api.call('sales_import.brands.update', {
      params: { id: created.body.data.id },
      body: { name: 'Marca provada' },
      ...(await as()),
    });
    expect(renamed.body.data).toEqual({ id: created.body.data.id, name: 'Marca provada' });
    const list = (await api.call('sales_import.brands.index', await as())).body.data;
    expect(list).toContainEqual({ id: created.body.data.id, name: 'Marca provada' });
  });
});

describe('the upload workflow', () => {
  it('stages exactly the same rows from xlsx, xls, ods, fods, a Windows-1252 ; decimal-comma CSV and a TSV', async () => {
    await finishStaging();
    const formats = ['sales.xlsx', 'sales.xls', 'sales.ods', 'sales.fods', 'sales-win1252.csv', 'sales.tsv'];
    const staged: unknown[] = [];
    for (const name of formats) {
      // One distributor each: the same rows for the same distributor and month would be a re-upload.
      const job = await runImport(await distributor(), [[name, fixture(name)]]);
      expect(job.status).toBe('ready');
      expect(job.files[0], name).toMatchObject({ status: 'staged', rows: 6, rejected: 2, rows_read: 8, month: '2026-11' });
      staged.push(await stagedRows());
      await finishStaging();
    }
    expect(staged[0]).toHaveLength(6);
    for (const [i, s] of staged.entries()) expect(s, formats[i]).toEqual(staged[0]);
    // Dates, prices to the cent, leading zeroes and a negative quantity, as the file had them.
    expect(staged[0]).toEqual([
      ['2026-11-05', '000123', 'A-1001', '0123456', 'Ibuprofèn 600 mg', 10, 3.45],
      ['2026-11-06', '000123', 'A-1001', '6543210', 'Paracetamol 1 g', 24, 1.2],
      ['2026-11-07', '004567', 'A-1002', '0123456', 'Ibuprofèn 600 mg', -2, 3.45],
      ['2026-11-10', '123456', 'A-1003', '7000012', 'Crema solar SPF50', 5, 12.99],
      ['2026-11-15', '004567', 'A-1004', '8470001234567', 'Tiretes «niños»', 100, 0.85],
      ['2026-11-30', '000789', 'A-1005', '0123456', 'Ibuprofèn 600 mg', 1, 3.4],
    ]);
    // Six imports, six export jobs and six finishes on the workflow runner.
  }, 180_000);

  it(
    'runs two files end to end: progress, summary, rejected rows, re-upload idempotency and each step',
    { timeout: 120_000 },
    async () => {
      const { id, upload } = await importXlsxAndOtherNotes();
      // The CSV holds the xlsx's sales under other delivery notes: other sales, both staged.
      expect(upload.files.map((f) => [f.file_name, f.status, f.rows, f.rejected])).toEqual([
        ['sales.xlsx', 'staged', 6, 2],
        ['sales-b.csv', 'staged', 6, 2],
      ]);
      expect(upload.rows).toBe(12);

      const state = await api.call('sales_import.rows', await as());
      expect(state.body.data).toEqual({ has_rows: true, rows: 12 });
      const summary = (await api.call('sales_import.grouped', await as())).body.data;
      // 2 x (3.45*10 + 1.2*24 + 3.45*-2 + 12.99*5 + 0.85*100 + 3.4*1) = 2 x 209.75
      expect(summary).toEqual({ customers: 12, totalPrice: 419.5, totalQuantity: 276, rejected: 4 });

      const rejected = await api.call('sales_import.rejected', { params: { job: upload.id }, ...(await as('es')) });
      expect(rejected.status).toBe(200);
      const { read, utils } = await import('@e965/xlsx');
      const book = read(Buffer.from(await (await fetch(rejected.body.url)).arrayBuffer()));
      const table = utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
      expect(table[0]).toContain('Error');
      expect(table.slice(1).map((r) => r[r.length - 1])).toEqual([
        'Fecha no válida (d/m/Y)',
        'Campo vacío: Código de producto',
        'Fecha no válida (d/m/Y)',
        'Campo vacío: Código de producto',
      ]);

      // The same content again for the same distributor and month: not staged twice.
      const again = await runImport(id, [['sales-copy.xlsx', fixture('sales.xlsx')]], 'es');
      expect(again.files[0]).toMatchObject({ status: 'duplicate', rows: 0 });
      expect(again.files[0]!.message).toMatch(
        /^El fichero sales-copy.xlsx ya se cargó para este distribuidor y mes el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}\.$/,
      );
      expect((await api.call('sales_import.rows', await as())).body.data.rows).toBe(12);
      // The xlsx's very rows again as a CSV (another format, other bytes): flagged, naming the earlier file.
      const resent = await runImport(id, [['sales.csv', fixture('sales.csv')]], 'es');
      expect(resent.files[0]).toMatchObject({ status: 'duplicate', rows: 0 });
      expect(resent.files[0]!.message).toMatch(
        /^Las filas del fichero sales\.csv .* ya se cargaron con el fichero sales\.xlsx el \d{2}\/\d{2}\/\d{4} /,
      );
      expect((await api.call('sales_import.grouped', await as())).body.data.customers).toBe(12);

      // Step 3: product codes without conversion, one row each, with check-digit flags.
      const news = (await api.call('sales_import.new_products', await as())).body.data;
      expect(news.map((n) => [n.product_code, n.cn_check_failed, n.ean_check_failed]).sort()).toEqual([
        ['6543210', true, false],
        ['7000012', true, false],
        ['8470001234567', false, true],
      ]);
      // The step lists are paged and sorted by the server.
      const paged = await api.call('sales_import.new_products', {
        query: { per_page: 2, page: 2, sort_by: 'product_code', sort_desc: true },
        ...(await as()),
      });
      expect([paged.body.data.map((n) => n.product_code), paged.body.meta.total]).toEqual([['6543210'], 3]);
      const dup = await api.call('sales_import.convert_cn_add', {
        body: {
          conversions: [
            { cn: '7000012', xf: 'XF70000' },
            { cn: '0123456', xf: 'XF99999' },
          ],
        },
        ...(await as()),
      });
      expect(dup.status).toBe(422);
      expect(dup.error.errors).toEqual({ 'conversions.1.cn': ['Ja existeix una conversió per al codi de producte 0123456.'] });
      const added = await api.call('sales_import.convert_cn_add', {
        body: { conversions: [{ cn: '7000012', xf: 'XF70000', description: 'Crema' }] },
        ...(await as()),
      });
      expect(added.body.data).toEqual({ added: 1 });
      expect((await job(async () => api.call('sales_import.convert_cn_apply', await as()))).updated).toBe(2);
      expect((await api.call('sales_import.new_products', await as())).body.data.map((n) => n.product_code).sort()).toEqual([
        '6543210',
        '8470001234567',
      ]);

      // Step 4: specialities (codes 6-9...) sold to customers with a deposit: 6543210 to 000123.
      const specialities = (await api.call('sales_import.sl_with_specialities', await as())).body.data;
      expect(specialities.map((s) => [s.product, s.tax_id, s.name])).toEqual([['6543210', 'B12345678', 'Farmàcia Demo SL']]);

      // Step 5: customers without a deposit. The CSV pads 000789 to 7 characters.
      expect((await api.call('sales_import.no_deposit', await as())).body.data).toEqual([
        { customer: '0000789', rows: 1 },
        { customer: '000789', rows: 1 },
        { customer: '004567', rows: 4 },
        { customer: '123456', rows: 2 },
      ]);
      await api.call('sales_import.convert_pf.store', {
        body: { customer_code: '004567', sl_code: 'B7654321', sl: 'Zeros SL', pf_code: 'PF4567' },
        ...(await as()),
      });
      // Leading zeroes go only down to a conversion's 6 characters: 000789 and 004567 are kept whole.
      const preview = (await api.call('sales_import.remove_leading_zeroes.preview', await as())).body.data;
      expect(preview).toEqual({
        customers: 1,
        rows: 1,
        examples: [{ from: '0000789', to: '000789', rows: 1 }],
        stripped_rows: 0,
      });
      // The stripped row, and 004567's four rows matched with their new conversion.
      const stale = await api.call('sales_import.remove_leading_zeroes', { body: { rows: 2 }, ...(await as('es')) });
      expect([stale.status, stale.error.message]).toEqual([
        409,
        'Las filas importadas han cambiado desde que las revisó. Vuelva a revisarlas antes de continuar.',
      ]);
      expect(
        (await job(async () => api.call('sales_import.remove_leading_zeroes', { body: { rows: 1 }, ...(await as()) }))).updated,
      ).toBe(5);
      expect((await api.call('sales_import.no_deposit', await as())).body.data).toEqual([
        { customer: '000789', rows: 2 },
        { customer: '123456', rows: 2 },
      ]);
      // Undone until finish: the codes as read come back.
      expect((await api.call('sales_import.remove_leading_zeroes.preview', await as())).body.data.stripped_rows).toBe(1);
      expect(
        (await job(async () => api.call('sales_import.restore_leading_zeroes', { body: { rows: 1 }, ...(await as()) }))).updated,
      ).toBe(1);
      expect((await api.call('sales_import.no_deposit', await as())).body.data.map((c) => c.customer)).toEqual([
        '0000789',
        '000789',
        '123456',
      ]);
      expect((await api.call('sales_import.restore_leading_zeroes', { body: { rows: 1 }, ...(await as()) })).status).toBe(409);

      // Step 6: wrong prices: 6543210 at 1.20 vs pvf 1.25; 8470001234567 has no catalog entry.
      const wrong = (await api.call('sales_import.wrong_prices', await as())).body.data;
      expect(wrong.map((w) => [w.product, w.price, w.pvf_xf, w.difference]).sort()).toEqual([
        ['0123456', 3.4, 3.45, -0.05],
        ['0123456', 3.4, 3.45, -0.05],
        ['6543210', 1.2, 1.25, -0.05],
        ['6543210', 1.2, 1.25, -0.05],
        ['8470001234567', 0.85, null, null],
        ['8470001234567', 0.85, null, null],
      ]);
      const noEntry = wrong.find((w) => w.pvf_xf === null)!;
      expect((await api.call('sales_import.wrong_prices_update', { body: { ids: [noEntry.id] }, ...(await as()) })).status).toBe(
        422,
      );
      const fix = wrong.filter((w) => w.product === '6543210').map((w) => w.id);
      expect((await api.call('sales_import.wrong_prices_update', { body: { ids: fix }, ...(await as()) })).body.data).toEqual({
        updated: 2,
      });
      expect((await api.call('sales_import.wrong_prices', await as())).body.data.some((w) => w.product === '6543210')).toBe(
        false,
      );
      // The summary moved with the fixed prices: 2 rows x 24 x +0.05.
      expect((await api.call('sales_import.grouped', await as())).body.data.totalPrice).toBe(421.9);
      const wrongBook = await workbook(async () => api.call('sales_import.wrong_prices_export', await as()));
      expect(utils.sheet_to_json(wrongBook.Sheets[wrongBook.SheetNames[0]!]!)).toHaveLength(4);
      // The wrong prices' and the conversions' files are named with the import's month, in the caller's language.
      const fileName = (url: string) =>
        decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(new URL(url).searchParams.get('response-content-disposition')!)![1]!);
      for (const [lang, wrongName, cnName] of [
        ['ca', 'Preus erronis novembre 2026.xlsx', 'convert_cn novembre 2026.xlsx'],
        ['es', 'Precios erróneos noviembre 2026.xlsx', 'convert_cn noviembre 2026.xlsx'],
      ] as const) {
        const named = await job(async () => api.call('sales_import.wrong_prices_export', await as(lang)), lang);
        expect(fileName(named.url!)).toBe(wrongName);
        const cn = await api.call('sales_import.convert_cn.export', {
          query: { search: { cn: '0123456' } },
          ...(await as(lang)),
        });
        expect(cn.status, JSON.stringify(cn.body)).toBe(200);
        expect(fileName(cn.body.url)).toBe(cnName);
      }

      // Step 7: download, then finish empties the staging area.
      const sales = await workbook(async () =>
        api.call('sales_import.download', { body: { date: '2026-12-01' }, ...(await as()) }),
      );
      expect(utils.sheet_to_json(sales.Sheets[sales.SheetNames[0]!]!)).toHaveLength(12);
      const { stagingState, getItem } = await lib();
      const { generation } = await stagingState();
      expect((await api.call('sales_import.finish', { body: { date: '2026-12-01' }, ...(await as()) })).body.data).toEqual({
        rows: 12,
      });
      expect((await api.call('sales_import.rows', await as())).body.data).toEqual({ has_rows: false, rows: 0 });
      // The sales-import-archive workflow writes the finished rows as imported sales, then marks the import.
      let archived: { rows: number } | null = null;
      for (let i = 0; i < 120 && !archived; i++) {
        archived = await getItem<{ rows: number }>('$sale#persisted', `2026-12-01#${generation}`);
        if (!archived) await new Promise((r) => setTimeout(r, 250));
      }
      expect(archived?.rows).toBe(12);
      expect((await api.call('sales_import.wrong_prices', await as())).body.data).toEqual([]);
    },
  );

  it('answers bad files one by one in the caller language while the others go on', async () => {
    await finishStaging();
    const id = await distributor();
    const headerOnly = Buffer.from('Ventas\r\nFecha,Cliente,Albarán,Código,Descripción,Precio,Cantidad\r\n');
    const job = await runImport(
      id,
      [
        ['not-a-sheet.xlsx', Buffer.from([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])],
        ['empty.csv', headerOnly],
        ['sales.ods', fixture('sales.ods')],
        ['damaged.xlsx', Buffer.from(fixture('sales.xlsx')).fill(0x41, 2000, 2400)],
      ],
      'es',
    );
    expect(job.status).toBe('ready');
    expect(job.files.map((f) => [f.status, f.rows])).toEqual([
      ['failed', 0],
      ['failed', 0],
      ['staged', 6],
      ['failed', 0],
    ]);
    // A damaged xlsx reads as an empty sheet: it is named damaged, not "no data rows".
    expect(job.files[3]!.message).toMatch(/^El fichero damaged\.xlsx está dañado/);
    expect(job.files[0]!.message).toMatch(/No se puede leer el fichero not-a-sheet.xlsx/);
    expect(job.files[1]!.message).toBe('El fichero empty.csv no tiene ninguna fila de datos.');

    // Wrong sheet: named in the profile, absent from the file.
    const other = await distributor({ sheet: 'Vendes' });
    const sheetJob = await runImport(other, [['sales.xlsx', fixture('sales.xlsx')]]);
    expect(sheetJob.files[0]!.status).toBe('failed');
    expect(sheetJob.files[0]!.message).toMatch(/no té cap full «Vendes»/);
    await finishStaging();
  });

  it('stops a file whose columns changed, naming the missing and new ones', async () => {
    await finishStaging();
    const id = await distributor();
    expect((await runImport(id, [['sales.tsv', fixture('sales.tsv')]])).files[0]!.status).toBe('staged');
    const changed = fixture('sales.tsv').toString('utf8').replace('Cantidad', 'Unidades').replace('05/11/2026', '04/11/2026');
    const job = await runImport(id, [['changed.tsv', Buffer.from(changed)]]);
    expect(job.files[0]).toMatchObject({ status: 'failed', rows: 0 });
    expect(job.files[0]!.message).toContain('Hi falten: cantidad. Noves: unidades.');
    const list = (await api.call('sales_import.distributors.index', await as())).body.data;
    expect(list.find((d) => d.id === id)!.header).toEqual([
      'fecha',
      'cliente',
      'albaran',
      'codigo',
      'descripcion',
      'precio',
      'cantidad',
    ]);
    await finishStaging();
  });

  it('refuses a file over the size limit or of another type at its ticket, in the caller language', async () => {
    const big = await api.call('sales_import.upload_ticket', {
      body: { file_name: 'big.xlsx', size: 60 * 1024 * 1024 },
      ...(await as('es')),
    });
    expect(big.status).toBe(422);
    expect(big.error.errors!.size![0]).toMatch(/50 MB/);
    const pdf = await api.call('sales_import.upload_ticket', { body: { file_name: 'sales.pdf', size: 100 }, ...(await as()) });
    expect(Object.keys(pdf.error.errors!)).toEqual(['file_name']);
  });

  it('refuses an upload with an unknown distributor or another caller upload', async () => {
    const res = await api.call('sales_import.upload', {
      body: { distributor: 987_654, files: ['00000000-0000-4000-8000-000000000000'] },
      ...(await as()),
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.error.errors!)).toEqual(['distributor']);
  });
});

/** The stand-in's table, for putting a job in the state an interrupted execution leaves it. */
async function lib() {
  useStandIn();
  return {
    ...(await import('../../functions/lib/sales-import/jobs')),
    ...(await import('../../functions/lib/sales-import/staging')),
    ...(await import('../../functions/lib/sales-import/conversions')),
    ...(await import('../../functions/lib/sales-import/store')),
    ...(await import('../../functions/lib/sales-import/finish-job')),
  };
}

describe('an interrupted job', () => {
  it(
    'leaves nothing of a file that failed half way: the failure branch cleans it, says why, and resume stages it once',
    { timeout: 120_000 },
    async () => {
      const { id, upload } = await importXlsxAndOtherNotes();
      expect(upload.resumable).toBe(false);
      const early = await api.call('sales_import.jobs.resume', { params: { job: upload.id }, ...(await as('es')) });
      expect(early.status).toBe(409);
      expect(early.error.message).toMatch(/no se puede reanudar/);

      // The second file's step killed half way (a Lambda timeout): its job and file as the dead step
      // left them, running and reading, some of its rows written but the file never registered.
      const {
        deleteItem,
        finishJob,
        jobFiles,
        K,
        setFile,
        stagingState,
        stagedFiles,
        update,
        writeStaged,
        stagedItem,
        emptyLookups,
      } = await lib();
      const { generation } = await stagingState();
      const second = (await stagedFiles(generation)).find((f) => f.jobId === upload.id && f.file === 1)!;
      await deleteItem(second.pk, second.sk);
      await update(
        K.state,
        'state',
        'ADD #r :r, rejected :j, totalPrice :p, totalQuantity :q, wrongPrices :w SET runningJob = :job',
        { ':r': -6, ':j': -2, ':p': -209.75, ':q': -138, ':w': -second.wrongPrices, ':job': upload.id },
        { '#r': 'rows' },
      );
      await update(K.job(upload.id), 'job', 'SET #s = :s', { ':s': 'running' }, { '#s': 'status' });
      await setFile(upload.id, 1, { status: 'reading', rows: 0, rejected: 0, rowsRead: 3 });
      const file = { jobId: upload.id, file: 1, distributorId: id, brandId: 1, generation };
      const half = [3, 4, 5].map((row) => ({
        row,
        date: '2026-11-20',
        customer: '000999',
        delivery_note: `Z-${row}`,
        product_code: '0123456',
        description: 'half',
        price: 1,
        quantity: 1,
      }));
      await writeStaged(
        half.map((h) => stagedItem(file, h, emptyLookups())),
        generation,
      );
      // What the workflow's Catch hands MarkFailed when a step times out.
      await finishJob(upload.id, 'failed', { Error: 'States.Timeout', Cause: 'Task timed out after 900.00 seconds' });
      await finishJob(upload.id, 'failed', { Error: 'States.Timeout', Cause: 'Task timed out after 900.00 seconds' });

      const failed = (await api.call('sales_import.jobs.show', { params: { job: upload.id }, ...(await as()) })).body.data;
      expect([failed.status, failed.resumable, failed.rows]).toEqual(['failed', true, 6]);
      expect(failed.message).toBe(
        "La importació s'ha aturat: States.Timeout: Task timed out after 900.00 seconds. Podeu reprendre-la.",
      );
      expect(failed.files[1]).toMatchObject({ status: 'failed', rows: 0 });
      expect(failed.files[1]!.message).toBe(
        "La lectura del fitxer sales-b.csv s'ha aturat a la fila 3: States.Timeout: Task timed out after 900.00 seconds. Podeu reprendre la importació.",
      );
      // Nothing of the half file is counted or listed, and the download, the summary and rows agree.
      expect((await api.call('sales_import.rows', await as())).body.data).toEqual({ has_rows: true, rows: 6 });
      expect((await api.call('sales_import.grouped', await as())).body.data).toMatchObject({ customers: 6, rejected: 2 });
      expect(await stagedRows()).toHaveLength(6);
      expect((await api.call('sales_import.wrong_prices', await as())).body.data.some((w) => w.description === 'half')).toBe(
        false,
      );
      expect((await jobFiles(upload.id))[1]!.claims).toEqual([]);

      const resumed = await api.call('sales_import.jobs.resume', { params: { job: upload.id }, ...(await as()) });
      expect(resumed.status, JSON.stringify(resumed.body)).toBe(202);
      const done = await waitForJob(upload.id);
      expect(done.files.map((f) => [f.file_name, f.status, f.rows, f.rejected, f.message])).toEqual([
        ['sales.xlsx', 'staged', 6, 2, null],
        ['sales-b.csv', 'staged', 6, 2, null],
      ]);
      expect(done.resumable).toBe(false);
      // 12 rows, not 15 or 18: the half file's rows were removed, the resumed file staged once.
      expect((await api.call('sales_import.rows', await as())).body.data).toEqual({ has_rows: true, rows: 12 });
      expect((await api.call('sales_import.grouped', await as())).body.data).toEqual({
        customers: 12,
        totalPrice: 419.5,
        totalQuantity: 276,
        rejected: 4,
      });
      expect(await stagedRows()).toHaveLength(12);
      expect((await api.call('sales_import.jobs.resume', { params: { job: upload.id }, ...(await as()) })).status).toBe(409);
      await finishStaging();
    },
  );
});

describe('conversions and catalog', () => {
  it('keeps cn unique, checks lengths, pages by cn and filters', async () => {
    const cn = `9${String(Math.floor(Math.random() * 900_000) + 100_000)}`;
    const short = await api.call('sales_import.convert_cn.store', { body: { cn: '123', xf: '12345678' }, ...(await as()) });
    expect(Object.keys(short.error.errors!).sort()).toEqual(['cn', 'xf']);
    const created = await api.call('sales_import.convert_cn.store', {
      body: { cn, xf: 'XF12345', description: 'Prova' },
      ...(await as()),
    });
    expect(created.status).toBe(201);
    const again = await api.call('sales_import.convert_cn.store', { body: { cn, xf: 'XF00000' }, ...(await as('es')) });
    expect(again.error.errors).toEqual({ cn: [`Ya existe una conversión para el código de producto ${cn}.`] });
    const shown = await api.call('sales_import.convert_cn.show', { params: { id: created.body.data.id }, ...(await as()) });
    expect(shown.body.data).toEqual({ id: created.body.data.id, cn, xf: 'XF12345', description: 'Prova' });
    const moved = await api.call('sales_import.convert_cn.update', {
      params: { id: created.body.data.id },
      body: { cn: `${cn.slice(0, 6)}`, xf: 'XF12346' },
      ...(await as()),
    });
    expect(moved.body.data).toMatchObject({ cn: cn.slice(0, 6), xf: 'XF12346' });
    const taken = await api.call('sales_import.convert_cn.update', {
      params: { id: created.body.data.id },
      body: { cn: '0123456', xf: 'XF12346' },
      ...(await as()),
    });
    expect(taken.status).toBe(422);
    const page = await api.call('sales_import.convert_cn.datatable', {
      query: { search: { cn: cn.slice(0, 6) } },
      ...(await as()),
    });
    expect(page.body.data.map((r) => r.cn)).toContain(cn.slice(0, 6));
    const all = await api.call('sales_import.convert_cn.datatable', { query: { per_page: 10 }, ...(await as()) });
    expect(all.body.meta.total).toBeGreaterThanOrEqual(2);
    const sorted = all.body.data.map((r) => r.cn);
    expect(sorted).toEqual([...sorted].sort());
  });

  it('adds conversions all or nothing beyond one transaction: a code taken meanwhile takes back the batches before it', async () => {
    const { createAllConversions, conversionCount, getConversionByCode } = await lib();
    const base = 3_000_000 + Math.floor(Math.random() * 900_000);
    const bodies = Array.from({ length: 120 }, (_, i) => ({ cn: String(base + i), xf: `XF${i}`, description: null }));
    // Someone else creates the 110th code between the request's check and its third batch.
    expect(await createAllConversions('cn', [bodies[109]!])).not.toBe(false);
    const before = await conversionCount('cn');
    expect(await createAllConversions('cn', bodies)).toBe(false);
    expect(await conversionCount('cn')).toBe(before);
    expect(await getConversionByCode('cn', bodies[0]!.cn)).toBeNull();
    expect(await getConversionByCode('cn', bodies[60]!.cn)).toBeNull();
    expect((await getConversionByCode('cn', bodies[109]!.cn))?.xf).toBe('XF109');
  });

  it('lists the catalog of a month (default the newest) and imports a month from a file', async () => {
    const nov = await api.call('sales_import.catalog.datatable', { query: { search: { date: '2026-11' } }, ...(await as()) });
    expect(nov.body.data.map((r) => [r.cn, r.pvf])).toEqual([
      ['0123456', 3.45],
      ['6543210', 1.25],
      ['7000012', 12.99],
    ]);
    expect(nov.body.meta.total).toBe(3);
    const csv = Buffer.from('cn;description;pvf\r\n0123456;Ibuprofèn 600 mg;3,50\r\n0000001;Nou;10,00\r\n', 'latin1');
    const file = await upload('catalog.csv', csv);
    const imported = await api.call('sales_import.catalog.import', { body: { file, date: '2030-01' }, ...(await as()) });
    expect(imported.body.data).toEqual({ rows: 2, created: 2, updated: 0, errors: [] });
    const newest = await api.call('sales_import.catalog.datatable', await as());
    expect(newest.body.data.map((r) => [r.cn, r.pvf, r.date])).toEqual([
      ['0000001', 10, '2030-01'],
      ['0123456', 3.5, '2030-01'],
    ]);
    const filtered = await api.call('sales_import.catalog.datatable', {
      query: { search: { date: '2030-01', description: 'ibupro' } },
      ...(await as()),
    });
    expect(filtered.body.data.map((r) => r.cn)).toEqual(['0123456']);
    const bad = await upload('bad.csv', Buffer.from('cn;description;pvf\r\n;x;abc\r\n'));
    const refused = await api.call('sales_import.catalog.import', { body: { file: bad, date: '2030-02' }, ...(await as()) });
    expect(refused.body.data.rows).toBe(0);
    expect(refused.body.data.errors[0]!.row).toBe(2);
  });
});
