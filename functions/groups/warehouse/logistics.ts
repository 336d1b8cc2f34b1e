/**
 * Logistics (§2 warehouse.logistics.*, §4 logistics flow): packed outs are grouped into a
 * consignment, consignments of one party into a freight shipment, and the shipment is delivered.
 * Every grouping is one DynamoDB transaction whose conditions keep the invariants: an out in one
 * consignment at most (its consignmentOut item), a consignment in one shipment at most (its
 * shipmentId, 0 while on the list), nothing changed under a delivered shipment.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { warehouseRoutes } from '../../../shared/api/routes/warehouse';
import type { OutLocation, OutTrailStep } from '../../../shared/warehouse/views';
import {
  consignmentDeleteParams,
  consignmentMoveParams,
  consignmentsOfShipment,
  getConsignment,
  getConsignmentOut,
  getConsignments,
} from '../../lib/data/entities/consignment';
import {
  freightShipmentDeleteParams,
  freightShipmentsByStatus,
  getFreightShipment,
} from '../../lib/data/entities/freight-shipment';
import { midsOfSale } from '../../lib/data/entities/mid';
import { findShipmentOutByNumber, outListRow, outListRowsQuery, type OutListRow } from '../../lib/data/entities/shipment-out';
import { dynamo } from '../../lib/aws';
import { transact, type TransactItems } from '../../lib/data/transact';
import { invalid, notFound } from '../../lib/http/errors';
import { noContent, type Request } from '../../lib/http/group-handler';
import { consignmentById, createShipment, linkItems, REMOVED_FROM_LIST, unlinkItems } from '../../lib/warehouse/grouping';
import {
  consignmentRows,
  outRow,
  shipmentRows,
  type ConsignmentItem,
  type FreightShipmentItem,
  type OutItem,
} from '../../lib/warehouse/logistics-views';
import { midRows, midsOfShipmentNumber, pendingMids } from '../../lib/warehouse/mids';
import { consignmentOfOuts, outsById, shipmentInsById } from '../../lib/warehouse/records';

type R = typeof warehouseRoutes;

/** Caps of the all-rows lists (§9: no paging); stated in docs/api/warehouse.md and measured by bench:tables. */
export const OUTS_CAP = 5_000;
export const CONSIGNMENTS_CAP = 5_000;
export const PENDING_SHIPMENTS_CAP = 2_000;
export const DELIVERED_SHIPMENTS_CAP = 500;

const refused = (field: string, key: Parameters<typeof invalid>[1]) => invalid(field, key);

// ---- mids

export async function midsIndex(_: Request<R['warehouse.logistics.mids.index']>) {
  return { data: await pendingMids() };
}

export async function midsShow({ params }: Request<R['warehouse.logistics.mids.show']>) {
  const mids = await midsOfShipmentNumber(params.number);
  if (!mids?.length) throw notFound('errors.mid_not_found');
  return { data: await midRows(mids) };
}

// ---- outs

/** The packed outs' compact rows (gsi4 keeps only `row`): one small read for the whole list. */
async function packedOutRows(): Promise<OutListRow[]> {
  const query = outListRowsQuery('packed');
  const rows: OutListRow[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(new QueryCommand({ ...query, ExclusiveStartKey: start }));
    for (const item of page.Items ?? []) rows.push(item.row as OutListRow);
    start = page.LastEvaluatedKey;
  } while (start && rows.length < OUTS_CAP);
  return rows.slice(0, OUTS_CAP);
}

export async function outsIndex(_: Request<R['warehouse.logistics.outs.index']>) {
  const rows = await packedOutRows();
  return { data: rows.map(outRow) };
}

async function outByNumber(number: string, missing: Parameters<typeof notFound>[0]): Promise<OutItem> {
  const out = await findShipmentOutByNumber(number);
  if (!out) throw notFound(missing);
  return out;
}

export async function outsShow({ params }: Request<R['warehouse.logistics.outs.show']>) {
  const out = await outByNumber(params.number, 'errors.out_not_found');
  const link = (await consignmentOfOuts([out.outId])).get(out.outId);
  if (out.state !== 'packed' || (link && link.consignmentId !== REMOVED_FROM_LIST)) throw notFound('errors.out_not_found');
  return { data: outRow(outListRow(out)) };
}

/** Takes packed outs off the outs list, all or none: each one's membership item, if it has none. */
export async function outsDestroy({ body, caller }: Request<R['warehouse.logistics.outs.destroy']>) {
  const outIds = [...new Set(body.outs)];
  const outs = await outsById(outIds);
  if (outIds.some((id) => !outs.has(id))) throw refused('outs', 'validation.exists');
  if ([...outs.values()].some((o) => o.state !== 'packed')) throw refused('outs', 'errors.out_not_packed');
  const failed = await transact(outIds.flatMap((id) => linkItems(outs.get(id)!, REMOVED_FROM_LIST, caller)));
  if (failed.length) throw refused('outs', 'errors.out_consigned');
  return noContent();
}

export async function outsLocate({ params }: Request<R['warehouse.logistics.outs.locate']>) {
  const out = await outByNumber(params.number, 'errors.out_search_not_found');
  const [link, mids] = await Promise.all([
    getConsignmentOut(out.outId),
    out.saleId == null ? Promise.resolve([]) : midsOfSale(out.saleId),
  ]);
  const removed = link?.consignmentId === REMOVED_FROM_LIST ? link : null;
  const inConsignment = link && !removed ? link : null;
  const consignment = inConsignment ? await getConsignment(inConsignment.consignmentId) : null;
  const shipment = consignment?.shipmentId ? await getFreightShipment(consignment.shipmentId) : null;
  // The placement the out carries: its sale's mid from the out's own incoming shipment.
  const mid = mids.find((m) => m.shipmentInId === out.shipmentInId) ?? mids[0];
  const midShipment = mid ? (await shipmentInsById([mid.shipmentInId])).get(mid.shipmentInId) : undefined;
  const trail: OutTrailStep[] = [
    { step: 'placed', at: mid?.placedAt ?? null, by: mid?.placedByLogin ?? null, ref: midShipment?.number ?? null },
    { step: 'out', at: out.date, by: null, ref: out.number },
    {
      step: 'consignment',
      at: inConsignment?.at ?? null,
      by: inConsignment?.by ?? null,
      ref: inConsignment ? String(inConsignment.consignmentId) : null,
    },
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
      : out.state === 'packed' && !removed
        ? 'outs'
        : null;
  return {
    data: {
      shipment_out: { id: out.outId, number: out.number, state: out.state },
      list,
      consignment: consignment ? { id: consignment.consignmentId } : null,
      shipment: shipment
        ? { id: shipment.shipmentId, delivery_date: shipment.deliveredAt ?? null, signed_note: Boolean(shipment.signedNoteKey) }
        : null,
      removed: removed ? { at: removed.at, by: removed.by } : null,
      trail,
    } satisfies OutLocation,
  };
}

// ---- consignments

export async function consignmentsIndex(_: Request<R['warehouse.logistics.consignments.index']>) {
  // A Limit on every page: pages of CONSIGNMENTS_CAP items, all of them read.
  const data = await consignmentsOfShipment(0, { limit: CONSIGNMENTS_CAP, reverse: true, maxPages: Infinity });
  return { data: await consignmentRows(data) };
}

export async function consignmentsShow({ params }: Request<R['warehouse.logistics.consignments.show']>) {
  const [row] = await consignmentRows([await consignmentById(params.id)]);
  return { data: row! };
}

export async function consignmentsDestroy({ body }: Request<R['warehouse.logistics.consignments.destroy']>) {
  const consignments = await Promise.all([...new Set(body.consignments)].map(consignmentById));
  if (consignments.some((c) => c.shipmentId)) throw refused('consignments', 'errors.consignment_shipped');
  const outs = await outsById(consignments.flatMap((c) => c.outIds));
  const items: TransactItems = consignments.flatMap((c) => [
    { Delete: consignmentDeleteParams(c.consignmentId) },
    ...c.outIds.flatMap((id) => unlinkItems(id, outs.get(id), c.consignmentId)),
  ]);
  if (items.length > 100) throw refused('consignments', 'validation.max_array');
  if ((await transact(items)).length) throw refused('consignments', 'errors.consignment_shipped');
  return noContent();
}

// ---- freight shipments

async function consignmentsOf(shipments: FreightShipmentItem[]): Promise<ConsignmentItem[]> {
  const ids = shipments.flatMap((s) => s.consignmentIds);
  if (!ids.length) return [];
  return getConsignments(ids, { concurrency: 4 });
}

export async function shipmentsCreate({ body, caller }: Request<R['warehouse.logistics.shipments.create']>) {
  const { item, consignments } = await createShipment(body.consignments, caller);
  const [row] = await shipmentRows([item], consignments);
  return { data: row! };
}

async function shipmentList(status: 'pending' | 'delivered', cap: number) {
  const data = await freightShipmentsByStatus(status, { limit: cap, reverse: true, maxPages: Infinity });
  return { data: await shipmentRows(data, await consignmentsOf(data)) };
}

export const shipmentsPending = (_: Request<R['warehouse.logistics.shipments.pending']>) =>
  shipmentList('pending', PENDING_SHIPMENTS_CAP);
export const shipmentsDelivered = (_: Request<R['warehouse.logistics.shipments.delivered']>) =>
  shipmentList('delivered', DELIVERED_SHIPMENTS_CAP);

export async function shipmentsDelete({ params }: Request<R['warehouse.logistics.shipments.delete']>) {
  const shipment = await getFreightShipment(params.id);
  if (!shipment) throw notFound();
  if (shipment.status === 'delivered') throw refused('id', 'errors.shipment_delivered');
  const items: TransactItems = [
    { Delete: freightShipmentDeleteParams(shipment.shipmentId) },
    ...shipment.consignmentIds.map((consignmentId) => ({
      Update: consignmentMoveParams(consignmentId, shipment.shipmentId, 0),
    })),
  ];
  if ((await transact(items)).length) throw refused('id', 'errors.shipment_delivered');
  return noContent();
}
