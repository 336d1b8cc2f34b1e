/**
 * Warehouse temperatures over HTTP: the rules of §5 per field, the result the server
 * computes against the laboratory's storage range (15–25 °C, 2–8 °C for cold chain), the quality
 * ticket a failed reading opens (once, linked both ways), and the server-paged list's filters,
 * sorts and totals. Access is in the warehouse matrix (warehouse.test.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { madridParts } from '../../shared/time/madrid';
import { loadFeed } from '../../functions/lib/erp/loader';
import { memoryRejects } from '../../functions/lib/erp/rejects';
import { api, useStandIn } from './support/api';

const AMBIENT_LAB = 2001; // Laboratoris Mediterrani
const COLD_LAB = 2002; // Laboratorios Iberia Salud (cold chain in the demo data)
const PHARMACY = 1001;
const who = { persona: 'warehouse' } as const;

beforeAll(() => {
  // The ERP feed below writes to the stand-in's table directly.
  useStandIn();
});

/** A wall time some minutes ago (Madrid), as the dialog sends it. */
function wallTime(minutesAgo: number) {
  const p = madridParts(new Date(Date.now() - minutesAgo * 60_000));
  return `${p.date} ${p.time.slice(0, 5)}:00`;
}
const tag = `T${Date.now().toString(36)}`;
let seq = 0;
function reading(over: Record<string, unknown> = {}) {
  seq += 1;
  return {
    date: wallTime(10 + seq),
    warehouse: 1,
    carrier: 2,
    laboratory: AMBIENT_LAB,
    brand: 'Marca',
    expedition: `${tag}-${seq}`,
    packages: '3',
    temperature: 20,
    user: 1,
    ...over,
  };
}
const record = (over: Record<string, unknown> = {}) =>
  api.call('warehouse.temperatures.store', { body: reading(over) as never, ...who });

describe('recording a reading', () => {
  it('computes the result against the laboratory range: 15–25 °C, 2–8 °C for a cold-chain laboratory', async () => {
    const cases: [number, number, boolean][] = [
      [AMBIENT_LAB, 15, true],
      [AMBIENT_LAB, 25, true],
      [AMBIENT_LAB, 25.5, false],
      [AMBIENT_LAB, 14.5, false],
      [COLD_LAB, 2, true],
      [COLD_LAB, 8, true],
      [COLD_LAB, 8.5, false],
      [COLD_LAB, 20, false],
    ];
    for (const [laboratory, temperature, pass] of cases) {
      const res = await record({ laboratory, temperature });
      expect(res.status, `${laboratory} ${temperature}`).toBe(201);
      expect(res.body.data.result, `${laboratory} ${temperature}`).toBe(pass);
      expect(res.body.data.range).toEqual(
        laboratory === COLD_LAB ? { min: 2, max: 8, basis: 'laboratory' } : { min: 15, max: 25, basis: 'laboratory' },
      );
      expect(res.body.data.ticket_id === null, `ticket for ${laboratory} ${temperature}`).toBe(pass);
    }
  });

  it('judges a reading of a product by the storage condition its ERP record carries, else by the laboratory', async () => {
    // A fridge product (storage cold, optional ERP field) of an ambient laboratory, and one without.
    const ids = [9_300_001, 9_300_002];
    async function* feed() {
      for (const [i, id] of ids.entries())
        yield JSON.stringify({
          entity: 'product',
          id,
          updated_at: new Date().toISOString(),
          code: `IT-T-${id}`,
          national_code: null,
          ean13: [],
          description: i === 0 ? 'VACUNA DE PROVA' : 'CREMA DE PROVA',
          template_id: id,
          laboratory_id: AMBIENT_LAB,
          supplier_ids: [AMBIENT_LAB],
          listing_price: 10,
          ...(i === 0 ? { storage: 'cold' } : {}),
        });
    }
    const loaded = await loadFeed(feed(), { source: 'warehouse-temperatures.test', rejects: memoryRejects() });
    expect(loaded).toMatchObject({ upserted: 2, rejected: 0 });

    const fridge = await record({ product: ids[0], temperature: 5 });
    expect(fridge.status, JSON.stringify(fridge.body)).toBe(201);
    expect(fridge.body.data).toMatchObject({
      result: true,
      range: { min: 2, max: 8, basis: 'product' },
      product: { id: ids[0], label: `IT-T-${ids[0]} VACUNA DE PROVA` },
      ticket_id: null,
    });
    // An edit that does not send the product keeps it (the detail form has no product field).
    const edited = await api.call('warehouse.temperatures.update', {
      params: { id: fridge.body.data.id },
      body: { ...reading({ temperature: 6 }), technical_assessment: 'OK', product_destination: '' } as never,
      ...who,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ result: true, range: { basis: 'product' }, product: { id: ids[0] } });
    // The same 5 °C without the product: the ambient laboratory's range fails it (the old false alarm).
    expect((await record({ temperature: 5 })).body.data).toMatchObject({ result: false, range: { basis: 'laboratory' } });
    // A product whose ERP record has no storage condition: its laboratory's range.
    const plain = await record({ product: ids[1], temperature: 5 });
    expect(plain.body.data).toMatchObject({
      result: false,
      range: { min: 15, max: 25, basis: 'laboratory' },
      product: { id: ids[1] },
    });
    const unknown = await record({ product: 999_999_991 });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.error.errors ?? {})).toEqual(['product']);
  });

  it('stores what was sent, with who recorded it, and shows it again', async () => {
    const body = reading({ brand: 'B'.repeat(128), expedition: 'E'.repeat(255), packages: '12345', temperature: 21.5 });
    const res = await api.call('warehouse.temperatures.store', { body: body as never, ...who });
    expect(res.status).toBe(201);
    const shown = await api.call('warehouse.temperatures.show', { params: { id: res.body.data.id }, ...who });
    expect(shown.body.data).toMatchObject({
      date: body.date,
      warehouse: { id: 1 },
      carrier: { id: 2, name: 'Alloga Logística' },
      laboratory: { id: AMBIENT_LAB, name: 'Laboratoris Mediterrani' },
      brand: body.brand,
      expedition: body.expedition,
      packages: '12345',
      temperature: 21.5,
      result: true,
      user: { id: 1 },
      technical_assessment: '',
      technical_assessment_date: null,
    });
    expect(shown.body.data.created_by.name).not.toBe('');
    expect((await api.call('warehouse.temperatures.show', { params: { id: 999999999 }, ...who })).status).toBe(404);
  });

  it('answers 422 per field: bounds, step, future date, lengths, fixed lists, laboratory', async () => {
    const future = madridParts(new Date(Date.now() + 2 * 86_400_000)).date;
    const cases: [Record<string, unknown>, string][] = [
      [{ temperature: 0 }, 'temperature'],
      [{ temperature: 45 }, 'temperature'],
      [{ temperature: -3 }, 'temperature'],
      [{ temperature: 20.3 }, 'temperature'],
      [{ date: `${future} 10:00:00` }, 'date'],
      [{ date: '25/11/2026 10:00' }, 'date'],
      [{ expedition: '' }, 'expedition'],
      [{ expedition: 'E'.repeat(256) }, 'expedition'],
      [{ brand: 'B'.repeat(129) }, 'brand'],
      [{ packages: '123456' }, 'packages'],
      [{ warehouse: 2 }, 'warehouse'],
      [{ carrier: 999 }, 'carrier'],
      [{ user: 9 }, 'user'],
      [{ laboratory: PHARMACY }, 'laboratory'],
      [{ laboratory: 999999 }, 'laboratory'],
    ];
    for (const [over, field] of cases) {
      const res = await record(over);
      expect(res.status, JSON.stringify(over)).toBe(422);
      expect(Object.keys(res.error.errors ?? {}), JSON.stringify(over)).toEqual([field]);
    }
    const es = await api.call('warehouse.temperatures.store', {
      body: reading({ temperature: 20.3 }) as never,
      ...who,
      lang: 'es',
    });
    expect(es.error.errors?.temperature).toEqual(['Debe ser múltiplo de 0,5.']);
    const ca = await record({ temperature: 20.3 });
    expect(ca.error.errors?.temperature).toEqual(['Ha de ser múltiple de 0,5.']);
  });
});

describe('a failed reading', () => {
  it('opens one quality ticket for the laboratory, naming the reading', async () => {
    const res = await record({ temperature: 31 });
    expect(res.status).toBe(201);
    const { id, ticket_id } = res.body.data;
    expect(ticket_id).toEqual(expect.any(Number));
    const ticket = await api.call('ticketing.show', { params: { id: String(ticket_id) }, persona: 'internal-admin' });
    expect(ticket.status).toBe(200);
    expect(ticket.body.data.party?.id).toBe(AMBIENT_LAB);
    expect(ticket.body.data.description).toContain(`LECTURA ${id}`);
    expect(ticket.body.data.description).toContain('31,0 °C');
    const types = await api.call('ticketing.types.index', { persona: 'internal-admin' });
    const quality = types.body.data.find((t) => t.name_ca === 'QUALITAT');
    expect(quality?.name_es).toBe('CALIDAD');
    expect(ticket.body.data.type.id).toBe(quality!.id);

    // Editing the failed reading (still failing) keeps its one ticket.
    const body = { ...reading({ temperature: 32 }), technical_assessment: 'Revisat', product_destination: 'Quarantena' };
    const edited = await api.call('warehouse.temperatures.update', { params: { id }, body: body as never, ...who });
    expect(edited.status).toBe(200);
    expect(edited.body.data.ticket_id).toBe(ticket_id);
  });

  it('an edit that makes a passing reading fail opens its ticket then', async () => {
    const res = await record({ temperature: 20 });
    expect(res.body.data.ticket_id).toBeNull();
    const today = madridParts(new Date()).date;
    const body = {
      ...reading({ temperature: 26 }),
      technical_assessment_date: today,
      technical_assessment: 'Producte revisat',
      product_destination: 'Retorn al laboratori',
    };
    const edited = await api.call('warehouse.temperatures.update', {
      params: { id: res.body.data.id },
      body: body as never,
      ...who,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      result: false,
      technical_assessment: 'Producte revisat',
      technical_assessment_date: today,
      product_destination: 'Retorn al laboratori',
    });
    expect(edited.body.data.ticket_id).toEqual(expect.any(Number));
  });

  it('refuses an assessment date after today or before 1900', async () => {
    const res = await record();
    const future = madridParts(new Date(Date.now() + 2 * 86_400_000)).date;
    for (const day of [future, '1899-12-31']) {
      const edited = await api.call('warehouse.temperatures.update', {
        params: { id: res.body.data.id },
        body: { ...reading(), technical_assessment_date: day } as never,
        ...who,
      });
      expect(edited.status, day).toBe(422);
      expect(Object.keys(edited.error.errors ?? {})).toEqual(['technical_assessment_date']);
    }
  });
});

describe('the list', () => {
  it('pages by date descending by default, filters and sorts on the server, counts what counters hold', async () => {
    const lab = 2003;
    const made = [];
    for (const temperature of [18, 30, 22.5, 40])
      made.push((await record({ laboratory: lab, temperature, warehouse: 4 })).body.data);

    const page = await api.call('warehouse.temperatures.datatable', { query: { per_page: 10 }, ...who });
    expect(page.status).toBe(200);
    const dates = page.body.data.map((r) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.body.meta.total).toBeGreaterThanOrEqual(4);

    const ofLab = await api.call('warehouse.temperatures.datatable', { query: { search: { laboratory: lab } }, ...who });
    expect(ofLab.body.data.map((r) => r.laboratory.id)).toEqual(ofLab.body.data.map(() => lab));
    expect(ofLab.body.meta.total).toBe(ofLab.body.data.length);

    const failed = await api.call('warehouse.temperatures.datatable', {
      query: { search: { laboratory: lab, result: false } },
      ...who,
    });
    expect(failed.body.data.map((r) => r.temperature).sort()).toEqual([30, 40]);
    expect(failed.body.meta.total).toBe(2); // walked to the end

    const byTemp = await api.call('warehouse.temperatures.datatable', {
      query: { sort_by: 'temperature', sort_desc: true, search: { temperature_from: 22.5, temperature_to: 40, expedition: tag } },
      ...who,
    });
    const temps = byTemp.body.data.map((r) => r.temperature);
    expect(temps).toEqual([...temps].sort((a, b) => b - a));
    expect(temps.every((t) => t >= 22.5 && t <= 40)).toBe(true);
    expect(temps).toContain(40);

    const text = await api.call('warehouse.temperatures.datatable', {
      query: { search: { expedition: made[1]!.expedition } },
      ...who,
    });
    expect(text.body.data.map((r) => r.id)).toEqual([made[1]!.id]);

    const bad = await api.call('warehouse.temperatures.datatable', { query: { sort_by: 'brand' as never }, ...who });
    expect(bad.status).toBe(422);
  });

  it('lists the fixed users', async () => {
    const res = await api.call('warehouse.users', who);
    expect(res.body.users).toHaveLength(8);
    expect(res.body.users_all).toHaveLength(8);
  });
});
