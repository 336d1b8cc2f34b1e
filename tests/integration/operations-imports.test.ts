/**
 * The operations file imports over HTTP: stock and target spreadsheets uploaded with a
 * ticket, read on the server, refused as a whole with each bad row's file, number and reasons, or
 * stored as one batch; an unreadable file or a missing header answered with its reason.
 */
import { read, utils, write } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../infra/local/seed/demo-data';
import { OPC_PHARMACIES } from '../../infra/local/seed/operations-data';
import { formatMadridDateTime } from '../../shared/time/madrid';
import { api, tokenFor } from './support/api';

const as = async () => ({ token: await tokenFor('operacions', DEMO_PASSWORD) });

function xlsx(rows: unknown[][]): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Full1');
  return write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

async function upload(name: string, bytes: Buffer): Promise<string> {
  const ticket = await api.call('operations.import.upload_ticket', {
    body: { file_name: name, size: bytes.length },
    ...(await as()),
  });
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
  const put = await fetch(ticket.body.url, { method: ticket.body.method, headers: ticket.body.headers, body: bytes });
  expect(put.status).toBe(200);
  return ticket.body.upload_id;
}

const STOCK_HEADER = [
  'id_anomes',
  'id_product',
  'id_store',
  'stock_mes',
  'dstcount_fecha',
  'max_fecha_mes',
  'valor_coste_unitario',
  'stock_final_mes',
];
const store = OPC_PHARMACIES[0]!.idStore;

describe('stock import', () => {
  it('refuses other file types before the upload', async () => {
    const res = await api.call('operations.import.upload_ticket', {
      body: { file_name: 'stock.pdf', size: 10 },
      ...(await as()),
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.error.errors!)).toEqual(['file_name']);
  });

  it('stores several good files as one batch', async () => {
    const a = await upload(
      'stock-a.xlsx',
      xlsx([
        STOCK_HEADER,
        [202603, '0712345', store, 10, 3, '2026-03-31', 2.5, 8],
        [202603, '0712346', store, 4, 1, null, null, 4],
      ]),
    );
    const b = await upload(
      'stock-b.csv',
      Buffer.from(`${STOCK_HEADER.join(';')}\n202602;0700001;${store};5;1;28/02/2026;1,25;5\n`, 'latin1'),
    );
    const res = await api.call('operations.import.stock', { body: { files: [a, b] }, ...(await as()) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ rows: 3, errors: [], rejected_url: null });
    expect(res.body.batch).toBeGreaterThan(0);
    // Each upload is used once.
    const again = await api.call('operations.import.stock', { body: { files: [a] }, ...(await as()) });
    expect(again.status).toBe(422);
  });

  it('refuses the whole import when any row is bad, naming file, row and reasons in the caller language', async () => {
    const good = await upload('good.xlsx', xlsx([STOCK_HEADER, [202603, 'P1', store, 1, 1, null, 1, 1]]));
    const bad = await upload(
      'bad.xlsx',
      xlsx([
        ['Informe de stock'],
        STOCK_HEADER,
        [202603, 'P1', store, 1, 1, null, 1, 1],
        [202613, '', 999999, 'molts', 1, null, 1, null],
      ]),
    );
    const res = await api.call('operations.import.stock', { body: { files: [good, bad] }, lang: 'es', ...(await as()) });
    expect(res.status).toBe(200);
    expect(res.body.rows).toBe(0);
    expect(res.body.batch).toBeNull();
    // The refused rows come back as a workbook to fix and load again: the columns, then file, row and reasons.
    const book = read(Buffer.from(await (await fetch(res.body.rejected_url!)).arrayBuffer()));
    const sheet = utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(sheet[0]).toEqual([...STOCK_HEADER, 'fichero', 'fila', 'error']);
    expect(sheet).toHaveLength(2);
    expect(sheet[1]!.slice(0, 4)).toEqual([202613, '', 999999, 'molts']);
    expect(sheet[1]!.slice(-3, -1)).toEqual(['bad.xlsx', 4]);
    expect(String(sheet[1]!.at(-1))).toContain('id_store: No hay ninguna farmacia');
    expect(res.body.errors).toEqual([
      {
        file: 'bad.xlsx',
        row: 4,
        errorInfo: [
          'id_anomes: Debe ser un mes en formato AAAAMM (p. ej. 202603).',
          'id_product: Este campo es obligatorio.',
          'id_store: No hay ninguna farmacia con este identificador de tienda.',
          'stock_mes: Debe ser un número.',
          'stock_final_mes: Este campo es obligatorio.',
        ],
      },
    ]);
  });

  it('answers an unreadable file and a file without the columns with their reasons', async () => {
    const junk = await upload('stock.xlsx', Buffer.from('PK\u0003\u0004 not really a zip'));
    const other = await upload('other.csv', Buffer.from('a;b\n1;2\n'));
    const res = await api.call('operations.import.stock', { body: { files: [junk, other] }, ...(await as()) });
    expect(res.body.rows).toBe(0);
    expect(res.body.errors.map((e) => [e.file, e.row])).toEqual([
      ['stock.xlsx', 0],
      ['other.csv', 0],
    ]);
    expect(res.body.errors[1]!.errorInfo[0]).toContain('id_anomes');
  });
});

describe('a file imported before', () => {
  it('refuses the same stock file again, naming the earlier import and its date in ca and es; undoing it frees the file', async () => {
    // Rows of this test only: another file's identical bytes would be the same content.
    const bytes = xlsx([STOCK_HEADER, [202604, 'DUP-28', store, 7, 1, null, 1.5, 6]]);
    const first = await api.call('operations.import.stock', {
      body: { files: [await upload('estoc-abril.xlsx', bytes)] },
      ...(await as()),
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.batch).toBeGreaterThan(0);
    const day = formatMadridDateTime(new Date()).slice(0, 10);

    const again = await upload('estoc-abril-copia.xlsx', bytes);
    const ca = await api.call('operations.import.stock', { body: { files: [again] }, ...(await as()) });
    expect(ca.status).toBe(422);
    expect(Object.keys(ca.error.errors!)).toEqual(['files.0']);
    expect(ca.error.errors!['files.0']![0]).toMatch(
      new RegExp(
        `^El fitxer estoc-abril-copia\\.xlsx ja es va importar el ${day} \\d\\d:\\d\\d \\(importació ${first.body.batch}\\): no s'ha importat res\\.$`,
      ),
    );
    // Refused before anything was stored or the upload used: the same upload answers the same in es.
    const es = await api.call('operations.import.stock', { body: { files: [again] }, lang: 'es', ...(await as()) });
    expect(es.status).toBe(422);
    expect(es.error.errors!['files.0']![0]).toContain(`ya se importó el ${day}`);
    expect(es.error.errors!['files.0']![0]).toContain(`(importación ${first.body.batch})`);

    // Twice in one import: named as the same file, nothing stored.
    const twice = await api.call('operations.import.stock', {
      body: {
        files: [
          await upload('a.xlsx', xlsx([STOCK_HEADER, [202604, 'DUP-28B', store, 1, 1, null, 1, 1]])),
          await upload('b.xlsx', xlsx([STOCK_HEADER, [202604, 'DUP-28B', store, 1, 1, null, 1, 1]])),
        ],
      },
      ...(await as()),
    });
    expect(twice.status).toBe(422);
    expect(twice.error.errors).toEqual({ 'files.1': ["El fitxer b.xlsx és el mateix que a.xlsx: no s'ha importat res."] });

    const history = await api.call('operations.import.batches', { query: { kind: 'stock' }, ...(await as()) });
    const mine = history.body.data.find((b) => b.id === first.body.batch);
    expect(mine?.files).toEqual(['estoc-abril.xlsx']);
    // No other file imports stock: it is the last, and undone, the file loads again.
    expect(mine?.removable).toBe(true);
    const undo = await api.call('operations.import.batches.delete', { params: { id: first.body.batch! }, ...(await as()) });
    expect(undo.status).toBe(204);
    const reloaded = await api.call('operations.import.stock', { body: { files: [again] }, ...(await as()) });
    expect(reloaded.status, JSON.stringify(reloaded.body)).toBe(200);
    expect(reloaded.body.rows).toBe(1);
  });
});

describe('target import', () => {
  it('needs an existing laboratory', async () => {
    const f = await upload('t.xlsx', xlsx([['codi_farmacia', 'codi_nacional', 'objectiu']]));
    const res = await api.call('operations.import.target', { body: { laboratory: 999999, files: [f] }, ...(await as()) });
    expect(res.status).toBe(422);
    expect(Object.keys(res.error.errors!)).toEqual(['laboratory']);
  });

  it('stores good rows, refuses an unknown pharmacy code with its row number', async () => {
    const ok = await upload(
      'target.xlsx',
      xlsx([
        ['Codi farmàcia', 'Codi nacional', 'Objectiu'],
        ['F4000', '712345', 120],
        ['F4001', '712346', 80.5],
      ]),
    );
    const res = await api.call('operations.import.target', { body: { laboratory: 1, files: [ok] }, ...(await as()) });
    expect(res.body).toMatchObject({ rows: 2, errors: [] });

    const bad = await upload(
      'target-bad.xlsx',
      xlsx([
        ['codi_farmacia', 'codi_nacional', 'objectiu'],
        ['F4000', '712345', 120],
        ['XX', '712346', 'cent'],
      ]),
    );
    const refused = await api.call('operations.import.target', { body: { laboratory: 1, files: [bad] }, ...(await as()) });
    expect(refused.body).toEqual({
      rows: 0,
      batch: null,
      rejected_url: expect.any(String),
      errors: [
        {
          file: 'target-bad.xlsx',
          row: 3,
          errorInfo: ['pharmacy_code: El codi de client no és de cap farmàcia coneguda.', 'target: Ha de ser un número.'],
        },
      ],
    });
  });
});
