/**
 * The operations area over HTTP: pharmacies, laboratories and webinars with their form
 * rules, soft delete and undo, the webinar address rules and the portal's webinars page, and the
 * sell-in imports (all or nothing, the cells in error named by row).
 */
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../infra/local/seed/demo-data';
import { OPC_LABORATORIES, OPC_PHARMACIES } from '../../infra/local/seed/operations-data';
import { THREE_CLIENTS_SUMMARY } from '../fixtures/operations/sell-in-summary';
import { api, call, tokenFor } from './support/api';

const as = async () => ({ token: await tokenFor('operacions', DEMO_PASSWORD) });
const today = new Date().toISOString().slice(0, 10);

describe('pharmacies', () => {
  it('lists the active pharmacies with their party, newest record first, filtered and sorted on the server', async () => {
    const all = await api.call('operations.pharmacies.datatable', { query: { per_page: 50 }, ...(await as()) });
    expect(all.status).toBe(200);
    expect(all.body.meta.total).toBeGreaterThanOrEqual(OPC_PHARMACIES.length);
    const seeded = all.body.data.find((p) => p.party_id === 1001)!;
    expect(seeded).toMatchObject({
      id_store: 100,
      codes_fede: ['F4000', 'F4100'],
      party: { code: 'S08001', name: 'Farmàcia Puig i Soler' },
    });

    const byFede = await api.call('operations.pharmacies.datatable', {
      query: { search: { code_fede: 'F4100' } },
      ...(await as()),
    });
    expect(byFede.body.data.map((p) => p.party_id)).toEqual([1001]);
    const byStore = await api.call('operations.pharmacies.datatable', { query: { search: { store: 107 } }, ...(await as()) });
    expect(byStore.body.data.map((p) => p.party_id)).toEqual([1002]);
    const byParty = await api.call('operations.pharmacies.datatable', {
      query: { search: { party: 'ramblas' } },
      ...(await as()),
    });
    expect(byParty.body.data.map((p) => p.party?.code)).toEqual(['S08002']);
    const byDate = await api.call('operations.pharmacies.datatable', {
      query: { search: { date_from: '2025-01-01', date_to: '2025-01-31' } },
      ...(await as()),
    });
    expect(byDate.body.data.every((p) => p.created_at >= '2025-01-01' && p.created_at <= '2025-01-31')).toBe(true);
    expect(byDate.body.data.length).toBeGreaterThan(0);
    const sorted = await api.call('operations.pharmacies.datatable', {
      query: { sort_by: 'id_store', sort_desc: true, per_page: 3 },
      ...(await as()),
    });
    const stores = sorted.body.data.map((p) => p.id_store);
    expect(stores).toEqual([...stores].sort((a, b) => b - a));
    expect(sorted.body.meta.has_more).toBe(true);
  });

  it('refuses the form rules of §5 with a message per field, in the caller language', async () => {
    const res = await api.call('operations.pharmacies.store', {
      body: { party_id: undefined as never, id_store: 'x' as never, codes_fede: [], date: '31/12/2025' },
      lang: 'es',
      ...(await as()),
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.error.errors!).sort()).toEqual(['codes_fede', 'date', 'id_store', 'party_id']);
    expect(res.error.errors!.party_id).toEqual(['Este campo es obligatorio.']);
  });

  it('refuses a party that is not a pharmacy, one that already has a record, a fede code in use and an unknown category', async () => {
    const notPharmacy = await api.call('operations.pharmacies.store', {
      body: { party_id: 2001, id_store: 5, codes_fede: ['NEW1'], date: today },
      ...(await as()),
    });
    expect(notPharmacy.status).toBe(422);
    expect(Object.keys(notPharmacy.error.errors!)).toEqual(['party_id']);
    const taken = await api.call('operations.pharmacies.store', {
      body: { party_id: 1001, id_store: 5, codes_fede: ['NEW2', 'F4001'], selected_categories: [99], date: today },
      ...(await as()),
    });
    expect(taken.status).toBe(422);
    expect(Object.keys(taken.error.errors!).sort()).toEqual(['codes_fede.1', 'party_id', 'selected_categories']);
  });

  it('creates, reads, updates, soft-deletes and restores a pharmacy; restoring one never deleted is a 404', async () => {
    const created = await api.call('operations.pharmacies.store', {
      body: { party_id: 1507, id_store: 9001, codes_fede: [' FX1 ', 'FX2'], selected_categories: [2, 3], date: today },
      ...(await as()),
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({
      party_id: 1507,
      codes_fede: ['FX1', 'FX2'],
      created_at: today,
      selected_categories: [2, 3],
    });

    const updated = await api.call('operations.pharmacies.update', {
      params: { id },
      body: { party_id: 1507, id_store: 9002, codes_fede: ['FX1'], selected_categories: [], date: '2025-06-01' },
      ...(await as()),
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ id, id_store: 9002, codes_fede: ['FX1'], created_at: '2025-06-01' });
    expect((await api.call('operations.pharmacies.show', { params: { id }, ...(await as()) })).body.data.id_store).toBe(9002);

    expect((await api.call('operations.pharmacies.restore', { params: { id }, ...(await as()) })).status).toBe(404);
    expect((await api.call('operations.pharmacies.delete', { params: { id }, ...(await as()) })).status).toBe(204);
    expect((await api.call('operations.pharmacies.show', { params: { id }, ...(await as()) })).status).toBe(404);
    expect((await api.call('operations.pharmacies.delete', { params: { id }, ...(await as()) })).status).toBe(404);
    const listed = await api.call('operations.pharmacies.datatable', { query: { search: { store: 9002 } }, ...(await as()) });
    expect(listed.body.data).toEqual([]);
    // The recycle bin lists it (last deleted first) until it is restored.
    const binned = await api.call('operations.pharmacies.trash', { query: { search: { store: 9002 } }, ...(await as()) });
    expect(binned.status).toBe(200);
    expect(binned.body.data).toMatchObject([{ id, id_store: 9002, party: { code: 'S08507' } }]);
    expect(Date.parse(binned.body.data[0]!.deleted_at)).not.toBeNaN();
    const bin = await api.call('operations.pharmacies.trash', { query: { per_page: 100 }, ...(await as()) });
    expect(bin.body.data[0]?.id).toBe(id);

    const restored = await api.call('operations.pharmacies.restore', { params: { id }, ...(await as()) });
    expect(restored.status).toBe(200);
    const unbinned = await api.call('operations.pharmacies.trash', { query: { search: { store: 9002 } }, ...(await as()) });
    expect(unbinned.body.data).toEqual([]);
    expect(restored.body.data).toMatchObject({ id, id_store: 9002, party: { code: 'S08507' } });
    expect((await api.call('operations.pharmacies.show', { params: { id }, ...(await as()) })).status).toBe(200);
    expect((await api.call('operations.pharmacies.delete', { params: { id }, ...(await as()) })).status).toBe(204);
  });

  it('names the categories in the caller language', async () => {
    const ca = await api.call('operations.categories', { ...(await as()) });
    const es = await api.call('operations.categories', { lang: 'es', ...(await as()) });
    expect(ca.body.data.find((c) => c.id === 3)?.name).toBe('Centre comercial');
    expect(es.body.data.find((c) => c.id === 3)?.name).toBe('Centro comercial');
  });
});

describe('laboratories', () => {
  it('gives every laboratory to the selector (per_page=-1, by party name)', async () => {
    const res = await api.call('operations.laboratories.datatable', {
      query: { page: 1, per_page: -1, sort_by: 'party' },
      ...(await as()),
    });
    expect(res.status).toBe(200);
    const names = res.body.data.map((l) => l.party!.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ca')));
    expect(res.body.data.map((l) => l.code).sort()).toEqual(expect.arrayContaining(OPC_LABORATORIES.map((l) => l.code)));
  });

  it('requires party, code and date; a code in use is refused; delete and undo work like pharmacies', async () => {
    const empty = await api.call('operations.laboratories.store', { body: { code: '  ' } as never, ...(await as()) });
    expect(Object.keys(empty.error.errors!).sort()).toEqual(['code', 'date', 'party_id']);
    const dup = await api.call('operations.laboratories.store', {
      body: { party_id: 2502, code: 'LAB001', date: today },
      ...(await as()),
    });
    expect(Object.keys(dup.error.errors!)).toEqual(['code']);

    const created = await api.call('operations.laboratories.store', {
      body: { party_id: 2502, code: ' LABX ', date: today },
      ...(await as()),
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ code: 'LABX', party_id: 2502, party: { name: 'Laboratorios Sol Naciente' } });
    const id = created.body.data.id;
    expect((await api.call('operations.laboratories.restore', { params: { id }, ...(await as()) })).status).toBe(404);
    expect((await api.call('operations.laboratories.delete', { params: { id }, ...(await as()) })).status).toBe(204);
    expect((await api.call('operations.laboratories.show', { params: { id }, ...(await as()) })).status).toBe(404);
    const binned = await api.call('operations.laboratories.trash', { query: { search: { code: 'LABX' } }, ...(await as()) });
    expect(binned.body.data.map((l) => [l.id, l.code])).toEqual([[id, 'LABX']]);
    expect((await api.call('operations.laboratories.restore', { params: { id }, ...(await as()) })).body.data?.code).toBe('LABX');
    const unbinned = await api.call('operations.laboratories.trash', { query: { search: { code: 'LABX' } }, ...(await as()) });
    expect(unbinned.body.data).toEqual([]);
    expect((await api.call('operations.laboratories.delete', { params: { id }, ...(await as()) })).status).toBe(204);
  });
});

describe('webinars', () => {
  const body = { title_ca: ' Formació ', title_es: 'Formación', youtube_url: 'https://youtu.be/dQw4w9WgXcQ?t=10' };

  it('derives embed_url from any YouTube video address and refuses other addresses', async () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=x',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ]) {
      const res = await api.call('operations.webinars.store', { body: { ...body, youtube_url: url }, ...(await as()) });
      expect(res.status, url).toBe(201);
      expect(res.body.data.embed_url).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
      await api.call('operations.webinars.delete', { params: { id: res.body.data.id }, ...(await as()) });
    }
    for (const url of [
      'https://www.youtube.com/',
      'https://www.youtube.com/channel/UC123',
      'https://vimeo.com/123456',
      'https://www.youtube.com/watch?v=short',
      'javascript:alert(1)',
      'not a url',
    ]) {
      const res = await api.call('operations.webinars.store', {
        body: { ...body, youtube_url: url },
        lang: 'ca',
        ...(await as()),
      });
      expect(res.status, url).toBe(422);
      expect(res.error.errors).toEqual({ youtube_url: ["Ha de ser l'adreça d'un vídeo de YouTube."] });
    }
    const blank = await api.call('operations.webinars.store', {
      body: { title_ca: ' ', title_es: '', youtube_url: '' },
      ...(await as()),
    });
    expect(Object.keys(blank.error.errors!).sort()).toEqual(['title_ca', 'title_es', 'youtube_url']);
  });

  it('shows a new webinar on the pharmacy portal until it is deleted, and again after the undo', async () => {
    const created = await api.call('operations.webinars.store', { body, ...(await as()) });
    expect(created.status).toBe(201);
    const w = created.body.data;
    expect(w).toMatchObject({ title_ca: 'Formació', youtube_url: 'https://youtu.be/dQw4w9WgXcQ?t=10' });
    const portalIds = async () =>
      (await api.call('guest-pharmacy.webinars', { persona: 'pharmacy-admin' })).body.data.map((x) => x.id);
    const portal = await api.call('guest-pharmacy.webinars', { persona: 'pharmacy-admin' });
    expect(portal.body.data[0]).toMatchObject({
      id: w.id,
      embed_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      thumbnail: { url: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg', width: 480, height: 360 },
    });

    const edited = await api.call('operations.webinars.update', {
      params: { id: w.id },
      body: { ...body, title_es: 'Formación 2', youtube_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' },
      ...(await as()),
    });
    expect(edited.body.data).toMatchObject({
      title_es: 'Formación 2',
      embed_url: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    });

    expect((await api.call('operations.webinars.delete', { params: { id: w.id }, ...(await as()) })).status).toBe(204);
    expect(await portalIds()).not.toContain(w.id);
    expect((await api.call('operations.webinars.index', { ...(await as()) })).body.data.map((x) => x.id)).not.toContain(w.id);
    const binned = (await api.call('operations.webinars.trash', { ...(await as()) })).body.data;
    expect(binned[0]).toMatchObject({ id: w.id, title_es: 'Formación 2' });
    expect((await api.call('operations.webinars.restore', { params: { id: w.id }, ...(await as()) })).status).toBe(200);
    const unbinned = (await api.call('operations.webinars.trash', { ...(await as()) })).body.data;
    expect(unbinned.map((x) => x.id)).not.toContain(w.id);
    expect(await portalIds()).toContain(w.id);
    expect((await api.call('operations.webinars.restore', { params: { id: w.id }, ...(await as()) })).status).toBe(404);
    await api.call('operations.webinars.delete', { params: { id: w.id }, ...(await as()) });
  });
});

describe('sell-in imports', () => {
  const good = (over: Record<string, string | number> = {}) => ({
    tipus_acord: 'A',
    acord: 'AC-1',
    data_acord: '1-1-2026',
    notes: '',
    inici_vigencia: '1-1-2026',
    fi_vigencia: '31-12-2026',
    tipus_document: 'FAC',
    albara: 'ALB-1',
    data_albara: '15-3-2026',
    codi_client: 'F4000',
    codi_producte: 'P1',
    codi_nacional: '712345',
    descripcio: 'Crema',
    codi_laboratori: 'LAB001',
    quantitat: 3,
    pvl: '10,50',
    preu: 10.5,
    descompte: 0,
    preu_net: 10.5,
    import_net: '31,50',
    ...over,
  });

  it('gives the wizard the known pharmacy and laboratory codes', async () => {
    const res = await api.call('operations.import.sell_in_fede.lookups', { ...(await as()) });
    expect(res.body.pharmacies).toEqual(expect.arrayContaining(['F4000', 'F4100', 'F4001']));
    expect(res.body.laboratories).toEqual(expect.arrayContaining(['LAB001', 'LAB002', 'LAB003']));
  });

  it('imports good rows as one batch, and zero rows as a zero result', async () => {
    const res = await api.call('operations.import.sell_in_fede', {
      body: { rows: [good(), good({ albara: 'ALB-2', codi_client: 'F4001' })], files: ['vendes.xlsx'] },
      ...(await as()),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rows: 2, errors: [] });
    expect(res.body.batch).toBeGreaterThan(0);
    const none = await api.call('operations.import.sell_in_platform', { body: { rows: [] }, ...(await as()) });
    expect(none.body).toEqual({ rows: 0, errors: [], batch: null });
  });

  it('refuses 10,000 rows with a few bad ones as a whole, naming each bad cell by row', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => good({ albara: `ALB-${i}` }));
    rows[17] = good({ codi_client: 'UNKNOWN' });
    rows[4242] = good({ data_albara: '2026-03-15', quantitat: 'tres' });
    rows[9999] = good({ codi_laboratori: 'NOPE', albara: '' });
    const res = await api.call('operations.import.sell_in_fede', { body: { rows }, lang: 'ca', ...(await as()) });
    expect(res.status).toBe(422);
    expect(res.error.message).toBe("Hi ha 3 files amb errors: no s'ha importat res.");
    expect(res.error.errors).toEqual({
      rows: [res.error.message],
      'rows.17.codi_client': ['El codi de client no és de cap farmàcia coneguda.'],
      'rows.4242.data_albara': ['Ha de ser una data vàlida (D-M-AAAA).'],
      'rows.4242.quantitat': ['Ha de ser un número.'],
      'rows.9999.albara': ['Aquest camp és obligatori.'],
      'rows.9999.codi_laboratori': ['El codi de laboratori no és de cap laboratori conegut.'],
    });
    // The platform import has no code lookups: the same unknown codes pass there.
    const platform = await api.call('operations.import.sell_in_platform', {
      body: { rows: [good({ codi_client: 'UNKNOWN', codi_laboratori: 'NOPE' })] },
      ...(await as()),
    });
    expect(platform.body.rows).toBe(1);
  });

  it('stores 10,000 good rows as one batch in one call', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => good({ albara: `BIG-${i}`, codi_client: i % 2 ? 'F4000' : 'F4001' }));
    const started = performance.now();
    const res = await api.call('operations.import.sell_in_fede', { body: { rows, files: ['big.xlsx'] }, ...(await as()) });
    const ms = Math.round(performance.now() - started);
    expect(res.status).toBe(200);
    expect(res.body.rows).toBe(10_000);
    console.info(`sell-in fede import of 10,000 rows: ${ms} ms end to end on the local stand-in`);
    const history = await api.call('operations.import.batches', { query: { kind: 'sell_in_fede' }, ...(await as()) });
    expect(history.body.data[0]).toMatchObject({ id: res.body.batch, rows: 10_000, files: ['big.xlsx'] });
  });

  it('refuses more than 10,000 rows', async () => {
    const rows = Array.from({ length: 10_001 }, () => good());
    const res = await api.call('operations.import.sell_in_platform', { body: { rows }, ...(await as()) });
    expect(res.status).toBe(422);
    expect(Object.keys(res.error.errors!)).toEqual(['rows']);
  });

  it('refuses the same rows imported again for the kind, naming the earlier import and its date', async () => {
    const rows = [good({ albara: `DUP-${Date.now()}` }), good({ albara: 'DUP-2', codi_client: 'F4001' })];
    const first = await api.call('operations.import.sell_in_fede', { body: { rows, files: ['vendes.xlsx'] }, ...(await as()) });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await api.call('operations.import.sell_in_fede', {
      body: { rows, files: ['vendes (còpia).xlsx'] },
      ...(await as()),
      lang: 'es',
    });
    expect(again.status).toBe(422);
    expect(again.error.errors!.rows![0]).toMatch(
      new RegExp(
        `^El fichero vendes \\(còpia\\)\\.xlsx ya se importó el \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2} \\(importación ${first.body.batch}\\)`,
      ),
    );
    // Another kind, or the rows as edited in the grid, are other content.
    const platform = await api.call('operations.import.sell_in_platform', {
      body: { rows, files: ['vendes.xlsx'] },
      ...(await as()),
    });
    expect(platform.status).toBe(200);
    const edited = await api.call('operations.import.sell_in_fede', {
      body: { rows: [rows[0]!, { ...rows[1]!, albara: 'DUP-2B' }], files: ['vendes.xlsx'] },
      ...(await as()),
    });
    expect(edited.status).toBe(200);
  });
});

describe('sell-in summary', () => {
  it('sums the imported rows per laboratory: fede (FF), platform H and V, only-one-platform clients, differences, percentages', async () => {
    const lab = await api.call('operations.laboratories.store', {
      body: { party_id: 2503, code: 'SUMLAB', date: today },
      ...(await as()),
    });
    const pharmacy = await api.call('operations.pharmacies.store', {
      body: { party_id: 1508, id_store: 8888, codes_fede: ['SUMA', 'SUMB', 'SUMC'], date: today },
      ...(await as()),
    });
    expect([lab.status, pharmacy.status]).toEqual([201, 201]);
    const row = (client: string, doc: string, net: number, pvl: number, qty: number) => ({
      tipus_document: doc,
      albara: 'S1',
      data_albara: '2-3-2026',
      codi_client: client,
      codi_nacional: '700001',
      codi_laboratori: 'SUMLAB',
      quantitat: qty,
      pvl,
      import_net: net,
    });
    const fede = await api.call('operations.import.sell_in_fede', {
      body: { rows: [row('SUMA', 'FAC', 100, 12, 10), row('SUMB', 'FAC', 50, 10, 6), row('SUMC', 'FAC', 30, 5, 4)] },
      ...(await as()),
    });
    const platform = await api.call('operations.import.sell_in_platform', {
      body: {
        rows: [row('SUMA', 'V', 90, 1, 1), row('SUMB', 'H', 60, 1, 1), row('SUMC', 'H', 10, 1, 1), row('SUMC', 'VEN', 15, 1, 1)],
      },
      ...(await as()),
    });
    expect([fede.body.rows, platform.body.rows]).toEqual([3, 4]);

    const res = await api.call('operations.sell_in.summary', { ...(await as()) });
    expect(res.status).toBe(200);
    expect(res.body.find((r) => r.name === 'Nutrifarma Catalunya')).toEqual({
      name: 'Nutrifarma Catalunya',
      ...THREE_CLIENTS_SUMMARY,
    });

    // The export (it had none) holds the same rows under named headings, in the caller language.
    const exported = await api.call('operations.sell_in.summary.export', { ...(await as()), lang: 'es' });
    expect(exported.status).toBe(200);
    const file = await fetch(exported.body.url);
    expect(decodeURIComponent(file.headers.get('content-disposition') ?? '')).toContain('Resumen sell-in.xlsx');
    const book = XLSX.read(new Uint8Array(await file.arrayBuffer()));
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(rows[0]!.slice(0, 3)).toEqual(['Laboratorio', 'Importe PVL (Fede)', 'Plataforma V']);
    expect(rows.find((r) => r[0] === 'Nutrifarma Catalunya')!.slice(0, 3)).toEqual(['Nutrifarma Catalunya', 200, 105]);
  });
});

describe('import history', () => {
  it('lists stored imports newest first with who and what, and removes only the last of a kind, with its rows', async () => {
    const row = {
      tipus_document: 'V',
      albara: 'U1',
      data_albara: '2-3-2026',
      codi_client: 'UNDO1',
      codi_nacional: '1',
      codi_laboratori: 'UNDOLAB',
      quantitat: 1,
      pvl: 1,
      import_net: 7,
    };
    const first = await api.call('operations.import.sell_in_platform', {
      body: { rows: [row], files: ['u1.xlsx'] },
      ...(await as()),
    });
    const second = await api.call('operations.import.sell_in_platform', {
      body: { rows: [row, row], files: ['u2.xlsx'] },
      ...(await as()),
    });
    const list = await api.call('operations.import.batches', { query: { kind: 'sell_in_platform' }, ...(await as()) });
    expect(list.status).toBe(200);
    expect(list.body.data[0]).toMatchObject({
      id: second.body.batch,
      kind: 'sell_in_platform',
      files: ['u2.xlsx'],
      rows: 2,
      removable: true,
      user: { name: 'Sílvia Prat' },
    });
    expect(list.body.data.find((b) => b.id === first.body.batch)?.removable).toBe(false);

    const undoLab = async () =>
      (await api.call('operations.sell_in.summary', { ...(await as()) })).body.find((r) => r.name === 'UNDOLAB')?.plat_v;
    expect(await undoLab()).toBe(21);
    const refused = await api.call('operations.import.batches.delete', {
      params: { id: first.body.batch! },
      lang: 'es',
      ...(await as()),
    });
    expect(refused.status).toBe(409);
    expect(refused.error.message).toBe('Solo se puede deshacer la última importación de cada tipo.');
    expect(
      (await api.call('operations.import.batches.delete', { params: { id: second.body.batch! }, ...(await as()) })).status,
    ).toBe(204);
    expect(await undoLab()).toBe(7);
    expect(
      (await api.call('operations.import.batches.delete', { params: { id: second.body.batch! }, ...(await as()) })).status,
    ).toBe(404);
    // Now the first is the last of its kind.
    expect(
      (await api.call('operations.import.batches.delete', { params: { id: first.body.batch! }, ...(await as()) })).status,
    ).toBe(204);
    expect(await undoLab()).toBeUndefined();
  });
});

describe('report tabs (BI)', () => {
  it('embeds the sell-in and sell-out reports unfiltered for the operations role only', async () => {
    for (const id of ['opc-sell-in', 'opc-sell-out']) {
      const res = await api.call('bi.report', { params: { id }, ...(await as()) });
      expect(res.status, id).toBe(200);
      expect(res.body.data).toMatchObject({ provider: 'demo', filters: [] });
      const page = await call(res.body.data.embedUrl.split('?')[0]!, { query: res.body.data.embedUrl.split('?')[1] });
      expect(page.status).toBe(200);
      expect(String(page.body)).toContain('Sense filtre (informe intern: tot el grup)');
      expect((await api.call('bi.report', { params: { id }, persona: 'internal-staff' })).status).toBe(403);
      expect((await api.call('bi.report', { params: { id }, persona: 'pharmacy-admin' })).status).toBe(403);
    }
  });
});

describe('remembered mappings', () => {
  it('remembers a header set mapping for the team, replaces it on save, and refuses an index outside the headers', async () => {
    const headers = [' Albarà ', 'Data albarà', 'Client', 'Import net'];
    const saved = await api.call('operations.import.mappings.save', {
      body: {
        kind: 'sell_in_platform',
        headers,
        mapping: { albara: 0, data_albara: 1, codi_client: 2, import_net: 3, notes: null },
      },
      ...(await as()),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ headers: ['albara', 'data albara', 'client', 'import net'], user: 'Sílvia Prat' });
    const again = await api.call('operations.import.mappings.save', {
      body: {
        kind: 'sell_in_platform',
        headers: ['ALBARÀ', 'data albarà', 'client', 'import net'],
        mapping: { albara: 0, import_net: 3 },
      },
      persona: 'internal-admin',
    });
    expect(again.status).toBe(200);
    const list = await api.call('operations.import.mappings', { query: { kind: 'sell_in_platform' }, ...(await as()) });
    const same = list.body.data.filter((m) => m.headers.join('|') === 'albara|data albara|client|import net');
    expect(same).toHaveLength(1);
    expect(same[0]).toMatchObject({ mapping: { albara: 0, import_net: 3 }, user: 'Anna Ferrer' });
    expect(
      (await api.call('operations.import.mappings', { query: { kind: 'sell_in_fede' }, ...(await as()) })).body.data,
    ).toEqual([]);

    const outside = await api.call('operations.import.mappings.save', {
      body: { kind: 'sell_in_fede', headers: ['a'], mapping: { albara: 3 } },
      ...(await as()),
    });
    expect(outside.status).toBe(422);
    expect(Object.keys(outside.error.errors!)).toEqual(['mapping.albara']);
  });
});
