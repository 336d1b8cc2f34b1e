/**
 * A pending shipment becomes delivered (§4): the delivery, the signed note's key and the party's
 * delivery-time totals are written in one transaction that holds only while it is still pending.
 */
import { madridToday } from '../../../shared/time/madrid';
import type { Caller } from '../auth/caller';
import { getConsignments } from '../data/entities/consignment';
import { addDeliveryTimeUpdate } from '../data/entities/delivery-time';
import { freightShipmentDeliverParams } from '../data/entities/freight-shipment';
import { transact, type TransactItems } from '../data/transact';
import { invalid } from '../http/errors';
import { actor } from './grouping';
import type { FreightShipmentItem } from './logistics-views';
import { outsById, salesById } from './records';

const DAY = 86_400_000;

/**
 * Days from each out's sale date (its order; the out's own date when it has no sale) to the Madrid
 * calendar day of the delivery.
 */
export async function deliveryDays(consignmentIds: number[], deliveredOn: string): Promise<number[]> {
  if (!consignmentIds.length) return [];
  const consignments = await getConsignments(consignmentIds);
  const outs = [...(await outsById(consignments.flatMap((c) => c.outIds))).values()];
  const sales = await salesById(outs.map((o) => o.saleId));
  return outs.map((o) => {
    const from = (o.saleId != null && sales.get(o.saleId)?.saleDate) || o.date;
    return Math.max(0, Math.round((Date.parse(deliveredOn) - Date.parse(from)) / DAY));
  });
}

/** Marks a pending shipment delivered with its signed note; 422 errors.shipment_delivered if it no longer is pending. */
export async function markDelivered(
  shipment: FreightShipmentItem,
  signedNoteKey: string,
  caller: Caller,
): Promise<FreightShipmentItem> {
  const deliveredAt = new Date().toISOString();
  const days = await deliveryDays(shipment.consignmentIds, madridToday(new Date(deliveredAt)));
  const deliveredBy = actor(caller);
  const items: TransactItems = [
    {
      Update: freightShipmentDeliverParams(shipment.shipmentId, { deliveredAt, deliveredBy, signedNoteKey }),
    },
  ];
  if (days.length)
    items.push({
      Update: addDeliveryTimeUpdate(
        shipment.partyId,
        days.reduce((a, b) => a + b, 0),
        days.length,
      ),
    });
  if ((await transact(items)).length) throw invalid('id', 'errors.shipment_delivered');
  return { ...shipment, status: 'delivered', deliveredAt, deliveredBy, signedNoteKey };
}
