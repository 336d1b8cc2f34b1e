/**
 * The logistics lists' rows. Outs carry the heads their delivery document prints (sale, party,
 * incoming shipment) and consignments those of their outs, so the lists read no sale, party or out
 * beside their own items (items grouped before that was kept are joined as before).
 */
import type { ConsignmentRow, FreightShipmentRow, OutRow } from '../../../shared/warehouse/views';
import type { ConsignmentItem, ConsignmentOutHead } from '../data/entities/consignment';
import type { FreightShipmentItem } from '../data/entities/freight-shipment';
import type { OutListRow, ShipmentOutItem } from '../data/entities/shipment-out';
import { outHeadsById, partiesById, salesById } from './records';

export type OutItem = ShipmentOutItem;
export type { ConsignmentItem, FreightShipmentItem };
export type OutHead = ConsignmentOutHead;

export function outRow(o: OutListRow): OutRow {
  return {
    id: o.outId,
    number: o.number,
    state: o.state,
    shipment_in: o.shipmentInId ?? null,
    shipment_in_obj: o.shipmentInId == null ? null : { id: o.shipmentInId, number: o.shipmentInNumber ?? '' },
    sale_obj: o.saleId == null ? null : { id: o.saleId, number: o.saleNumber ?? '', reference: o.saleReference ?? '' },
    party_obj: { id: o.partyId, name: o.partyName },
  };
}

/** What a consignment keeps of its outs (the list's numbers and sale references). */
export const outHeadOf = (o: Pick<OutItem, 'outId' | 'number' | 'saleReference'>): OutHead => ({
  outId: o.outId,
  number: o.number,
  saleReference: o.saleReference ?? '',
});

/** Heads of consignments grouped before they kept them: read from their outs and sales. */
async function joinedHeads(consignments: ConsignmentItem[]) {
  const old = consignments.filter((c) => !c.outHeads || c.partyName === undefined);
  if (!old.length) return { heads: new Map<number, OutHead>(), parties: new Map<number, string>() };
  const [outs, parties] = await Promise.all([outHeadsById(old.flatMap((c) => c.outIds)), partiesById(old.map((c) => c.partyId))]);
  const sales = await salesById([...outs.values()].map((o) => o.saleId));
  const heads = new Map(
    [...outs.values()].map((o) => [
      o.outId,
      { outId: o.outId, number: o.number, saleReference: (o.saleId == null ? undefined : sales.get(o.saleId)?.reference) ?? '' },
    ]),
  );
  return { heads, parties: new Map([...parties.values()].map((p) => [p.partyId, p.name])) };
}

export async function consignmentRows(consignments: ConsignmentItem[]): Promise<ConsignmentRow[]> {
  const joined = await joinedHeads(consignments);
  return consignments.map((c) => {
    const heads = c.outHeads ?? c.outIds.map((id) => joined.heads.get(id) ?? { outId: id, number: '', saleReference: '' });
    const shipmentOuts = heads.map((h) => ({ id: h.outId, number: h.number, sale_reference: h.saleReference }));
    return {
      id: c.consignmentId,
      party: { id: c.partyId, name: c.partyName ?? joined.parties.get(c.partyId) ?? '' },
      sale: [...new Set(shipmentOuts.map((o) => o.sale_reference).filter(Boolean))].join(', '),
      shipment_outs: shipmentOuts,
      has_drugs: c.hasDrugs,
      pallet_count: c.palletCount,
      weight_in_kg: c.weightKg,
      shipment: c.shipmentId || null,
    };
  });
}

export async function shipmentRows(
  shipments: FreightShipmentItem[],
  consignments: ConsignmentItem[],
): Promise<FreightShipmentRow[]> {
  const rows = await consignmentRows(consignments);
  const partyNames = new Map(rows.map((r) => [r.party.id, r.party.name]));
  const missing = shipments.filter((s) => !partyNames.has(s.partyId)).map((s) => s.partyId);
  for (const p of (await partiesById(missing)).values()) partyNames.set(p.partyId, p.name);
  return shipments.map((s) => ({
    id: s.shipmentId,
    party: { id: s.partyId, name: partyNames.get(s.partyId) ?? '' },
    type: s.status === 'delivered' ? 2 : 1,
    created_at: s.createdAt,
    delivery_date: s.deliveredAt ?? null,
    has_signed_note: Boolean(s.signedNoteKey),
    consignments: rows.filter((c) => c.shipment === s.shipmentId),
  }));
}
