/**
 * Logistics (§2 warehouse.logistics.*, §4 logistics flow): packed outs are grouped into a
 * consignment, consignments of one party into a freight shipment, and the shipment is delivered.
 * Every grouping is one DynamoDB transaction whose conditions keep the invariants: an out in one
 * consignment at most (its consignmentOut item), a consignment in one shipment at most (its
 * shipmentId, 0 while on the list), nothing changed under a delivered shipment.
 */
import type { warehouseRoutes } from '../../../shared/api/routes/warehouse';
import type { OutLocation, OutTrailStep } from '../../../shared/warehouse/views';
import { nextId } from '../../lib/data/counters';
import { Consignment, ConsignmentOut } from '../../lib/data/entities/consignment';
import { FreightShipment } from '../../lib/data/entities/freight-shipment';
import { Mid } from '../../lib/data/entities/mid';
import { ShipmentOut } from '../../lib/data/entities/shipment-out';
import { transact, type TransactItems } from '../../lib/data/transact';
import { type HttpError, invalid, notFound } from '../../lib/http/errors';
import { noContent, type Request } from '../../lib/http/group-handler';
import type { Caller } from '../../lib/auth/caller';
import {
  consignmentRows,
  outRows,
  shipmentRows,
  type ConsignmentItem,
  type FreightShipmentItem,
  type OutItem,
} from '../../lib/warehouse/logistics-views';
import { consignmentOfOuts, outsById, productsById, shipmentInsById } from '../../lib/warehouse/records';

type R = typeof warehouseRoutes;

/** Caps of the all-rows lists (§9: no paging); stated in docs/api/warehouse.md and measured by bench:tables. */
export const OUTS_CAP = 5_000;
export const CONSIGNMENTS_CAP = 5_000;
export const PENDING_SHIPMENTS_CAP = 2_000;
export const DELIVERED_SHIPMENTS_CAP = 500;

const actor = (caller: Caller) => caller.actor?.login ?? caller.login;
const now = () => new Date().toISOString();
type Put = NonNullable<TransactItems[number]['Put']>;
type Update = NonNullable<TransactItems[number]['Update']>;
type Delete = NonNullable<TransactItems[number]['Delete']>;
const refused = (field: string, key: Parameters<typeof invalid>[1]) => invalid(field, key);

// ---- outs

async function packedOuts(): Promise<OutItem[]> {
  const { data } = await ShipmentOut().query.byState({ state: 'packed' }).go({ pages: 'all', limit: OUTS_CAP });
  return data;
}

export async function outsIndex(_: Request<R['warehouse.logistics.outs.index']>) {
  const outs = await packedOuts();
  const consigned = await consignmentOfOuts(outs.map((o) => o.outId));
  return { data: await outRows(outs.filter((o) => !consigned.has(o.outId))) };
}

async function outByNumber(number: string): Promise<OutItem> {
  const { data } = await ShipmentOut().query.byNumber({ number }).go({ limit: 1 });
  if (!data[0]) throw notFound();
  return data[0];
}

export async function outsShow({ params }: Request<R['warehouse.logistics.outs.show']>) {
  const out = await outByNumber(params.number);
  if (out.state !== 'packed' || (await consignmentOfOuts([out.outId])).has(out.outId)) throw notFound();
  const [row] = await outRows([out]);
  return { data: row! };
}

export async function outsLocate({ params }: Request<R['warehouse.logistics.outs.locate']>) {
  const out = await outByNumber(params.number);
  const [{ data: link }, mids] = await Promise.all([
    ConsignmentOut().get({ outId: out.outId }).go(),
    out.saleId == null
      ? Promise.resolve([])
      : Mid()
          .query.bySale({ saleId: out.saleId })
          .go({ limit: 1 })
          .then((r) => r.data),
  ]);
  const consignment = link ? (await Consignment().get({ consignmentId: link.consignmentId }).go()).data : null;
  const shipment = consignment?.shipmentId
    ? (await FreightShipment().get({ shipmentId: consignment.shipmentId }).go()).data
    : null;
  const mid = mids[0];
  const midShipment = mid ? (await shipmentInsById([mid.shipmentInId])).get(mid.shipmentInId) : undefined;
  const trail: OutTrailStep[] = [
    { step: 'placed', at: mid?.placedAt ?? null, by: mid?.placedByLogin ?? null, ref: midShipment?.number ?? null },
    { step: 'out', at: out.date, by: null, ref: out.number },
    { step: 'consignment', at: link?.at ?? null, by: link?.by ?? null, ref: link ? String(link.consignmentId) : null },
    {
      step: 'shipment',
      at: shipment?.createdAt ?? null,
      by: shipment?.createdBy ?? null,
      ref: shipment ? String(shipment.shipmentId) : null,
    },
    {
      step: 'delivered',
      at: shipment?.deliveredAt ?? null,
      by: shipment?.deliveredBy ?? null,
      ref: shipment ? String(shipment.shipmentId) : null,
    },
  ];
  const list: OutLocation['list'] = shipment
    ? shipment.status === 'delivered'
      ? 'delivered'
      : 'pending'
    : consignment
      ? 'consignments'
      : out.state === 'packed'
        ? 'outs'
        : null;
  return {
    data: {
      shipment_out: { id: out.outId, number: out.number, state: out.state },
      list,
      consignment: consignment ? { id: consignment.consignmentId } : null,
      shipment: shipment ? { id: shipment.shipmentId, delivery_date: shipment.deliveredAt ?? null } : null,
      trail,
    } satisfies OutLocation,
  };
}

// ---- consignments

/** The outs of a consignment to be: known, packed, of one party; and whether any carries a medicine. */
async function groupableOuts(outIds: number[]) {
  const outs = await outsById(outIds);
  if (outIds.some((id) => !outs.has(id))) throw refused('outs', 'validation.exists');
  if ([...outs.values()].some((o) => o.state !== 'packed')) throw refused('outs', 'errors.out_not_packed');
  const parties = new Set([...outs.values()].map((o) => o.partyId));
  if (parties.size > 1) throw refused('outs', 'errors.outs_multiple_parties');
  // A line's product with a national code (CN) is a medicine: the consignment is a "speciality".
  const products = await productsById([...outs.values()].flatMap((o) => o.lines.map((l) => l.productId)));
  const hasDrugs = [...products.values()].some((p) => Boolean(p.nationalCode));
  return { partyId: [...parties][0]!, hasDrugs };
}

const linkPut = (outId: number, consignmentId: number, caller: Caller): Put =>
  ConsignmentOut()
    .create({ outId, consignmentId, at: now(), by: actor(caller) })
    .params() as Put;
const linkDelete = (outId: number, consignmentId: number): Delete =>
  ConsignmentOut()
    .delete({ outId })
    .where((a, { eq }) => eq(a.consignmentId, consignmentId))
    .params() as Delete;

/** Runs a grouping transaction; a failed condition on an out's link is "already consigned". */
async function group(items: TransactItems, linkIndexes: Set<number>, otherFailure: () => HttpError) {
  const failed = await transact(items);
  if (failed.length === 0) return;
  if (failed.some((i) => linkIndexes.has(i))) throw refused('outs', 'errors.out_consigned');
  throw otherFailure();
}

async function consignmentById(consignmentId: number): Promise<ConsignmentItem> {
  const { data } = await Consignment().get({ consignmentId }).go();
  if (!data) throw notFound();
  return data;
}

export async function consignmentsIndex(_: Request<R['warehouse.logistics.consignments.index']>) {
  const { data } = await Consignment()
    .query.byShipment({ shipmentId: 0 })
    .go({ pages: 'all', limit: CONSIGNMENTS_CAP, order: 'desc' });
  return { data: await consignmentRows(data) };
}

export async function consignmentsShow({ params }: Request<R['warehouse.logistics.consignments.show']>) {
  const [row] = await consignmentRows([await consignmentById(params.id)]);
  return { data: row! };
}

export async function consignmentsCreate({ body, caller }: Request<R['warehouse.logistics.consignments.create']>) {
  const outIds = [...new Set(body.outs)];
  const { partyId, hasDrugs } = await groupableOuts(outIds);
  const consignment: ConsignmentItem = {
    consignmentId: await nextId('consignment'),
    partyId,
    outIds,
    hasDrugs,
    palletCount: body.pallets,
    weightKg: body.weight,
    shipmentId: 0,
    createdAt: now(),
    createdBy: actor(caller),
  };
  const items: TransactItems = [
    { Put: Consignment().create(consignment).params() as Put },
    ...outIds.map((id) => ({ Put: linkPut(id, consignment.consignmentId, caller) })),
  ];
  await group(items, new Set(outIds.map((_, i) => i + 1)), () => refused('outs', 'errors.out_consigned'));
  const [row] = await consignmentRows([consignment]);
  return { data: row! };
}

export async function consignmentsUpdate({ params, body, caller }: Request<R['warehouse.logistics.consignments.update']>) {
  const current = await consignmentById(params.id);
  if (current.shipmentId) {
    const { data: shipment } = await FreightShipment().get({ shipmentId: current.shipmentId }).go();
    if (shipment?.status === 'delivered') throw refused('id', 'errors.shipment_delivered');
  }
  const outIds = [...new Set(body.outs)];
  const { partyId, hasDrugs } = await groupableOuts(outIds);
  const added = outIds.filter((id) => !current.outIds.includes(id));
  const removed = current.outIds.filter((id) => !outIds.includes(id));
  const update = Consignment()
    .patch({ consignmentId: current.consignmentId })
    .set({ partyId, outIds, hasDrugs, palletCount: body.pallets, weightKg: body.weight, updatedAt: now() })
    // Nobody shipped or regrouped it since it was read.
    .where((a, { eq }) => `${eq(a.shipmentId, current.shipmentId)} AND ${eq(a.createdAt, current.createdAt)}`)
    .params() as Update;
  const items: TransactItems = [
    { Update: update },
    ...added.map((id) => ({ Put: linkPut(id, current.consignmentId, caller) })),
    ...removed.map((id) => ({ Delete: linkDelete(id, current.consignmentId) })),
  ];
  if (current.shipmentId) items.push({ ConditionCheck: pendingCheck(current.shipmentId) });
  if (items.length > 100) throw refused('outs', 'validation.max_array');
  await group(items, new Set(added.map((_, i) => i + 1)), () => refused('id', 'errors.shipment_delivered'));
  const [row] = await consignmentRows([
    { ...current, partyId, outIds, hasDrugs, palletCount: body.pallets, weightKg: body.weight },
  ]);
  return { data: row! };
}

export async function consignmentsDestroy({ body }: Request<R['warehouse.logistics.consignments.destroy']>) {
  const consignments = await Promise.all([...new Set(body.consignments)].map(consignmentById));
  if (consignments.some((c) => c.shipmentId)) throw refused('consignments', 'errors.consignment_shipped');
  const items: TransactItems = consignments.flatMap((c) => [
    {
      Delete: Consignment()
        .delete({ consignmentId: c.consignmentId })
        .where((a, { eq }) => eq(a.shipmentId, 0))
        .params() as Delete,
    },
    ...c.outIds.map((id) => ({ Delete: linkDelete(id, c.consignmentId) })),
  ]);
  if (items.length > 100) throw refused('consignments', 'validation.max_array');
  if ((await transact(items)).length) throw refused('consignments', 'errors.consignment_shipped');
  return noContent();
}

// ---- freight shipments

function pendingCheck(shipmentId: number): NonNullable<TransactItems[number]['ConditionCheck']> {
  const { Key, TableName } = FreightShipment().get({ shipmentId }).params() as { Key: Record<string, string>; TableName: string };
  return {
    Key,
    TableName,
    ConditionExpression: '#status = :pending',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':pending': 'pending' },
  };
}

async function consignmentsOf(shipments: FreightShipmentItem[]): Promise<ConsignmentItem[]> {
  const ids = shipments.flatMap((s) => s.consignmentIds);
  if (!ids.length) return [];
  const { data } = await Consignment()
    .get(ids.map((consignmentId) => ({ consignmentId })))
    .go({ concurrency: 4 });
  return data;
}

export async function shipmentsCreate({ body, caller }: Request<R['warehouse.logistics.shipments.create']>) {
  const consignments = await Promise.all([...new Set(body.consignments)].map(consignmentById));
  if (consignments.some((c) => c.shipmentId)) throw refused('consignments', 'errors.consignment_shipped');
  if (new Set(consignments.map((c) => c.partyId)).size > 1) throw refused('consignments', 'errors.consignments_multiple_parties');
  const shipment: FreightShipmentItem = {
    shipmentId: await nextId('freight-shipment'),
    partyId: consignments[0]!.partyId,
    consignmentIds: consignments.map((c) => c.consignmentId),
    status: 'pending',
    createdAt: now(),
    createdBy: actor(caller),
  };
  const items: TransactItems = [
    { Put: FreightShipment().create(shipment).params() as Put },
    ...consignments.map((c) => ({
      Update: Consignment()
        .patch({ consignmentId: c.consignmentId })
        .set({ shipmentId: shipment.shipmentId })
        .where((a, { eq }) => eq(a.shipmentId, 0))
        .params() as Update,
    })),
  ];
  if ((await transact(items)).length) throw refused('consignments', 'errors.consignment_shipped');
  const [row] = await shipmentRows(
    [shipment],
    consignments.map((c) => ({ ...c, shipmentId: shipment.shipmentId })),
  );
  return { data: row! };
}

async function shipmentList(status: 'pending' | 'delivered', cap: number) {
  const { data } = await FreightShipment().query.byStatus({ status }).go({ pages: 'all', limit: cap, order: 'desc' });
  return { data: await shipmentRows(data, await consignmentsOf(data)) };
}

export const shipmentsPending = (_: Request<R['warehouse.logistics.shipments.pending']>) =>
  shipmentList('pending', PENDING_SHIPMENTS_CAP);
export const shipmentsDelivered = (_: Request<R['warehouse.logistics.shipments.delivered']>) =>
  shipmentList('delivered', DELIVERED_SHIPMENTS_CAP);

export async function shipmentsDelete({ params }: Request<R['warehouse.logistics.shipments.delete']>) {
  const { data: shipment } = await FreightShipment().get({ shipmentId: params.id }).go();
  if (!shipment) throw notFound();
  if (shipment.status === 'delivered') throw refused('id', 'errors.shipment_delivered');
  const items: TransactItems = [
    {
      Delete: FreightShipment()
        .delete({ shipmentId: shipment.shipmentId })
        .where((a, { eq }) => eq(a.status, 'pending'))
        .params() as Delete,
    },
    ...shipment.consignmentIds.map((consignmentId) => ({
      Update: Consignment()
        .patch({ consignmentId })
        .set({ shipmentId: 0 })
        .where((a, { eq }) => eq(a.shipmentId, shipment.shipmentId))
        .params() as Update,
    })),
  ];
  if ((await transact(items)).length) throw refused('id', 'errors.shipment_delivered');
  return noContent();
}
