/**
 * Warehouse (issue 11) over HTTP: the authorization matrix of every warehouse route, driven by the
 * route table (a new route without an entry fails), then the flows: delivery notes, and placing a
 * distribution line once, also when two placements race.
 */
import { describe, expect, it } from 'vitest';
import { isPublic, rolesAllow } from '../../shared/api/route';
import { routes, type RouteId } from '../../shared/api/routes';
import { DEMO_ACCOUNTS } from '../../infra/local/seed/demo-data';
import { api, call, tokenFor } from './support/api';

const PERSONAS = ['internal-admin', 'internal-staff', 'support', 'pharmacy-guest', 'pharmacy-admin', 'laboratory-guest'] as const;
type Persona = (typeof PERSONAS)[number];
const rolesOf = (p: Persona) => DEMO_ACCOUNTS.find((a) => a.persona === p)!.roleIds;

interface Entry {
  who: readonly Persona[];
  path?: string;
  body?: unknown;
  ok?: number;
}

const ADMIN: Persona[] = ['internal-admin'];
// The demo staff holds the delivery-notes (118) and distribution (119) roles, not 19.
const STAFF: Persona[] = ['internal-admin', 'internal-staff'];

// Allowed calls use harmless inputs: unknown numbers or invalid bodies.
const MATRIX: Record<string, Entry> = {
  'warehouse.delivery_notes.show': { who: STAFF, path: '/api/warehouse/delivery-notes/in/NO-SUCH', ok: 404 },
  'warehouse.delivery_notes.update': { who: STAFF, body: {}, ok: 422 },
  'warehouse.distribution.shipment_ins': { who: STAFF },
  'warehouse.distribution.products': { who: STAFF, path: '/api/warehouse/distribution/products/NO-SUCH', ok: 404 },
  'warehouse.distribution.mids.create': { who: STAFF, body: {}, ok: 422 },
  'warehouse.distribution.mids.index': { who: STAFF, path: '/api/warehouse/distribution/mids/NO-SUCH', ok: 404 },
  'warehouse.distribution.mids.delete': { who: STAFF, path: '/api/warehouse/distribution/mids/999999999', ok: 404 },
  'warehouse.logistics.outs.index': { who: ADMIN },
  'warehouse.logistics.outs.show': { who: ADMIN, path: '/api/warehouse/logistics/outs/NO-SUCH', ok: 404 },
  'warehouse.logistics.outs.locate': { who: ADMIN, path: '/api/warehouse/logistics/outs/locate/NO-SUCH', ok: 404 },
  'warehouse.logistics.consignments.index': { who: ADMIN },
  'warehouse.logistics.consignments.create': { who: ADMIN, body: {}, ok: 422 },
  'warehouse.logistics.consignments.destroy': { who: ADMIN, body: {}, ok: 422 },
  'warehouse.logistics.consignments.show': { who: ADMIN, path: '/api/warehouse/logistics/consignments/999999999', ok: 404 },
  'warehouse.logistics.consignments.update': {
    who: ADMIN,
    path: '/api/warehouse/logistics/consignments/999999999',
    body: {},
    ok: 422,
  },
  'warehouse.logistics.shipments.create': { who: ADMIN, body: {}, ok: 422 },
  'warehouse.logistics.shipments.pending': { who: ADMIN },
  'warehouse.logistics.shipments.delivered': { who: ADMIN },
  'warehouse.logistics.shipments.delete': { who: ADMIN, path: '/api/warehouse/logistics/shipments/999999999', ok: 404 },
};

const covered = (Object.entries(routes) as [RouteId, (typeof routes)[RouteId]][]).filter(([, r]) => r.group === 'warehouse');

describe('warehouse authorization matrix', () => {
  it('has exactly one entry per warehouse route', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(covered.map(([id]) => id).sort());
  });

  for (const [id, route] of covered) {
    const entry = MATRIX[id];
    if (!entry) continue;
    const path = entry.path ?? route.path;
    const opts = { method: route.method, body: entry.body };

    it(`${route.method} ${route.path}: the declared roles let through exactly ${entry.who.join(', ')}`, () => {
      expect(isPublic(route.access)).toBe(false);
      for (const p of PERSONAS) expect(rolesAllow(route.access, rolesOf(p)), p).toBe(entry.who.includes(p));
    });

    it(`${route.method} ${route.path}: nobody and every persona get their answer`, async () => {
      expect((await call(path, opts)).status, 'no token').toBe(401);
      const answers = await Promise.all(
        PERSONAS.map(async (p) => [p, (await call(path, { ...opts, token: await tokenFor(p) })).status] as const),
      );
      expect(answers).toEqual(PERSONAS.map((p) => [p, entry.who.includes(p) ? (entry.ok ?? 200) : 403] as const));
    });
  }
});

describe('delivery notes', () => {
  it('finds a note by direction and number and saves its effective date', async () => {
    const found = await api.call('warehouse.delivery_notes.show', {
      params: { direction: 'in', number: 'AP0000001' },
      persona: 'internal-staff',
    });
    expect(found.status).toBe(200);
    const note = found.body.data;
    expect(note).toMatchObject({ direction: 'in', number: 'AP0000001' });
    expect(note.party.name).not.toBe('');

    // The same number in the other direction is another (unknown) note.
    const other = await api.call('warehouse.delivery_notes.show', {
      params: { direction: 'out', number: 'AP0000001' },
      persona: 'internal-staff',
    });
    expect(other.status).toBe(404);

    const saved = await api.call('warehouse.delivery_notes.update', {
      body: { id: note.id, direction: 'in', effective_date: '2026-03-02' },
      persona: 'internal-staff',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.effective_date).toBe('2026-03-02');
    const again = await api.call('warehouse.delivery_notes.show', {
      params: { direction: 'in', number: 'AP0000001' },
      persona: 'internal-staff',
    });
    expect(again.body.data.effective_date).toBe('2026-03-02');
  });

  it('refuses a wrong direction for the id and a bad date', async () => {
    const note = (
      await api.call('warehouse.delivery_notes.show', {
        params: { direction: 'in', number: 'AP0000001' },
        persona: 'internal-staff',
      })
    ).body.data;
    const wrong = await api.call('warehouse.delivery_notes.update', {
      body: { id: note.id, direction: 'out', effective_date: '2026-03-02' },
      persona: 'internal-staff',
    });
    expect(wrong.status).toBe(404);
    const bad = await api.call('warehouse.delivery_notes.update', {
      body: { id: note.id, direction: 'in', effective_date: '02/03/2026' },
      persona: 'internal-staff',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.error.errors ?? {})).toEqual(['effective_date']);
  });
});

describe('distribution', () => {
  async function firstShipmentWithLines() {
    const list = await api.call('warehouse.distribution.shipment_ins', { persona: 'internal-staff' });
    expect(list.status).toBe(200);
    const numbers = list.body.data.map((s) => s.number);
    expect(numbers).toEqual([...numbers].sort());
    for (const s of list.body.data) {
      const lines = await api.call('warehouse.distribution.products', {
        params: { number: s.number },
        persona: 'internal-staff',
      });
      if (lines.body.data.length >= 2) return { shipment: s, lines: lines.body.data };
    }
    throw new Error('no seeded shipment with lines');
  }

  const placeBody = (l: Awaited<ReturnType<typeof firstShipmentWithLines>>['lines'][number]) => ({
    shipment_in_line: l.shipment_in_line,
    shipment_in: l.shipment_in,
    sale_line: l.sale_line,
    sale: l.sale,
    party: l.party,
    product: l.product,
    lot: l.lot,
    quantity: l.quantity,
  });

  it('lists a shipment’s lines by product code then party, places one once and undoes it', async () => {
    const { shipment, lines } = await firstShipmentWithLines();
    const keys = lines.map((l) => [l.product_obj.code, l.party_obj.name] as const);
    const sorted = [...keys].sort((a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1], 'ca'));
    expect(keys).toEqual(sorted);
    const line = lines[0]!;

    const placed = await api.call('warehouse.distribution.mids.create', { body: placeBody(line), persona: 'internal-staff' });
    expect(placed.status).toBe(200);
    expect(placed.body.data).toMatchObject({ id: line.shipment_in_line, placed_by: 'staff', sale_obj: line.sale_obj });

    // A placed line leaves the shipment's lines and shows on the undo screen.
    const after = await api.call('warehouse.distribution.products', {
      params: { number: shipment.number },
      persona: 'internal-staff',
    });
    expect(after.body.data.map((l) => l.shipment_in_line)).not.toContain(line.shipment_in_line);
    const undoList = await api.call('warehouse.distribution.mids.index', {
      params: { number: shipment.number },
      persona: 'internal-staff',
    });
    expect(undoList.body.data.map((l) => l.id)).toContain(line.shipment_in_line);

    // Placing it again (a double swipe) is refused.
    const twice = await api.call('warehouse.distribution.mids.create', { body: placeBody(line), persona: 'internal-staff' });
    expect(twice.status).toBe(409);

    const undone = await api.call('warehouse.distribution.mids.delete', {
      params: { id: line.shipment_in_line },
      persona: 'internal-staff',
    });
    expect(undone.status).toBe(204);
    const again = await api.call('warehouse.distribution.mids.delete', {
      params: { id: line.shipment_in_line },
      persona: 'internal-staff',
    });
    expect(again.status).toBe(404);
    const back = await api.call('warehouse.distribution.products', {
      params: { number: shipment.number },
      persona: 'internal-staff',
    });
    expect(back.body.data.map((l) => l.shipment_in_line)).toContain(line.shipment_in_line);
  });

  it('of two placements of one line at once, exactly one wins and the other gets 409', async () => {
    const { lines } = await firstShipmentWithLines();
    const line = lines[1]!;
    const answers = await Promise.all([
      api.call('warehouse.distribution.mids.create', { body: placeBody(line), persona: 'internal-staff' }),
      api.call('warehouse.distribution.mids.create', { body: placeBody(line), persona: 'internal-admin' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    await api.call('warehouse.distribution.mids.delete', { params: { id: line.shipment_in_line }, persona: 'internal-staff' });
  });

  it('refuses a line that does not match the stored one', async () => {
    const { lines } = await firstShipmentWithLines();
    const line = lines[0]!;
    const wrong = await api.call('warehouse.distribution.mids.create', {
      body: { ...placeBody(line), quantity: line.quantity + 1 },
      persona: 'internal-staff',
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.error.errors ?? {})).toEqual(['quantity']);
  });
});

describe('logistics', () => {
  const admin = { persona: 'internal-admin' } as const;

  it('groups outs into a consignment and a shipment, with the out found at every step, and refuses what breaks the rules', async () => {
    const outs = await api.call('warehouse.logistics.outs.index', admin);
    expect(outs.status).toBe(200);
    expect(outs.body.data.length).toBeGreaterThanOrEqual(2);
    expect(outs.body.data.every((o) => o.state === 'packed')).toBe(true);
    const out = outs.body.data[0]!;

    const before = await api.call('warehouse.logistics.outs.locate', { params: { number: out.number }, ...admin });
    expect(before.body.data).toMatchObject({ list: 'outs', consignment: null, shipment: null });

    // Outs of two parties are refused together; one party's outs are grouped.
    const other = outs.body.data.find((o) => o.party_obj.id !== out.party_obj.id);
    expect(other, 'the demo has packed outs of two parties').toBeDefined();
    {
      const mixed = await api.call('warehouse.logistics.consignments.create', {
        body: { pallets: 1, weight: 10, outs: [out.id, other!.id] },
        ...admin,
      });
      expect(mixed.status).toBe(422);
      expect(mixed.error.errors?.outs?.[0]).toMatch(/entitats|entidades/);
    }

    const created = await api.call('warehouse.logistics.consignments.create', {
      body: { pallets: 2, weight: 31.5, outs: [out.id] },
      ...admin,
    });
    expect(created.status).toBe(200);
    const consignment = created.body.data;
    expect(consignment).toMatchObject({ pallet_count: 2, weight_in_kg: 31.5, shipment: null, party: { id: out.party_obj.id } });
    expect(consignment.shipment_outs.map((o) => o.number)).toEqual([out.number]);

    // The out left the outs list and cannot be put in a second consignment.
    const afterOuts = await api.call('warehouse.logistics.outs.index', admin);
    expect(afterOuts.body.data.map((o) => o.id)).not.toContain(out.id);
    expect((await api.call('warehouse.logistics.outs.show', { params: { number: out.number }, ...admin })).status).toBe(404);
    const again = await api.call('warehouse.logistics.consignments.create', {
      body: { pallets: 1, weight: 1, outs: [out.id] },
      ...admin,
    });
    expect(again.status).toBe(422);
    expect(Object.keys(again.error.errors ?? {})).toEqual(['outs']);
    const listed = await api.call('warehouse.logistics.consignments.index', admin);
    expect(listed.body.data.map((c) => c.id)).toContain(consignment.id);
    const located = await api.call('warehouse.logistics.outs.locate', { params: { number: out.number }, ...admin });
    expect(located.body.data).toMatchObject({ list: 'consignments', consignment: { id: consignment.id }, shipment: null });
    expect(located.body.data.trail.find((t) => t.step === 'consignment')).toMatchObject({
      by: 'admin',
      ref: String(consignment.id),
    });

    // Edit while on the list.
    const edited = await api.call('warehouse.logistics.consignments.update', {
      params: { id: consignment.id },
      body: { pallets: 3, weight: 40, outs: [out.id] },
      ...admin,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ pallet_count: 3, weight_in_kg: 40 });

    const shipped = await api.call('warehouse.logistics.shipments.create', {
      body: { consignments: [consignment.id] },
      ...admin,
    });
    expect(shipped.status).toBe(200);
    const shipment = shipped.body.data;
    expect(shipment).toMatchObject({ type: 1, delivery_date: null, party: { id: out.party_obj.id } });
    expect(shipment.consignments.map((c) => c.id)).toEqual([consignment.id]);
    const twice = await api.call('warehouse.logistics.shipments.create', { body: { consignments: [consignment.id] }, ...admin });
    expect(twice.status).toBe(422);
    const pending = await api.call('warehouse.logistics.shipments.pending', admin);
    expect(pending.body.data.find((s) => s.id === shipment.id)?.consignments.map((c) => c.id)).toEqual([consignment.id]);
    expect((await api.call('warehouse.logistics.consignments.index', admin)).body.data.map((c) => c.id)).not.toContain(
      consignment.id,
    );
    const inShipment = await api.call('warehouse.logistics.outs.locate', { params: { number: out.number }, ...admin });
    expect(inShipment.body.data).toMatchObject({ list: 'pending', shipment: { id: shipment.id, delivery_date: null } });

    // A pending shipment's consignment still edits; a shipped consignment does not delete.
    const editedShipped = await api.call('warehouse.logistics.consignments.update', {
      params: { id: consignment.id },
      body: { pallets: 4, weight: 40, outs: [out.id] },
      ...admin,
    });
    expect(editedShipped.status).toBe(200);
    expect(
      (await api.call('warehouse.logistics.consignments.destroy', { body: { consignments: [consignment.id] }, ...admin })).status,
    ).toBe(422);

    // Undo it all: the shipment, then the consignment; the out is back on the outs list.
    expect((await api.call('warehouse.logistics.shipments.delete', { params: { id: shipment.id }, ...admin })).status).toBe(204);
    expect(
      (await api.call('warehouse.logistics.consignments.destroy', { body: { consignments: [consignment.id] }, ...admin })).status,
    ).toBe(204);
    expect((await api.call('warehouse.logistics.outs.index', admin)).body.data.map((o) => o.id)).toContain(out.id);
  });

  it('of two consignments taking one out at once, exactly one is created', async () => {
    const outs = await api.call('warehouse.logistics.outs.index', admin);
    const out = outs.body.data.at(-1)!;
    const answers = await Promise.all([
      api.call('warehouse.logistics.consignments.create', { body: { pallets: 1, weight: 5, outs: [out.id] }, ...admin }),
      api.call('warehouse.logistics.consignments.create', { body: { pallets: 1, weight: 6, outs: [out.id] }, ...admin }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    const listed = (await api.call('warehouse.logistics.consignments.index', admin)).body.data.filter((c) =>
      c.shipment_outs.some((o) => o.id === out.id),
    );
    expect(listed).toHaveLength(1);
    await api.call('warehouse.logistics.consignments.destroy', { body: { consignments: [listed[0]!.id] }, ...admin });
  });
});
