/**
 * The delivery truck sheet (§2 shipments "create delivery truck sheet", "view truck sheet"): made
 * on request from the shipment as it is, kept in the files bucket and named on the shipment, so
 * "view" shows the sheet that went with the truck rather than one remade later. It is made in both
 * languages at once (viewing answered the language it was created in), keyed
 * `….ca.pdf` and `….es.pdf`, and viewed in the viewer's.
 */
import { randomUUID } from 'node:crypto';
import type { warehouseDocumentRoutes } from '../../../shared/api/routes/warehouse-documents';
import { serverMessage } from '../../../shared/i18n/server-messages';
import { s3 } from '../../lib/aws-s3';
import { getConsignments } from '../../lib/data/entities/consignment';
import { getFreightShipment, setFreightShipmentTruckSheet } from '../../lib/data/entities/freight-shipment';
import { env } from '../../lib/env';
import { downloadUrl } from '../../lib/files/download';
import { notFound } from '../../lib/http/errors';
import type { Request } from '../../lib/http/group-handler';
import { addressLine, truckSheetPdf, type TruckSheetData } from '../../lib/warehouse/documents';
import { LOCALES } from '../../../shared/i18n/locale';
import { actor, now } from '../../lib/warehouse/grouping';
import { outsById, partiesById } from '../../lib/warehouse/records';

type R = typeof warehouseDocumentRoutes;

export const TRUCK_SHEETS_PREFIX = 'warehouse/truck-sheets';

export async function truckSheetCreate({ body, caller, locale }: Request<R['warehouse.logistics.shipments.truck_sheet']>) {
  const shipment = await getFreightShipment(body.shipment_freight_id);
  if (!shipment) throw notFound();
  const consignments = await getConsignments(shipment.consignmentIds, { concurrency: 4 });
  const [outs, parties] = await Promise.all([outsById(consignments.flatMap((c) => c.outIds)), partiesById([shipment.partyId])]);
  const party = parties.get(shipment.partyId);
  const data: TruckSheetData = {
    id: shipment.shipmentId,
    party: {
      code: party?.code ?? '',
      name: party?.name ?? '',
      phone: party?.phone ?? null,
      address: party?.address ? addressLine(party.address) : null,
    },
    createdAt: shipment.createdAt,
    deliveredAt: shipment.deliveredAt ?? null,
    consignments: consignments
      .sort((a, b) => a.consignmentId - b.consignmentId)
      .map((c) => ({
        id: c.consignmentId,
        outs: c.outIds.map((id) => outs.get(id)?.number ?? String(id)),
        hasDrugs: c.hasDrugs,
        pallets: c.palletCount,
        weightKg: c.weightKg,
      })),
  };
  const base = `${TRUCK_SHEETS_PREFIX}/${shipment.shipmentId}/${randomUUID()}`;
  const { sdk, client } = await s3();
  for (const language of LOCALES) {
    const pdf = await truckSheetPdf(data, language);
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: env.filesBucket(),
        Key: `${base}.${language}.pdf`,
        Body: pdf,
        ContentType: 'application/pdf',
      }),
    );
  }
  const key = `${base}.${locale}.pdf`;
  await setFreightShipmentTruckSheet(shipment.shipmentId, {
    truckSheetKey: key,
    truckSheetAt: now(),
    truckSheetBy: actor(caller),
  });
  const fileName = serverMessage(locale, 'files.truck_sheet', { id: shipment.shipmentId });
  return downloadUrl({ key, fileName, disposition: 'inline', contentType: 'application/pdf' });
}

export async function truckSheetShow({ params, locale }: Request<R['warehouse.logistics.shipments.truck_sheet_show']>) {
  const shipment = await getFreightShipment(params.id);
  if (!shipment?.truckSheetKey) throw notFound('errors.delivery_note');
  const fileName = serverMessage(locale, 'files.truck_sheet', { id: shipment.shipmentId });
  // The viewer's language; a sheet kept before both were made is answered as it is.
  const key = shipment.truckSheetKey.replace(/\.(ca|es)\.pdf$/, `.${locale}.pdf`);
  return downloadUrl({ key, fileName, disposition: 'inline', contentType: 'application/pdf' });
}
