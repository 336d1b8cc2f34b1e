/**
 * Delivering a freight shipment (§4: a pending shipment becomes delivered when a signed delivery
 * note is uploaded). The file takes the one upload path (presigned PUT, key, type and size chosen
 * and signed by the server); the delivery, the note's key and the party's delivery-time totals
 * are written in one transaction that holds only while the shipment is still pending.
 */
import type { warehouseRoutes } from '../../../shared/api/routes/warehouse';
import { madridToday } from '../../../shared/portal/novelty';
import { Consignment } from '../../lib/data/entities/consignment';
import { DeliveryTime } from '../../lib/data/entities/delivery-time';
import { FreightShipment } from '../../lib/data/entities/freight-shipment';
import { transact, type TransactItems } from '../../lib/data/transact';
import { downloadUrl } from '../../lib/files/download';
import type { UploadPolicy } from '../../lib/files/upload';
import { claimUpload, consumeUploads, issueUploadTicket } from '../../lib/files/upload-ticket';
import { invalid, notFound } from '../../lib/http/errors';
import type { Request } from '../../lib/http/group-handler';
import { shipmentRows } from '../../lib/warehouse/logistics-views';
import { outsById, salesById } from '../../lib/warehouse/records';

type R = typeof warehouseRoutes;
type Update = NonNullable<TransactItems[number]['Update']>;

export const SIGNED_NOTE_POLICY: UploadPolicy = {
  prefix: 'warehouse/signed-delivery-notes',
  extensions: ['pdf', 'jpg', 'jpeg', 'png'],
  maxBytes: 10 * 1024 * 1024,
};

const DAY = 86_400_000;

export async function signedUpload({ body, caller }: Request<R['warehouse.logistics.shipments.signed_upload']>) {
  return { data: await issueUploadTicket(SIGNED_NOTE_POLICY, caller, body) };
}

/** Days from each out's sale date (its order; the out's own date when it has no sale) to `deliveredOn`. */
async function deliveryDays(consignmentIds: number[], deliveredOn: string): Promise<number[]> {
  if (!consignmentIds.length) return [];
  const { data: consignments } = await Consignment()
    .get(consignmentIds.map((consignmentId) => ({ consignmentId })))
    .go();
  const outs = [...(await outsById(consignments.flatMap((c) => c.outIds))).values()];
  const sales = await salesById(outs.map((o) => o.saleId));
  return outs.map((o) => {
    const from = (o.saleId != null && sales.get(o.saleId)?.saleDate) || o.date;
    return Math.max(0, Math.round((Date.parse(deliveredOn) - Date.parse(from)) / DAY));
  });
}

export async function deliver({ body, caller }: Request<R['warehouse.logistics.shipments.deliver']>) {
  const { data: shipment } = await FreightShipment().get({ shipmentId: body.id }).go();
  if (!shipment) throw notFound();
  if (shipment.status === 'delivered') throw invalid('id', 'errors.shipment_delivered');
  const upload = await claimUpload(body.upload_id, caller, SIGNED_NOTE_POLICY, 'upload_id');
  const deliveredAt = new Date().toISOString();
  const days = await deliveryDays(shipment.consignmentIds, madridToday(new Date(deliveredAt)));
  const deliveredBy = caller.actor?.login ?? caller.login;
  const items: TransactItems = [
    {
      Update: FreightShipment()
        .patch({ shipmentId: shipment.shipmentId })
        .set({ status: 'delivered', deliveredAt, deliveredBy, signedNoteKey: upload.key })
        .where((a, { eq }) => eq(a.status, 'pending'))
        .params() as Update,
    },
  ];
  if (days.length)
    items.push({
      Update: DeliveryTime()
        .update({ partyId: shipment.partyId })
        .add({ totalDays: days.reduce((a, b) => a + b, 0), outs: days.length })
        .params() as Update,
    });
  if ((await transact(items)).length) throw invalid('id', 'errors.shipment_delivered');
  await consumeUploads([{ up: upload, field: 'upload_id' }]);
  const delivered = { ...shipment, status: 'delivered' as const, deliveredAt, deliveredBy, signedNoteKey: upload.key };
  const { data: consignments } = await Consignment().query.byShipment({ shipmentId: shipment.shipmentId }).go({ pages: 'all' });
  const [row] = await shipmentRows([delivered], consignments);
  return { data: row! };
}

export async function signedNote({ params }: Request<R['warehouse.logistics.shipments.signed_note']>) {
  const { data: shipment } = await FreightShipment().get({ shipmentId: params.id }).go();
  if (!shipment) throw notFound();
  if (!shipment.signedNoteKey) throw notFound('errors.delivery_note');
  const name = shipment.signedNoteKey.split('/').pop() ?? 'albara.pdf';
  return downloadUrl({ key: shipment.signedNoteKey, fileName: name, disposition: 'inline' });
}
