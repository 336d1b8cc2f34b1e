/** The logistics lists' rows, joined from the portal's groupings and the ERP's outs, sales and parties. */
import type { EntityItem } from 'electrodb';
import type { ConsignmentRow, FreightShipmentRow, OutRow } from '../../../shared/warehouse/views';
import type { Consignment } from '../data/entities/consignment';
import type { FreightShipment } from '../data/entities/freight-shipment';
import type { ShipmentOut } from '../data/entities/shipment-out';
import { outHeadsById, partiesById, salesById, shipmentInsById } from './records';

export type OutItem = EntityItem<ReturnType<typeof ShipmentOut>>;
export type ConsignmentItem = EntityItem<ReturnType<typeof Consignment>>;
export type FreightShipmentItem = EntityItem<ReturnType<typeof FreightShipment>>;

/** What a row of the outs list needs of an out (the list reads no more). */
export type OutRowSource = Pick<OutItem, 'outId' | 'number' | 'state' | 'saleId' | 'partyId' | 'shipmentInId'>;

export async function outRows(outs: OutRowSource[]): Promise<OutRow[]> {
  const [parties, sales, shipmentIns] = await Promise.all([
    partiesById(outs.map((o) => o.partyId)),
    salesById(outs.map((o) => o.saleId)),
    shipmentInsById(outs.map((o) => o.shipmentInId)),
  ]);
  return outs.map((o) => {
    const sale = o.saleId == null ? undefined : sales.get(o.saleId);
    const shipmentIn = o.shipmentInId == null ? undefined : shipmentIns.get(o.shipmentInId);
    return {
      id: o.outId,
      number: o.number,
      state: o.state,
      shipment_in: o.shipmentInId ?? null,
      shipment_in_obj: shipmentIn ? { id: shipmentIn.shipmentInId, number: shipmentIn.number } : null,
      sale_obj: sale ? { id: sale.saleId, number: sale.number, reference: sale.reference } : null,
      party_obj: { id: o.partyId, name: parties.get(o.partyId)?.name ?? '' },
    };
  });
}

export async function consignmentRows(consignments: ConsignmentItem[]): Promise<ConsignmentRow[]> {
  const [outs, parties] = await Promise.all([
    outHeadsById(consignments.flatMap((c) => c.outIds)),
    partiesById(consignments.map((c) => c.partyId)),
  ]);
  const sales = await salesById([...outs.values()].map((o) => o.saleId));
  return consignments.map((c) => {
    const shipmentOuts = c.outIds.map((id) => {
      const out = outs.get(id);
      const sale = out?.saleId == null ? undefined : sales.get(out.saleId);
      return { id, number: out?.number ?? '', sale_reference: sale?.reference ?? '' };
    });
    return {
      id: c.consignmentId,
      party: { id: c.partyId, name: parties.get(c.partyId)?.name ?? '' },
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
  const [parties, rows] = await Promise.all([partiesById(shipments.map((s) => s.partyId)), consignmentRows(consignments)]);
  return shipments.map((s) => ({
    id: s.shipmentId,
    party: { id: s.partyId, name: parties.get(s.partyId)?.name ?? '' },
    type: s.status === 'delivered' ? 2 : 1,
    created_at: s.createdAt,
    delivery_date: s.deliveredAt ?? null,
    has_signed_note: Boolean(s.signedNoteKey),
    consignments: rows.filter((c) => c.shipment === s.shipmentId),
  }));
}
