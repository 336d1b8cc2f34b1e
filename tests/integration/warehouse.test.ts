/**
 * Warehouse over HTTP: delivery notes, and placing a distribution line once, also when two
 * placements race (the authorization matrix of every warehouse route is warehouse-matrix.test.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { midsOfSale } from '../../functions/lib/data/entities/mid';
import { getParty } from '../../functions/lib/data/entities/party';
import { getProduct } from '../../functions/lib/data/entities/product';
import { loadFeed } from '../../functions/lib/erp/loader';
import { memoryRejects } from '../../functions/lib/erp/rejects';
import {
  deleteShipmentOut,
  getShipmentOut,
  putShipmentOut,
  type ShipmentOutItem,
} from '../../functions/lib/data/entities/shipment-out';
import { serverMessage } from '../../shared/i18n/server-messages';
import { api, useStandIn } from './support/api';
import { fetchPdf } from './support/pdf';

// The entities (and the ERP loader) read the stand-in's table like a Lambda would: from the environment.
beforeAll(useStandIn);

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

/** Loads a newer ERP version of a stored out through the real loader (optionally with its first line's quantity + 1). */
async function loadOutAgain(stored: ShipmentOutItem, opts: { source: string; bumpFirstLine?: boolean }) {
  const { loadFeed } = await import('../../functions/lib/erp/loader');
  const { memoryRejects } = await import('../../functions/lib/erp/rejects');
  const line = JSON.stringify({
    entity: 'out',
    id: stored.outId,
    updated_at: new Date(Date.now() + 1000).toISOString(),
    number: stored.number,
    state: stored.state,
    sale_id: stored.saleId ?? null,
    party_id: stored.partyId,
    shipment_in_id: stored.shipmentInId ?? null,
    sale_number: stored.saleNumber ?? null,
    sale_reference: stored.saleReference ?? null,
    party_name: stored.partyName,
    shipment_in_number: stored.shipmentInNumber ?? null,
    date: stored.date,
    lines: stored.lines.map((l, i) => ({
      product_id: l.productId,
      quantity: l.quantity + (opts.bumpFirstLine && i === 0 ? 1 : 0),
      lot_id: l.lotId ?? null,
    })),
  });
  const rejects = memoryRejects();
  const report = await loadFeed(
    (async function* () {
      yield line;
    })(),
    { source: opts.source, rejects },
  );
  expect(rejects.lines).toEqual([]);
  return report;
}

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

    // Delivering needs an uploaded signed note of an accepted type; then nothing changes any more.
    const exe = await api.call('warehouse.logistics.shipments.signed_upload', {
      body: { file_name: 'albara.exe', size: 10 },
      ...admin,
    });
    expect(Object.keys(exe.error.errors ?? {})).toEqual(['file_name']);
    const noFile = await api.call('warehouse.logistics.shipments.deliver', {
      body: { id: shipment.id, upload_id: 'never-uploaded' },
      ...admin,
    });
    expect(noFile.status).toBe(422);
    expect(Object.keys(noFile.error.errors ?? {})).toEqual(['upload_id']);
    const bytes = Buffer.from('%PDF-1.4 signed delivery note');
    const ticket = (
      await api.call('warehouse.logistics.shipments.signed_upload', {
        body: { file_name: 'albarà signat.pdf', size: bytes.length },
        ...admin,
      })
    ).body.data;
    expect((await fetch(ticket.url, { method: ticket.method, headers: ticket.headers, body: bytes })).status).toBe(200);
    expect((await api.call('warehouse.logistics.shipments.signed_note', { params: { id: shipment.id }, ...admin })).status).toBe(
      404,
    );
    const delivered = await api.call('warehouse.logistics.shipments.deliver', {
      body: { id: shipment.id, upload_id: ticket.upload_id },
      ...admin,
    });
    expect(delivered.status).toBe(200);
    expect(delivered.body.data).toMatchObject({ type: 2, has_signed_note: true });
    expect(delivered.body.data.delivery_date).not.toBeNull();
    const note = await api.call('warehouse.logistics.shipments.signed_note', { params: { id: shipment.id }, ...admin });
    expect(await (await fetch(note.body.url)).text()).toBe(bytes.toString());
    const lists = await Promise.all([
      api.call('warehouse.logistics.shipments.pending', admin),
      api.call('warehouse.logistics.shipments.delivered', admin),
    ]);
    expect(lists[0].body.data.map((s) => s.id)).not.toContain(shipment.id);
    expect(lists[1].body.data.map((s) => s.id)).toContain(shipment.id);
    const deliveredOut = await api.call('warehouse.logistics.outs.locate', { params: { number: out.number }, ...admin });
    expect(deliveredOut.body.data.list).toBe('delivered');
    expect(deliveredOut.body.data.trail.find((t) => t.step === 'delivered')).toMatchObject({
      by: 'admin',
      ref: String(shipment.id),
    });
    expect(
      (
        await api.call('warehouse.logistics.consignments.update', {
          params: { id: consignment.id },
          body: { pallets: 9, weight: 9, outs: [out.id] },
          ...admin,
        })
      ).status,
    ).toBe(422);
    expect((await api.call('warehouse.logistics.shipments.delete', { params: { id: shipment.id }, ...admin })).status).toBe(422);
    const again2 = await api.call('warehouse.logistics.shipments.deliver', {
      body: { id: shipment.id, upload_id: ticket.upload_id },
      ...admin,
    });
    expect(again2.status).toBe(422);

    // The party's delivery time now counts this out.
    const times = await api.call('warehouse.order_delivery_time', admin);
    const mine = times.body.data.find((t) => t.party_id === out.party_obj.id);
    expect(mine?.outs).toBeGreaterThanOrEqual(1);
    expect(Number.isInteger(mine!.days * 100)).toBe(true);
  });

  it('a pending shipment and an unshipped consignment delete, and the out returns to the outs list', async () => {
    const out = (await api.call('warehouse.logistics.outs.index', admin)).body.data[0]!;
    const consignment = (
      await api.call('warehouse.logistics.consignments.create', { body: { pallets: 1, weight: 2, outs: [out.id] }, ...admin })
    ).body.data;
    const shipment = (
      await api.call('warehouse.logistics.shipments.create', { body: { consignments: [consignment.id] }, ...admin })
    ).body.data;
    expect((await api.call('warehouse.logistics.shipments.delete', { params: { id: shipment.id }, ...admin })).status).toBe(204);
    expect(
      (await api.call('warehouse.logistics.consignments.destroy', { body: { consignments: [consignment.id] }, ...admin })).status,
    ).toBe(204);
    expect((await api.call('warehouse.logistics.outs.index', admin)).body.data.map((o) => o.id)).toContain(out.id);
  });

  it('lists each out with the heads its ERP record carries: sale number and reference, party name, incoming shipment', async () => {
    const outs = (await api.call('warehouse.logistics.outs.index', admin)).body.data;
    const { getSale } = await import('../../functions/lib/data/entities/sale');
    const { getParty } = await import('../../functions/lib/data/entities/party');
    const withSale = outs.filter((o) => o.sale_obj).slice(0, 5);
    expect(withSale.length).toBeGreaterThan(0);
    for (const o of withSale) {
      const sale = (await getSale(o.sale_obj!.id))!;
      const party = (await getParty(o.party_obj.id))!;
      expect(o.sale_obj).toEqual({ id: sale.saleId, number: sale.number, reference: sale.reference });
      expect(o.party_obj.name).toBe(party.name);
    }
  });

  it('an out the ERP sends again while consigned stays off the outs list, and comes back when its consignment goes', async () => {
    const out = (await api.call('warehouse.logistics.outs.index', admin)).body.data[0]!;
    const consignment = (
      await api.call('warehouse.logistics.consignments.create', { body: { pallets: 1, weight: 3, outs: [out.id] }, ...admin })
    ).body.data;
    const stored = (await getShipmentOut(out.id))!;
    expect(stored.consignedTo).toBe(consignment.id);

    // A newer version from the ERP (a line's quantity changed): the portal's mark survives it.
    const report = await loadOutAgain(stored, { source: 'it:out-again', bumpFirstLine: true });
    expect(report.upserted).toBe(1);
    const reloaded = (await getShipmentOut(out.id))!;
    expect(reloaded.lines[0]!.quantity).toBe(stored.lines[0]!.quantity + 1);
    expect(reloaded.consignedTo).toBe(consignment.id);
    expect((await api.call('warehouse.logistics.outs.index', admin)).body.data.map((o) => o.id)).not.toContain(out.id);

    await api.call('warehouse.logistics.consignments.destroy', { body: { consignments: [consignment.id] }, ...admin });
    expect((await getShipmentOut(out.id))!.consignedTo).toBeUndefined();
    expect((await api.call('warehouse.logistics.outs.index', admin)).body.data.map((o) => o.id)).toContain(out.id);
  });

  it('an out linked while the ERP load writes it gets its mark back: it stays off the outs list', async () => {
    const { putConsignmentOut } = await import('../../functions/lib/data/entities/consignment');
    const out = (await api.call('warehouse.logistics.outs.index', admin)).body.data.at(-1)!;
    const stored = (await getShipmentOut(out.id))!;
    // The link lands without its mark, as if written between the loader's read and its write.
    await putConsignmentOut({ outId: out.id, consignmentId: 0, at: new Date().toISOString(), by: 'it' });
    await loadOutAgain(stored, { source: 'it:out-linked' });
    expect((await getShipmentOut(out.id))!.consignedTo).toBe(0);
    expect((await api.call('warehouse.logistics.outs.index', admin)).body.data.map((o) => o.id)).not.toContain(out.id);
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

describe('priorities', () => {
  const admin = { persona: 'internal-admin' } as const;

  it('saves the whole list with consecutive positions and refuses an empty, gapped or repeated one', async () => {
    const empty = await api.call('warehouse.logistics.priorities.save', {
      body: { date: '2026-05-04', priorities: [] },
      ...admin,
    });
    expect(empty.status).toBe(422);
    expect(empty.error.errors?.priorities?.[0]).toMatch(/buida/);
    const gap = await api.call('warehouse.logistics.priorities.save', {
      body: {
        date: '2026-05-04',
        priorities: [
          { priority: 1, party: 1001 },
          { priority: 3, party: 1002 },
        ],
      },
      ...admin,
    });
    expect(Object.keys(gap.error.errors ?? {})).toEqual(['priorities']);
    const twice = await api.call('warehouse.logistics.priorities.save', {
      body: {
        date: '2026-05-04',
        priorities: [
          { priority: 1, party: 1001 },
          { priority: 2, party: 1001 },
        ],
      },
      ...admin,
    });
    expect(twice.status).toBe(422);
    const noDate = await api.call('warehouse.logistics.priorities.save', {
      body: { priorities: [{ priority: 1, party: 1001 }] } as never,
      ...admin,
    });
    expect(Object.keys(noDate.error.errors ?? {})).toEqual(['date']);

    const saved = await api.call('warehouse.logistics.priorities.save', {
      body: {
        date: '2026-05-04',
        priorities: [
          { priority: 1, party: 1002 },
          { priority: 2, party: 1001 },
        ],
      },
      ...admin,
    });
    expect(saved.status).toBe(200);
    const shown = await api.call('warehouse.logistics.priorities.show', admin);
    expect(shown.body.data.date).toBe('2026-05-04');
    expect(shown.body.data.priorities.map((p) => [p.priority, p.party])).toEqual([
      [1, 1002],
      [2, 1001],
    ]);
    expect(shown.body.data.priorities[0]!.party_obj.name).not.toBe('');
  });
});

describe('product scan', () => {
  const staff = { persona: 'internal-staff' } as const;

  it('resolves a GS1 DataMatrix string, its EAN and its CN to the product; unknown codes 404', async () => {
    const product = await getProduct(1);
    const ean = product!.ean13![0]!;
    const expected = { id: product!.productId, code: product!.code, description: product!.description };

    const scanned = await api.call('warehouse.distribution.scan', {
      query: { code: `]d2010${ean}17270531` + `10LOT9\x1d21SER` },
      ...staff,
    });
    expect(scanned.status).toBe(200);
    expect(scanned.body.data).toEqual({ product: expected, gtin: `0${ean}`, lot: 'LOT9', expiry: '2027-05-31' });
    const byEan = await api.call('warehouse.distribution.scan', { query: { code: ean }, ...staff });
    expect(byEan.body.data.product).toEqual(expected);
    if (product!.nationalCode) {
      const byCn = await api.call('warehouse.distribution.scan', { query: { code: product!.nationalCode }, ...staff });
      expect(byCn.body.data.product).toEqual(expected);
    }
    const unknown = await api.call('warehouse.distribution.scan', { query: { code: '(01)00000000000017' }, ...staff });
    expect(unknown.status).toBe(404);
  });
});

describe('logistics mids and labels', () => {
  const who = { persona: 'warehouse' } as const;

  it('lists mids waiting for their out, finds a shipment’s mids by number and prints one label per mid', async () => {
    const list = await api.call('warehouse.logistics.mids.index', who);
    expect(list.status).toBe(200);
    expect(list.body.data.length, 'the demo seed places lines whose sales have no out yet').toBeGreaterThan(0);
    const keys = list.body.data.map((m) => m.key);
    expect(new Set(keys).size).toBe(keys.length);
    const row = list.body.data[0]!;
    expect(row.shipment_in_obj.number).not.toBe('');
    expect(row.party_obj.name).not.toBe('');
    expect(row.lines).toBeGreaterThan(0);

    // None of the listed mids' sales has an out from that shipment yet.
    const outs = (await api.call('warehouse.logistics.outs.index', who)).body.data;
    expect(outs.filter((o) => list.body.data.some((m) => m.shipment_in === o.shipment_in && m.sale === o.sale_obj?.id))).toEqual(
      [],
    );

    const entry = await api.call('warehouse.logistics.mids.show', { params: { number: row.shipment_in_obj.number }, ...who });
    expect(entry.status).toBe(200);
    expect(entry.body.data.map((m) => m.key)).toContain(row.key);
    expect(entry.body.data.every((m) => m.shipment_in === row.shipment_in)).toBe(true);

    const printBody = { shipment_in: row.shipment_in, sale_id: row.sale, party_id: row.party, supplier_id: row.supplier };
    const printed = await api.call('warehouse.logistics.mids.print', { body: printBody, ...who });
    expect(printed.status).toBe(200);
    const pdf = await fetchPdf(printed.body.url);
    expect(pdf.pages).toBe(1);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.disposition).toMatch(/^inline/);
    for (const text of [row.shipment_in_obj.number, row.sale_obj.number, row.party_obj.name, row.shipment_in_obj.supplier.name])
      expect(pdf.text).toContain(text);
    expect(pdf.text).toContain('ENTRADA INTERMÈDIA');
    const es = await fetchPdf(
      (await api.call('warehouse.logistics.mids.print', { body: printBody, ...who, lang: 'es' })).body.url,
    );
    expect(es.text).toContain('ENTRADA INTERMEDIA');

    // A row that is not this mid's is refused on its field; an unknown mid is 404 with its message.
    const wrong = await api.call('warehouse.logistics.mids.print', { body: { ...printBody, party_id: row.party + 1 }, ...who });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.error.errors ?? {})).toEqual(['party_id']);
    const unknown = await api.call('warehouse.logistics.mids.print', {
      body: { ...printBody, sale_id: 999_999_999 },
      ...who,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.error.message).toBe(serverMessage('ca', 'errors.mid_not_found'));
  });
});

describe('logistics labels as one document', () => {
  const who = { persona: 'warehouse' } as const;

  it('prints the selected mids as one PDF, a page each, and names the labels whose mid is not placed', async () => {
    const list = (await api.call('warehouse.logistics.mids.index', who)).body.data;
    expect(list.length, 'the demo seed places lines whose sales have no out yet').toBeGreaterThan(1);
    const label = (m: (typeof list)[number]) => ({ shipment_in: m.shipment_in, sale_id: m.sale, party_id: m.party });
    const two = list.slice(0, 2);
    const printed = await api.call('warehouse.logistics.mids.labels', { body: { labels: two.map(label) }, ...who });
    expect(printed.status).toBe(200);
    expect(printed.body.pages).toBe(2);
    const pdf = await fetchPdf(printed.body.url);
    expect(pdf.pages).toBe(2);
    for (const m of two) expect(pdf.text).toContain(m.sale_obj.number);

    // The second label's mid is not placed: 404 with the server's message and its index.
    const missing = await api.call('warehouse.logistics.mids.labels', {
      body: { labels: [label(two[0]!), { ...label(two[1]!), sale_id: 999_999_999 }] },
      ...who,
      lang: 'es',
    });
    expect(missing.status).toBe(404);
    expect(missing.error.message).toBe(serverMessage('es', 'errors.mid_not_found'));
    expect((missing.error as { missing?: number[] }).missing).toEqual([1]);

    // A label that is not the mid's is refused on that label's field.
    const wrong = await api.call('warehouse.logistics.mids.labels', {
      body: { labels: [label(two[0]!), { ...label(two[1]!), party_id: two[1]!.party + 1 }] },
      ...who,
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.error.errors ?? {})).toEqual(['labels.1.party_id']);
  });
});

describe('logistics mids leave the list when their out arrives', () => {
  const who = { persona: 'warehouse' } as const;

  it('a mid whose sale gets an out from its shipment leaves the list, and is not checked again', async () => {
    const before = (await api.call('warehouse.logistics.mids.index', who)).body.data;
    const row = before.at(-1)!;
    // The ERP loads an out of that sale from that shipment (not packed: it stays off the outs list).
    const outId = 990_000_000 + Math.floor(Math.random() * 1_000_000);
    const out = {
      outId,
      number: `IT-OUT-${outId}`,
      state: 'done' as const,
      saleId: row.sale,
      partyId: row.party,
      partyName: 'IT',
      shipmentInId: row.shipment_in,
      date: new Date().toISOString().slice(0, 10),
      lines: [],
      erpUpdatedAt: new Date().toISOString(),
    };
    await putShipmentOut(out);
    const after = (await api.call('warehouse.logistics.mids.index', who)).body.data;
    expect(after.map((m) => m.key)).not.toContain(row.key);
    expect(after.length).toBe(before.length - 1);
    const mids = (await midsOfSale(row.sale)).filter((m) => m.shipmentInId === row.shipment_in);
    expect(mids.length).toBe(row.lines);
    expect(mids.every((m) => typeof m.outSeenAt === 'string')).toBe(true);

    // Marked once: the list no longer looks for that out (gone or not, the mid stays off).
    await deleteShipmentOut(outId);
    expect((await api.call('warehouse.logistics.mids.index', who)).body.data.map((m) => m.key)).not.toContain(row.key);
  });
});

describe('unknown numbers answer 404 with the spec’s messages', () => {
  const who = { persona: 'warehouse' } as const;

  it('mid and out manual entry, the out search, the truck sheet and the signed note', async () => {
    const mid = await api.call('warehouse.logistics.mids.show', { params: { number: 'E0000/NO' }, ...who, lang: 'es' });
    expect([mid.status, mid.error.message]).toEqual([404, serverMessage('es', 'errors.mid_not_found')]);
    const out = await api.call('warehouse.logistics.outs.show', { params: { number: 'OUT/NO' }, ...who });
    expect([out.status, out.error.message]).toEqual([404, serverMessage('ca', 'errors.out_not_found')]);
    const search = await api.call('warehouse.logistics.outs.locate', { params: { number: 'OUT/NO' }, ...who });
    expect([search.status, search.error.message]).toEqual([404, serverMessage('ca', 'errors.out_search_not_found')]);

    // A pending shipment of the demo has neither a truck sheet yet nor a signed note.
    const pending = (await api.call('warehouse.logistics.shipments.pending', who)).body.data;
    const bare = pending.find((s) => !s.has_signed_note);
    expect(bare, 'the demo seed has a pending shipment').toBeDefined();
    const sheet = await api.call('warehouse.logistics.shipments.truck_sheet_show', { params: { id: 999_999_999 }, ...who });
    expect([sheet.status, sheet.error.message]).toEqual([404, serverMessage('ca', 'errors.delivery_note')]);
    const note = await api.call('warehouse.logistics.shipments.signed_note', { params: { id: bare!.id }, ...who });
    expect([note.status, note.error.message]).toEqual([404, serverMessage('ca', 'errors.signed_note')]);
  });
});

describe('the whole logistics flow over HTTP', () => {
  const who = { persona: 'warehouse' } as const;

  /** A packed out whose sale is served by an unplaced line of an incoming shipment, and that line. */
  async function outWithUnplacedLine() {
    const outs = (await api.call('warehouse.logistics.outs.index', who)).body.data;
    for (const out of outs.filter((o) => o.shipment_in_obj && o.sale_obj)) {
      const lines = (
        await api.call('warehouse.distribution.products', { params: { number: out.shipment_in_obj!.number }, ...who })
      ).body.data;
      const line = lines.find((l) => l.sale === out.sale_obj!.id);
      if (line) return { out, line };
    }
    throw new Error('no packed out with an unplaced line in the demo data');
  }

  it('place -> out -> consignment (with its document) -> shipment -> truck sheet -> deliver, and the out’s trail with who and when', async () => {
    const { out, line } = await outWithUnplacedLine();
    const placed = await api.call('warehouse.distribution.mids.create', {
      body: {
        shipment_in_line: line.shipment_in_line,
        shipment_in: line.shipment_in,
        sale_line: line.sale_line,
        sale: line.sale,
        party: line.party,
        product: line.product,
        lot: line.lot,
        quantity: line.quantity,
      },
      ...who,
    });
    expect(placed.status).toBe(200);

    const created = await api.call('warehouse.logistics.consignments.create', {
      body: { pallets: 2, weight: 1234.5, outs: [out.id] },
      ...who,
    });
    expect(created.status).toBe(200);
    const consignment = created.body.data;
    const doc = await fetchPdf(created.body.url);
    expect(doc.pages).toBe(1);
    expect(doc.disposition).toMatch(/^inline/);
    expect(doc.title).toBe(`Consignació núm. ${consignment.id}`);
    for (const text of [
      `Consignació núm. ${consignment.id}`,
      out.number,
      out.party_obj.name,
      '1.234,50',
      'Grup Farma Distribució, S.A.',
    ])
      expect(doc.text).toContain(text);

    const edited = await api.call('warehouse.logistics.consignments.update', {
      params: { id: consignment.id },
      body: { pallets: 3, weight: 40, outs: [out.id] },
      ...who,
      lang: 'es',
    });
    expect(edited.status).toBe(200);
    const editedDoc = await fetchPdf(edited.body.url);
    expect(editedDoc.text).toContain(`Consignación n.º ${consignment.id}`);
    expect(editedDoc.text).toContain('40,00');
    const printed = await api.call('warehouse.logistics.consignments.pdf', { params: { id: consignment.id }, ...who });
    expect((await fetchPdf(printed.body.url)).text).toContain(out.number);

    const shipment = (
      await api.call('warehouse.logistics.shipments.create', { body: { consignments: [consignment.id] }, ...who })
    ).body.data;
    // The ERP feed gives the party a delivery address (an optional field): the truck sheet prints it.
    const party = (await getParty(out.party_obj.id))!;
    async function* feed() {
      yield JSON.stringify({
        entity: 'party',
        id: party.partyId,
        updated_at: new Date().toISOString(),
        code: party.code,
        name: party.name,
        kind: party.kind,
        phone: party.phone ?? null,
        employees: (party.employees ?? []).map((e) => ({ name: e.name, phone: e.phone ?? null, email: e.email ?? null })),
        cold_chain: party.coldChain ?? false,
        address: { street: 'Carrer de Prova, 7', postal_code: '25001', city: 'Lleida', province: 'Lleida' },
      });
    }
    const loaded = await loadFeed(feed(), { source: 'warehouse.test', rejects: memoryRejects() });
    expect(loaded).toMatchObject({ upserted: 1, rejected: 0 });
    const sheet = await api.call('warehouse.logistics.shipments.truck_sheet', {
      body: { shipment_freight_id: shipment.id },
      ...who,
    });
    expect(sheet.status).toBe(200);
    const sheetPdf = await fetchPdf(sheet.body.url);
    for (const text of [
      `Full de ruta de l'expedició núm. ${shipment.id}`,
      out.number,
      String(consignment.id),
      out.party_obj.name,
      'Adreça de lliurament',
      'Carrer de Prova, 7, 25001 Lleida',
    ])
      expect(sheetPdf.text).toContain(text);
    const viewed = await api.call('warehouse.logistics.shipments.truck_sheet_show', { params: { id: shipment.id }, ...who });
    expect(viewed.status).toBe(200);
    const viewedPdf = await fetchPdf(viewed.body.url);
    expect(viewedPdf.disposition).toMatch(/^inline/);
    expect(viewedPdf.text).toContain(out.number);
    // Viewed in the viewer's language, whoever made it.
    const viewedEs = await api.call('warehouse.logistics.shipments.truck_sheet_show', {
      params: { id: shipment.id },
      ...who,
      lang: 'es',
    });
    const viewedEsText = (await fetchPdf(viewedEs.body.url)).text;
    expect(viewedEsText).toContain(`Hoja de ruta de la expedición n.º ${shipment.id}`);
    expect(viewedEsText).toContain('Dirección de entrega');

    const bytes = Buffer.from('%PDF-1.4 signed');
    const ticket = (
      await api.call('warehouse.logistics.shipments.signed_upload', {
        body: { file_name: 'signat.pdf', size: bytes.length },
        ...who,
      })
    ).body.data;
    await fetch(ticket.url, { method: ticket.method, headers: ticket.headers, body: bytes });
    const delivered = await api.call('warehouse.logistics.shipments.deliver', {
      body: { id: shipment.id, upload_id: ticket.upload_id },
      ...who,
    });
    expect(delivered.status).toBe(200);
    const note = await api.call('warehouse.logistics.shipments.signed_note', { params: { id: shipment.id }, ...who });
    const noteRes = await fetch(note.body.url);
    expect(noteRes.headers.get('content-disposition')).toMatch(/^inline/);
    expect(noteRes.headers.get('content-type')).toBe('application/pdf');

    // One query answers where the out is and every step of its path, each with who and when.
    const located = await api.call('warehouse.logistics.outs.locate', { params: { number: out.number }, ...who });
    expect(located.status).toBe(200);
    const { trail, ...where } = located.body.data;
    expect(where).toMatchObject({
      list: 'delivered',
      consignment: { id: consignment.id },
      shipment: { id: shipment.id, signed_note: true },
      removed: null,
    });
    expect(trail.map((t) => t.step)).toEqual(['placed', 'out', 'consignment', 'shipment', 'delivered']);
    const byStep = Object.fromEntries(trail.map((t) => [t.step, t]));
    expect(byStep.placed).toMatchObject({ by: 'magatzem', ref: out.shipment_in_obj!.number });
    expect(byStep.consignment).toMatchObject({ by: 'magatzem', ref: String(consignment.id) });
    expect(byStep.shipment).toMatchObject({ by: 'magatzem', ref: String(shipment.id) });
    expect(byStep.delivered).toMatchObject({ by: 'magatzem', ref: String(shipment.id) });
    for (const step of trail) expect(step.at, step.step).not.toBeNull();
    expect(Date.parse(byStep.delivered!.at!)).toBeGreaterThanOrEqual(Date.parse(byStep.shipment!.at!));
    expect(Date.parse(byStep.shipment!.at!)).toBeGreaterThanOrEqual(Date.parse(byStep.consignment!.at!));
  });

  it('outs leave the list with who and when, come back by manual entry into a consignment, and an out in a consignment cannot be removed', async () => {
    const outs = (await api.call('warehouse.logistics.outs.index', who)).body.data;
    const out = outs.at(-2)!;
    expect((await api.call('warehouse.logistics.outs.destroy', { body: { outs: [out.id] }, ...who })).status).toBe(204);
    expect((await api.call('warehouse.logistics.outs.index', who)).body.data.map((o) => o.id)).not.toContain(out.id);
    const located = (await api.call('warehouse.logistics.outs.locate', { params: { number: out.number }, ...who })).body.data;
    expect(located).toMatchObject({ list: null, consignment: null, removed: { by: 'magatzem' } });

    // Manual entry still finds it, and a consignment may take it.
    const entry = await api.call('warehouse.logistics.outs.show', { params: { number: out.number }, ...who });
    expect(entry.body.data.id).toBe(out.id);
    const consignment = (
      await api.call('warehouse.logistics.consignments.create', { body: { pallets: 1, weight: 3, outs: [out.id] }, ...who })
    ).body.data;
    const consigned = await api.call('warehouse.logistics.outs.destroy', { body: { outs: [out.id] }, ...who });
    expect(consigned.status).toBe(422);
    expect(consigned.error.errors?.outs).toEqual([serverMessage('ca', 'errors.out_consigned')]);

    // Deleting the consignment returns the out to the list.
    await api.call('warehouse.logistics.consignments.destroy', { body: { consignments: [consignment.id] }, ...who });
    expect((await api.call('warehouse.logistics.outs.index', who)).body.data.map((o) => o.id)).toContain(out.id);
  });

  it('refuses a shipment of consignments of several parties, and of two shipments racing for a consignment one wins', async () => {
    const outs = (await api.call('warehouse.logistics.outs.index', who)).body.data;
    const a = outs[0]!;
    const b = outs.find((o) => o.party_obj.id !== a.party_obj.id)!;
    const [ca, cb] = await Promise.all(
      [a, b].map(
        async (o) =>
          (await api.call('warehouse.logistics.consignments.create', { body: { pallets: 1, weight: 1, outs: [o.id] }, ...who }))
            .body.data,
      ),
    );
    const mixed = await api.call('warehouse.logistics.shipments.create', { body: { consignments: [ca!.id, cb!.id] }, ...who });
    expect(mixed.status).toBe(422);
    expect(mixed.error.errors?.consignments).toEqual([serverMessage('ca', 'errors.consignments_multiple_parties')]);

    const raced = await Promise.all([
      api.call('warehouse.logistics.shipments.create', { body: { consignments: [ca!.id] }, ...who }),
      api.call('warehouse.logistics.shipments.create', { body: { consignments: [ca!.id] }, ...who }),
    ]);
    expect(raced.map((r) => r.status).sort()).toEqual([200, 422]);
    const pending = (await api.call('warehouse.logistics.shipments.pending', who)).body.data;
    expect(pending.filter((s) => s.consignments.some((c) => c.id === ca!.id))).toHaveLength(1);

    const winner = raced.find((r) => r.status === 200)!.body.data!;
    await api.call('warehouse.logistics.shipments.delete', { params: { id: winner.id }, ...who });
    await api.call('warehouse.logistics.consignments.destroy', { body: { consignments: [ca!.id, cb!.id] }, ...who });
  });
});
