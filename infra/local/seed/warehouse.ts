/**
 * The warehouse's own demo records, made through the same library code the API uses so
 * every screen has something to show: placed lines (mids) on the oldest incoming shipments, whose
 * sales have no out yet (the logistics mids list), with the newer shipments left to distribute; a
 * consignment on the list, a pending shipment and a delivered one with its signed note (which also
 * feeds the order delivery time chart); a saved priority list; the prenotice recipients of three
 * platforms (9023 has none: its process is refused). Packed outs stay for the outs screen. Idempotent: placements are conditional, and the groupings are made only on a table with none.
 */
import { s3 } from '../../../functions/lib/aws-s3';
import type { Caller } from '../../../functions/lib/auth/caller';
import { consignmentsOfShipment } from '../../../functions/lib/data/entities/consignment';
import { freightShipmentsByStatus } from '../../../functions/lib/data/entities/freight-shipment';
import { createMid } from '../../../functions/lib/data/entities/mid';
import { createPrenoticeRecipients } from '../../../functions/lib/data/entities/prenotice-recipients';
import { getPriorityList, savePriorityList } from '../../../functions/lib/data/entities/priority-list';
import { shipmentInsByDate } from '../../../functions/lib/data/entities/shipment-in';
import { shipmentInLinesOf } from '../../../functions/lib/data/entities/shipment-in-line';
import { shipmentOutsByState } from '../../../functions/lib/data/entities/shipment-out';
import { env } from '../../../functions/lib/env';
import { PdfWriter } from '../../../functions/lib/pdf';
import { markDelivered } from '../../../functions/lib/warehouse/delivery';
import { createConsignment, createShipment } from '../../../functions/lib/warehouse/grouping';
import { saleLinesById, salesById } from '../../../functions/lib/warehouse/records';
import { madridToday } from '../../../shared/time/madrid';
import { DEMO_ACCOUNTS } from './demo-data';

function warehouseCaller(): Caller {
  const a = DEMO_ACCOUNTS.find((x) => x.persona === 'warehouse')!;
  return { accountId: a.accountId, login: a.login, model: 'user', typeId: null, partyId: null, roleIds: a.roleIds, actor: null };
}

/** Places every line of the two oldest incoming shipments and half of the third's. */
async function placeLines(caller: Caller): Promise<void> {
  const shipments = await shipmentInsByDate({ limit: 3 });
  for (const [n, shipment] of shipments.entries()) {
    const lines = await shipmentInLinesOf(shipment.shipmentInId);
    const serving = lines.filter((l) => l.saleLineId != null);
    const saleLines = await saleLinesById(serving.map((l) => l.saleLineId));
    const sales = await salesById([...saleLines.values()].map((s) => s.saleId));
    const chosen = n < 2 ? serving : serving.filter((_, i) => i % 2 === 0);
    for (const line of chosen) {
      const sale = sales.get(saleLines.get(line.saleLineId!)?.saleId ?? -1);
      if (!sale) continue;
      await createMid({
        midId: line.shipmentInLineId,
        shipmentInId: shipment.shipmentInId,
        supplierId: shipment.supplierId,
        saleLineId: line.saleLineId!,
        saleId: sale.saleId,
        partyId: sale.partyId,
        productId: line.productId,
        ...(line.lotId == null ? {} : { lotId: line.lotId }),
        quantity: line.quantity,
        placedAt: new Date().toISOString(),
        placedById: caller.accountId,
        placedByLogin: caller.login,
      }).catch((e: Error) => {
        if (!/conditional/i.test(e.message)) throw e;
      });
    }
  }
}

async function signedNote(shipmentId: number): Promise<string> {
  const pdf = await PdfWriter.create('Albarà signat');
  pdf
    .heading(`Albarà de lliurament - expedició ${shipmentId}`)
    .text(`Rebut conforme el ${madridToday()}.`)
    .text('Signatura: (demo)');
  const key = `warehouse/signed-delivery-notes/demo/${shipmentId}/albara-signat.pdf`;
  const { sdk, client } = await s3();
  await client.send(
    new sdk.PutObjectCommand({ Bucket: env.filesBucket(), Key: key, Body: await pdf.save(), ContentType: 'application/pdf' }),
  );
  return key;
}

/** One consignment on the list, one in a pending shipment, one delivered: each of another pharmacy. */
async function group(caller: Caller): Promise<void> {
  const [listed, pending, delivered] = await Promise.all([
    consignmentsOfShipment(0, { limit: 1 }),
    freightShipmentsByStatus('pending', { limit: 1 }),
    freightShipmentsByStatus('delivered', { limit: 1 }),
  ]);
  if (listed.length || pending.length || delivered.length) return;
  const packed = await shipmentOutsByState('packed');
  const byParty = new Map<number, number[]>();
  for (const o of packed) (byParty.get(o.partyId) ?? byParty.set(o.partyId, []).get(o.partyId)!).push(o.outId);
  // Parties with the most packed outs give theirs; each keeps at least one on the outs list.
  const parties = [...byParty.entries()].filter(([, outs]) => outs.length >= 2).sort((a, b) => b[1].length - a[1].length);
  const [first, second, third] = parties;
  if (first) await createConsignment({ pallets: 2, weight: 148.5, outs: first[1].slice(0, 2) }, caller);
  if (second) {
    const { item } = await createConsignment({ pallets: 1, weight: 62.25, outs: second[1].slice(0, 1) }, caller);
    await createShipment([item.consignmentId], caller);
  }
  if (third) {
    const { item } = await createConsignment({ pallets: 3, weight: 210, outs: third[1].slice(0, 1) }, caller);
    const { item: shipment } = await createShipment([item.consignmentId], caller);
    await markDelivered(shipment, await signedNote(shipment.shipmentId), caller);
  }
}

async function priorities(caller: Caller): Promise<void> {
  if (await getPriorityList()) return;
  await savePriorityList({
    date: madridToday(),
    partyIds: [1002, 1001, 1005],
    savedAt: new Date().toISOString(),
    savedBy: caller.login,
  });
}

/** Where processed prenotices go (the mail capture shows them); kept when already set. */
export const DEMO_PRENOTICE_RECIPIENTS: Record<number, string[]> = {
  825: ['preavisos.825@example.com'],
  748: ['preavisos.748@example.com'],
  867: ['preavisos.867@example.com', 'logistica.867@example.com'],
};

async function prenoticeRecipients(): Promise<void> {
  for (const [platformId, to] of Object.entries(DEMO_PRENOTICE_RECIPIENTS))
    await createPrenoticeRecipients({ platformId: Number(platformId), to, updatedAt: new Date().toISOString() }).catch(
      (e: Error) => {
        if (!/conditional/i.test(e.message)) throw e;
      },
    );
}

export async function seedWarehouse(): Promise<void> {
  const caller = warehouseCaller();
  await placeLines(caller);
  await group(caller);
  await priorities(caller);
  await prenoticeRecipients();
}
