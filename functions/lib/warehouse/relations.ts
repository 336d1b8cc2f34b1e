/**
 * Relation mids-outs and ins-outs (§2, §3, §4, §7): which out carries an incoming shipment's mids
 * for each sale, its duplicates and wrong quantities, and the product-by-product comparison of an
 * incoming and an outbound shipment. Every read is by key: the shipment's mids (gsi1), its outs
 * (gsi3), the relations of the shipment or of the out, the lines of the one shipment in.
 */
import type { Caller } from '../auth/caller';
import type { InsOutsRow, MidOutDuplicate, MidOutRow, MidOutWrongQuantity } from '../../../shared/warehouse/reports';
import { midsOfSale, midsOfShipmentIn } from '../data/entities/mid';
import { putMidOutRelation, relationsOfOut, relationsOfShipmentIn } from '../data/entities/mid-out-relation';
import { getPriorityList } from '../data/entities/priority-list';
import { findShipmentInByNumber } from '../data/entities/shipment-in';
import { shipmentInLinesOf } from '../data/entities/shipment-in-line';
import { findShipmentOutByNumber, shipmentOutsOf } from '../data/entities/shipment-out';
import { notFound } from '../http/errors';
import { partiesById, productsById, salesById, shipmentInsById } from './records';

export async function shipmentInByNumber(number: string) {
  const shipment = await findShipmentInByNumber(number);
  if (!shipment) throw notFound('errors.shipment_in_not_found');
  return shipment;
}

export async function shipmentOutByNumber(number: string) {
  const out = await findShipmentOutByNumber(number);
  if (!out) throw notFound('errors.shipment_out_not_found');
  return out;
}

/** Position in the warehouse's priority list (1 first), null for parties not on it. */
async function priorities(): Promise<Map<number, number>> {
  const data = await getPriorityList();
  return new Map((data?.partyIds ?? []).map((partyId, i) => [partyId, i + 1]));
}

/**
 * The out related to each sale of an incoming shipment: the portal's relation when one was saved,
 * else the ERP's out of that sale from that shipment (the lowest number when several).
 */
async function relatedOuts(shipmentInId: number): Promise<Map<number, { outId: number; number: string }>> {
  const [outs, relations] = await Promise.all([
    shipmentOutsOf(shipmentInId, ['outId', 'number', 'saleId']),
    relationsOfShipmentIn(shipmentInId),
  ]);
  const bySale = new Map<number, { outId: number; number: string }>();
  for (const o of outs) if (o.saleId != null && !bySale.has(o.saleId)) bySale.set(o.saleId, { outId: o.outId, number: o.number });
  for (const r of relations) bySale.set(r.saleId, { outId: r.outId, number: r.outNumber });
  return bySale;
}

/** One row per sale the shipment's mids serve, by priority (parties off the list last), then sale. */
export async function midOutRows(shipmentInNumber: string): Promise<MidOutRow[]> {
  const shipment = await shipmentInByNumber(shipmentInNumber);
  const mids = await midsOfShipmentIn(shipment.shipmentInId, ['saleId', 'partyId']);
  const partyOfSale = new Map(mids.map((m) => [m.saleId, m.partyId]));
  const [sales, parties, prio, outs] = await Promise.all([
    salesById(partyOfSale.keys()),
    partiesById(partyOfSale.values()),
    priorities(),
    relatedOuts(shipment.shipmentInId),
  ]);
  const rows = [...partyOfSale].map(([saleId, partyId]) =>
    rowOf(shipment.shipmentInId, saleId, outs.get(saleId) ?? null, {
      priority: prio.get(partyId) ?? null,
      sale: sales.get(saleId),
      partyName: parties.get(partyId)?.name ?? '',
    }),
  );
  return rows.sort((a, b) => (a.priority ?? Infinity) - (b.priority ?? Infinity) || a.sale - b.sale);
}

function rowOf(
  shipmentInId: number,
  saleId: number,
  out: { outId: number; number: string } | null,
  facts: { priority: number | null; sale?: { number: string; reference: string }; partyName: string },
): MidOutRow {
  return {
    priority: facts.priority,
    sale: saleId,
    sale_obj: { number: facts.sale?.number ?? '', reference: facts.sale?.reference ?? '' },
    party_obj: { name: facts.partyName },
    shipment_in: shipmentInId,
    shipment_out: out?.outId ?? null,
    shipment_out_obj: out ? { number: out.number } : null,
  };
}

/** Relates the mids of (shipment in, sale) to an out. 404 when that mid or that out is unknown. */
export async function relateMidToOut(
  input: { shipmentInId: number; saleId: number; outNumber: string },
  caller: Caller,
): Promise<MidOutRow> {
  const [shipments, mids] = await Promise.all([
    shipmentInsById([input.shipmentInId]),
    midsOfSale(input.saleId, ['shipmentInId', 'partyId']),
  ]);
  const shipment = shipments.get(input.shipmentInId);
  const mid = mids.find((m) => m.shipmentInId === input.shipmentInId);
  if (!shipment || !mid) throw notFound('errors.record_not_found');
  const out = await shipmentOutByNumber(input.outNumber);
  await putMidOutRelation({
    shipmentInId: input.shipmentInId,
    saleId: input.saleId,
    outId: out.outId,
    outNumber: out.number,
    shipmentInNumber: shipment.number,
    at: new Date().toISOString(),
    by: caller.login,
  });
  const [sales, parties, prio] = await Promise.all([salesById([input.saleId]), partiesById([mid.partyId]), priorities()]);
  return rowOf(input.shipmentInId, input.saleId, out, {
    priority: prio.get(mid.partyId) ?? null,
    sale: sales.get(input.saleId),
    partyName: parties.get(mid.partyId)?.name ?? '',
  });
}

/**
 * The other incoming shipments the out is related to: the portal's relations of that out, and the
 * ERP's own shipment of the out, each but `in` itself.
 */
export async function outDuplicates(inNumber: string, outNumber: string): Promise<MidOutDuplicate[]> {
  const [shipment, out] = await Promise.all([shipmentInByNumber(inNumber), shipmentOutByNumber(outNumber)]);
  const relations = await relationsOfOut(out.outId);
  const others = new Map<number, string>();
  for (const r of relations) if (r.shipmentInId !== shipment.shipmentInId) others.set(r.shipmentInId, r.shipmentInNumber);
  if (out.shipmentInId != null && out.shipmentInId !== shipment.shipmentInId && !others.has(out.shipmentInId))
    others.set(
      out.shipmentInId,
      out.shipmentInNumber ?? (await shipmentInsById([out.shipmentInId])).get(out.shipmentInId)?.number ?? '',
    );
  return [...others.values()]
    .sort((a, b) => a.localeCompare(b))
    .map((number) => ({ shipment_out_obj: { number: out.number }, shipment_in_obj: { number } }));
}

const addTo = (m: Map<number, number>, productId: number, quantity: number) =>
  m.set(productId, (m.get(productId) ?? 0) + quantity);

/**
 * Products whose quantity placed from `in` onto the sales the out serves differs from the quantity
 * the out carries (either side may be 0: a product only one side has is a mismatch too).
 */
export async function outWrongQuantities(inNumber: string, outNumber: string): Promise<MidOutWrongQuantity[]> {
  const [shipment, out] = await Promise.all([shipmentInByNumber(inNumber), shipmentOutByNumber(outNumber)]);
  const [mids, relations] = await Promise.all([
    midsOfShipmentIn(shipment.shipmentInId, ['saleId', 'productId', 'quantity']),
    relationsOfShipmentIn(shipment.shipmentInId),
  ]);
  // The sales this out serves from this shipment: those related to it, else the out's own sale.
  const sales = new Set(relations.filter((r) => r.outId === out.outId).map((r) => r.saleId));
  const relatedElsewhere = new Set(relations.filter((r) => r.outId !== out.outId).map((r) => r.saleId));
  if (out.saleId != null && !relatedElsewhere.has(out.saleId)) sales.add(out.saleId);
  const placed = new Map<number, number>();
  for (const m of mids) if (sales.has(m.saleId)) addTo(placed, m.productId, m.quantity);
  const carried = new Map<number, number>();
  for (const l of out.lines) addTo(carried, l.productId, l.quantity);
  const differing = [...new Set([...placed.keys(), ...carried.keys()])].filter(
    (p) => (placed.get(p) ?? 0) !== (carried.get(p) ?? 0),
  );
  const products = await productsById(differing);
  return differing
    .map((productId) => ({
      shipment_out_obj: { number: out.number },
      product_obj: { code: products.get(productId)?.code ?? '', description: products.get(productId)?.description ?? '' },
      quantity: placed.get(productId) ?? 0,
      quantity_out: carried.get(productId) ?? 0,
    }))
    .sort((a, b) => a.product_obj.code.localeCompare(b.product_obj.code));
}

/** Ins-outs: per product, what the incoming shipment brought and the out carries; exact equality. */
export async function insOutsRows(inNumber: string, outNumber: string): Promise<InsOutsRow[]> {
  const [shipment, out] = await Promise.all([shipmentInByNumber(inNumber), shipmentOutByNumber(outNumber)]);
  const lines = await shipmentInLinesOf(shipment.shipmentInId, ['productId', 'quantity']);
  const inbound = new Map<number, number>();
  for (const l of lines) addTo(inbound, l.productId, l.quantity);
  const outbound = new Map<number, number>();
  for (const l of out.lines) addTo(outbound, l.productId, l.quantity);
  const ids = [...new Set([...inbound.keys(), ...outbound.keys()])];
  const products = await productsById(ids);
  return ids
    .map((productId): InsOutsRow => {
      const p = products.get(productId);
      const quantityIn = inbound.get(productId) ?? 0;
      const quantityOut = outbound.get(productId) ?? 0;
      return {
        // Blank without a CN, never the internal code: it must match the mids-outs CNs.
        nationalCode: p?.nationalCode ?? '',
        productName: p?.description ?? '',
        quantityIn,
        quantityOut,
        mismatched: quantityIn !== quantityOut,
      };
    })
    .sort((a, b) => a.nationalCode.localeCompare(b.nationalCode));
}
