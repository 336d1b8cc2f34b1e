/**
 * Delivering a freight shipment (§4: a pending shipment becomes delivered when a signed delivery
 * note is uploaded). The file takes the one upload path (presigned PUT, key, type and size chosen
 * and signed by the server); the delivery, the note's key and the party's delivery-time totals
 * are written in one transaction that holds only while the shipment is still pending.
 */
import type { warehouseRoutes } from '../../../shared/api/routes/warehouse';
import { consignmentsOfShipment } from '../../lib/data/entities/consignment';
import { getFreightShipment } from '../../lib/data/entities/freight-shipment';
import { downloadUrl } from '../../lib/files/download';
import type { UploadPolicy } from '../../lib/files/upload';
import { claimUpload, consumeUploads, issueUploadTicket } from '../../lib/files/upload-ticket';
import { invalid, notFound } from '../../lib/http/errors';
import type { Request } from '../../lib/http/group-handler';
import { markDelivered } from '../../lib/warehouse/delivery';
import { shipmentRows } from '../../lib/warehouse/logistics-views';

type R = typeof warehouseRoutes;

export const SIGNED_NOTE_POLICY: UploadPolicy = {
  prefix: 'warehouse/signed-delivery-notes',
  extensions: ['pdf', 'jpg', 'jpeg', 'png'],
  maxBytes: 10 * 1024 * 1024,
};

export async function signedUpload({ body, caller }: Request<R['warehouse.logistics.shipments.signed_upload']>) {
  return { data: await issueUploadTicket(SIGNED_NOTE_POLICY, caller, body) };
}

export async function deliver({ body, caller }: Request<R['warehouse.logistics.shipments.deliver']>) {
  const shipment = await getFreightShipment(body.id);
  if (!shipment) throw notFound();
  if (shipment.status === 'delivered') throw invalid('id', 'errors.shipment_delivered');
  const upload = await claimUpload(body.upload_id, caller, SIGNED_NOTE_POLICY, 'upload_id');
  const delivered = await markDelivered(shipment, upload.key, caller);
  await consumeUploads([{ up: upload, field: 'upload_id' }]);
  const consignments = await consignmentsOfShipment(shipment.shipmentId, { maxPages: Infinity });
  const [row] = await shipmentRows([delivered], consignments);
  return { data: row! };
}

export async function signedNote({ params }: Request<R['warehouse.logistics.shipments.signed_note']>) {
  const shipment = await getFreightShipment(params.id);
  if (!shipment) throw notFound();
  if (!shipment.signedNoteKey) throw notFound('errors.signed_note');
  const name = shipment.signedNoteKey.split('/').pop() ?? 'albara.pdf';
  const type = { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' }[
    name.split('.').pop()?.toLowerCase() ?? ''
  ];
  // The stored type is what the browser sent; naming it keeps an inline PDF or image viewable.
  return downloadUrl({
    key: shipment.signedNoteKey,
    fileName: name,
    disposition: 'inline',
    ...(type ? { contentType: type } : {}),
  });
}
