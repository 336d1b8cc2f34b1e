/**
 * The import wizard's tools over HTTP: what is left to fix (counters, one read), a
 * sample file's first rows and an upload read by a profile before staging (with a moved column
 * named), a header remembered from a sample, and a rejected row fixed in place and staged.
 */
import { describe, expect, it } from 'vitest';
import type { ImportJobView } from '../../shared/sales-import/views';
import { api } from './support/api';
import { as, fileDistributors, finishStaging, fixture, upload, waitForJob, whenFree } from './support/sales-import';

const distributor = fileDistributors(800_000 + Math.floor(Math.random() * 90_000), 'Eines').create;
/** sales.csv with its own delivery notes (not a duplicate of other tests' loads) and one row whose date cannot be read. */
const csvWithBadRow = (tag: string) =>
  Buffer.from(
    `${fixture('sales.csv').toString('utf8').replaceAll('A-100', `${tag}-`).trimEnd()}\r\n"31/02/2026","000123","${tag}-9","0123456","Ibuprofèn 600 mg","3.45","1"\r\n`,
  );

describe('what is left to fix, and a rejected row fixed in place', () => {
  it('counts what is unfixed, lists the rejected row and stages it once corrected', { timeout: 240_000 }, async () => {
    await finishStaging();
    const id = await distributor();
    const tag = `T${Date.now() % 100000}`;
    const file = await upload('vendes-eines.csv', csvWithBadRow(tag));
    const start = await whenFree(async () =>
      api.call('sales_import.upload', { body: { distributor: id, files: [file] }, ...(await as()) }),
    );
    expect(start.status, JSON.stringify(start.body)).toBe(202);
    const job = await waitForJob(start.body.data.job_id);
    expect(job.status).toBe('ready');
    // The fixture's own two bad rows, and ours.
    expect(job.rejected).toBe(3);
    const rowsBefore = (await api.call('sales_import.rows', await as())).body.data.rows;

    const left = (await api.call('sales_import.left_to_fix', await as())).body.data;
    expect(left.rejected).toBe(3);
    expect(left.building).toBe(false);
    const newProducts = (await api.call('sales_import.new_products', await as())).body.meta.total;
    const noDeposit = (await api.call('sales_import.no_deposit', await as())).body.meta.total;
    const wrong = (await api.call('sales_import.wrong_prices', await as())).body.meta.total;
    expect(left).toMatchObject({ new_products: newProducts, no_deposit: noDeposit, wrong_prices: wrong });

    // The rejected row, with why in the caller's language.
    const listed = (await api.call('sales_import.rejected_rows', { query: {}, ...(await as('es')) })).body.data;
    expect(listed.total).toBe(3);
    expect(listed.rows).toHaveLength(3);
    const rejected = listed.rows.find((r) => r.values.delivery_note === `${tag}-9`)!;
    expect(rejected.values.date).toBe('31/02/2026');
    expect(rejected.errors.join(' ')).toMatch(/Fecha no válida/);
    expect(rejected.date_format).toBe('d/m/Y');

    // Still wrong: 422 on the field, nothing staged.
    const values = { ...rejected.values };
    const bad = await api.call('sales_import.rejected_rows.fix', {
      params: { id: rejected.id },
      body: { ...values, date: '30/02/2026', price: 'tres' },
      ...(await as()),
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.error.errors!).sort()).toEqual(['date', 'price']);

    const fixed = await whenFree(async () =>
      api.call('sales_import.rejected_rows.fix', {
        params: { id: rejected.id },
        body: { ...values, date: '28/02/2026' },
        ...(await as()),
      }),
    );
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(202);
    expect((await waitForJob(fixed.body.data.job_id)).status).toBe('ready');
    expect((await api.call('sales_import.rows', await as())).body.data.rows).toBe(rowsBefore + 1);
    expect((await api.call('sales_import.left_to_fix', await as())).body.data.rejected).toBe(2);
    const after = (await api.call('sales_import.rejected_rows', { query: {}, ...(await as()) })).body.data;
    expect(after.rows.map((r) => r.id)).not.toContain(rejected.id);
    expect(after.rows).toHaveLength(2);
    // Fixed once: a second submit finds nothing to fix.
    const again = await api.call('sales_import.rejected_rows.fix', {
      params: { id: rejected.id },
      body: { ...values, date: '28/02/2026' },
      ...(await as()),
    });
    expect(again.status).toBe(404);

    // Step 6 filtered by customer (a key range) and distributor; "all N matching" set by the server.
    const listed6 = await api.call('sales_import.wrong_prices', {
      query: { search: { customer: '0001', distributor: id }, per_page: 100 },
      ...(await as()),
    });
    expect(listed6.status, JSON.stringify(listed6.body)).toBe(200);
    const shown = listed6.body.data;
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((r) => r.customer_code.startsWith('0001') && r.distributor_id === id)).toBe(true);
    const other = await api.call('sales_import.wrong_prices', { query: { search: { distributor: id + 1 } }, ...(await as()) });
    expect(other.body.data).toEqual([]);
    const matching = (await api.call('sales_import.wrong_prices_matching', { query: { customer: '0001' }, ...(await as()) })).body
      .data;
    expect(matching).toEqual({ rows: shown.length, fixable: shown.filter((r) => r.pvf_xf !== null).length, complete: true });
    expect(matching.fixable).toBeGreaterThan(0);
    const stale = await api.call('sales_import.wrong_prices_update_matching', {
      body: { search: { customer: '0001' }, count: matching.fixable + 1 },
      ...(await as()),
    });
    expect(stale.status).toBe(409);
    const all = await api.call('sales_import.wrong_prices_update_matching', {
      body: { search: { customer: '0001' }, count: matching.fixable },
      ...(await as()),
    });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect((all.body.data as { updated: number }).updated).toBeLessThanOrEqual(matching.fixable);
    expect(
      (await api.call('sales_import.wrong_prices_matching', { query: { customer: '0001' }, ...(await as()) })).body.data.fixable,
    ).toBe(0);
    await finishStaging();
  });
});

describe('a sample file, and an upload previewed before staging', () => {
  it(
    'shows a sample as the sheet has it, reads an upload by the profile, and names a moved column',
    { timeout: 60_000 },
    async () => {
      const sample = await upload('mostra.xlsx', fixture('sales.xlsx'));
      const read = await api.call('sales_import.sample', { body: { file: sample }, ...(await as()) });
      expect(read.status, JSON.stringify(read.body)).toBe(200);
      const sheet = read.body.data;
      expect(sheet.columns.slice(0, 7)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
      const header = sheet.rows.find((r) => r.cells.some((c) => /Cliente/.test(c.text)))!;
      expect(header.row).toBe(2);
      const first = sheet.rows.find((r) => r.row === 3)!;
      expect(first.cells[1]).toEqual({ type: 'text', text: '000123' });

      // A distributor made from the sample remembers its header at once.
      const id = await distributor({ header: header.cells.map((c) => c.text) });
      const list = (await api.call('sales_import.distributors.index', await as())).body.data;
      expect(list.find((d) => d.id === id)?.header?.slice(0, 2)).toEqual(['fecha', 'cliente']);

      // The same file as the profile reads it: ISO days, numbers, codes with their zeroes.
      const again = await upload('vendes.xlsx', fixture('sales.xlsx'));
      const preview = await api.call('sales_import.preview', { body: { file: again, distributor: id }, ...(await as()) });
      expect(preview.status, JSON.stringify(preview.body)).toBe(200);
      expect(preview.body.data.changes).toEqual([]);
      expect(preview.body.data.fields.customer).toBe('cliente');
      expect(preview.body.data.rows[0]!.sale).toMatchObject({
        date: '2026-11-05',
        customer: '000123',
        price: 3.45,
        quantity: 10,
      });

      // Price and quantity swapped in the file: both named with their letters, before anything is staged.
      const csv = fixture('sales.csv').toString('utf8');
      const swapped = csv
        .split(/\r?\n/)
        .map((line) => {
          const cells = line.split(',');
          if (cells.length < 7) return line;
          [cells[5], cells[6]] = [cells[6]!, cells[5]!];
          return cells.join(',');
        })
        .join('\r\n');
      const moved = await upload('girat.csv', Buffer.from(swapped));
      const answer = await api.call('sales_import.preview', { body: { file: moved, distributor: id }, ...(await as()) });
      expect(answer.status).toBe(200);
      expect(answer.body.data.changes).toEqual([
        { kind: 'moved', name: 'precio', from: 'F', to: 'G' },
        { kind: 'moved', name: 'cantidad', from: 'G', to: 'F' },
      ]);
      // The upload is not used up by a preview: it can still be staged (here: just claimed by another preview).
      expect((await api.call('sales_import.preview', { body: { file: moved, distributor: id }, ...(await as()) })).status).toBe(
        200,
      );

      const missing = await api.call('sales_import.preview', { body: { file: moved }, ...(await as()) });
      expect(missing.status).toBe(422);
    },
  );
});

describe('steps 3 and 5 filtered by distributor and customer', () => {
  it('reads each distributor’s own list and a customer prefix as a key range', { timeout: 240_000 }, async () => {
    await finishStaging();
    const tag = `F${Date.now() % 1_000_000}`;
    const csv = (rows: [string, string, string][]) =>
      Buffer.from(
        [
          'Ventas noviembre 2026',
          '"Fecha","Cliente","Albarán","Código","Descripción","Precio","Cantidad"',
          ...rows.map(
            ([customer, product, description], n) =>
              `"0${n + 1}/11/2026","${customer}","${tag}-${n}","${product}","${description}","1.00","1"`,
          ),
        ].join('\r\n') + '\r\n',
      );
    const [c1, c2, c3] = [`X${tag}1`, `X${tag}2`, `X${tag}3`];
    const [p1, p2, p3] = [`P${tag}1`, `P${tag}2`, `P${tag}3`];
    const a = await distributor();
    const b = await distributor();
    for (const [id, rows] of [
      [
        a,
        [
          [c1, p1, 'Beta'],
          [c1, p2, 'Alfa'],
          [c2, p1, 'Beta'],
        ],
      ],
      [
        b,
        [
          [c3, p1, 'Beta'],
          [c3, p3, 'Gamma'],
        ],
      ],
    ] as const) {
      const file = await upload(`filtres-${id}.csv`, csv(rows as unknown as [string, string, string][]));
      const start = await whenFree(async () =>
        api.call('sales_import.upload', { body: { distributor: id, files: [file] }, ...(await as()) }),
      );
      expect(start.status, JSON.stringify(start.body)).toBe(202);
      expect((await waitForJob(start.body.data.job_id)).status).toBe('ready');
    }
    const products = async (search: Record<string, unknown>, sort_by?: 'product_code' | 'description') => {
      const res = await api.call('sales_import.new_products', {
        query: { search, per_page: 100, ...(sort_by ? { sort_by } : {}) },
        ...(await as()),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    // A distributor alone: its own list, with its own count.
    const ofA = await products({ distributor: a });
    expect(ofA.data.map((r) => r.product_code)).toEqual([p1, p2]);
    expect(ofA.meta.total).toBe(2);
    expect(ofA.data.every((r) => r.distributor_id === a)).toBe(true);
    const ofB = await products({ distributor: b }, 'description');
    expect(ofB.data.map((r) => r.product_code)).toEqual([p1, p3]);
    expect(ofB.data[0]!.customer).toBe(c3);
    // A customer prefix: one entry per customer and product, that customer's row.
    const ofC1 = await products({ customer: c1 });
    expect(ofC1.data.map((r) => [r.customer, r.product_code])).toEqual([
      [c1, p1],
      [c1, p2],
    ]);
    expect(ofC1.meta.total).toBe(2);
    const byDescription = await products({ customer: `X${tag}` }, 'description');
    expect(byDescription.data.map((r) => `${r.customer} ${r.description}`)).toEqual([
      `${c1} Alfa`,
      `${c1} Beta`,
      `${c2} Beta`,
      `${c3} Beta`,
      `${c3} Gamma`,
    ]);
    expect((await products({ customer: c3, distributor: a })).data).toEqual([]);
    expect((await products({ customer: c3, distributor: b })).data.map((r) => r.product_code)).toEqual([p1, p3]);

    const customers = async (search: Record<string, unknown>, sort_by?: 'customer' | 'rows') => {
      const res = await api.call('sales_import.no_deposit', {
        query: { search, per_page: 100, ...(sort_by ? { sort_by, sort_desc: true } : {}) },
        ...(await as()),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    const noDepositA = await customers({ distributor: a });
    expect(noDepositA.data).toEqual([
      { customer: c1, rows: 2 },
      { customer: c2, rows: 1 },
    ]);
    expect(noDepositA.meta.total).toBe(2);
    expect((await customers({ distributor: b })).data).toEqual([{ customer: c3, rows: 2 }]);
    expect((await customers({ customer: `X${tag}` }, 'customer')).data.map((r) => r.customer)).toEqual([c3, c2, c1]);
    expect((await customers({ customer: `X${tag}` }, 'rows')).data.map((r) => r.rows)).toEqual([2, 2, 1]);
    expect((await customers({ customer: c2, distributor: b })).data).toEqual([]);
    // The unfiltered lists still hold everyone's.
    const all = await customers({});
    expect(all.meta.total).toBeGreaterThanOrEqual(3);
    await finishStaging();
  });
});

describe('"select all N matching" beyond what one call sets', () => {
  it('sets them in a job whose progress counts the rows set', { timeout: 300_000 }, async () => {
    await finishStaging();
    const tag = `W${Date.now() % 1_000_000}`;
    // 2,100 sales of a product in the demo month's catalog (0123456, pvf 3.45) at a wrong price.
    const rows = Array.from(
      { length: 2_100 },
      (_, n) =>
        `"${String((n % 28) + 1).padStart(2, '0')}/11/2026","${tag}${n}","${tag}-${n}","0123456","Ibuprofèn 600 mg","3.40","1"`,
    );
    const csv = Buffer.from(
      ['Ventas noviembre 2026', '"Fecha","Cliente","Albarán","Código","Descripción","Precio","Cantidad"', ...rows].join('\r\n') +
        '\r\n',
    );
    const id = await distributor();
    const file = await upload('molts-preus.csv', csv);
    const start = await whenFree(async () =>
      api.call('sales_import.upload', { body: { distributor: id, files: [file] }, ...(await as()) }),
    );
    expect(start.status, JSON.stringify(start.body)).toBe(202);
    expect((await waitForJob(start.body.data.job_id)).status).toBe('ready');

    const search = { customer: tag, distributor: id };
    const matching = (await api.call('sales_import.wrong_prices_matching', { query: search, ...(await as()) })).body.data;
    expect(matching).toEqual({ rows: 2_100, fixable: 2_100, complete: true });
    const leftBefore = (await api.call('sales_import.left_to_fix', await as())).body.data.wrong_prices;
    // The count seen must still hold.
    expect(
      (await api.call('sales_import.wrong_prices_update_matching', { body: { search, count: 2_099 }, ...(await as()) })).status,
    ).toBe(409);
    const started = await api.call('sales_import.wrong_prices_update_matching', {
      body: { search, count: 2_100 },
      ...(await as()),
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const jobId = (started.body.data as { job_id: string }).job_id;
    // Progress: the rows set so far, never more than asked.
    const seen: number[] = [];
    let job: ImportJobView;
    for (;;) {
      job = (await api.call('sales_import.jobs.show', { params: { job: jobId }, ...(await as()) })).body.data;
      seen.push(job.updated ?? 0);
      if (job.status !== 'running') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(job.status).toBe('ready');
    expect(job.kind).toBe('refresh');
    expect(job.updated).toBe(2_100);
    expect(Math.max(...seen)).toBeLessThanOrEqual(2_100);
    expect((await api.call('sales_import.wrong_prices_matching', { query: search, ...(await as()) })).body.data).toEqual({
      rows: 0,
      fixable: 0,
      complete: true,
    });
    expect((await api.call('sales_import.left_to_fix', await as())).body.data.wrong_prices).toBe(leftBefore - 2_100);
    await finishStaging();
  });
});
