/**
 * The logistics groupings (§4 logistics flow) as DynamoDB transactions whose conditions keep the
 * invariants: an out in one consignment at most (its consignmentOut item), a consignment in one
 * shipment at most (its shipmentId, 0 while on the list), nothing changed under a delivered
 * shipment. Shared by the warehouse group (lists, deletes, shipments) and warehouse-documents
 * (consignment create and edit, which answer the consignment's document).
 *
 * An out's consignmentOut item with consignmentId 0 means "taken off the outs list" (delete on the
 * outs screen): it keeps the out off the list with who and when, and a consignment may still take
 * it (manual entry brings it back).
 *
 * The same transaction marks the out itself (`consignedTo` and its list row), so the outs list
 * reads only the packed outs' rows. A link is therefore two items: a consignment takes at most
 * MAX_OUTS_PER_CONSIGNMENT outs.
 */
import type { ConsignmentRow } from '../../../shared/warehouse/views';
import type { Caller } from '../auth/caller';
import { nextId } from '../data/counters';
import {
  consignmentCreateParams,
  consignmentEditParams,
  consignmentMoveParams,
  consignmentOutDeleteParams,
  consignmentOutPutParams,
  getConsignment,
} from '../data/entities/consignment';
import { outMark } from '../data/out-mark';
import { freightShipmentCreateParams, freightShipmentKey, getFreightShipment } from '../data/entities/freight-shipment';
import { transact, type TransactItems } from '../data/transact';
import { type HttpError, invalid, notFound } from '../http/errors';
import { consignmentRows, outHeadOf, type ConsignmentItem, type FreightShipmentItem } from './logistics-views';
import { outsById, productsById } from './records';

export type Put = NonNullable<TransactItems[number]['Put']>;
export type Update = NonNullable<TransactItems[number]['Update']>;
export type Delete = NonNullable<TransactItems[number]['Delete']>;
export type ConditionCheck = NonNullable<TransactItems[number]['ConditionCheck']>;

/** consignmentId of an out taken off the outs list without a consignment. */
export const REMOVED_FROM_LIST = 0;

export const actor = (caller: Caller) => caller.actor?.login ?? caller.login;
export const now = () => new Date().toISOString();

/** The outs of a consignment to be: known, packed, of one party; and whether any carries a medicine. */
export async function groupableOuts(outIds: number[]) {
  const outs = await outsById(outIds);
  if (outIds.some((id) => !outs.has(id))) throw invalid('outs', 'validation.exists');
  if ([...outs.values()].some((o) => o.state !== 'packed')) throw invalid('outs', 'errors.out_not_packed');
  const parties = new Set([...outs.values()].map((o) => o.partyId));
  if (parties.size > 1) throw invalid('outs', 'errors.outs_multiple_parties');
  // A line's product with a national code (CN) is a medicine: the consignment is a "speciality".
  const products = await productsById([...outs.values()].flatMap((o) => o.lines.map((l) => l.productId)));
  const hasDrugs = [...products.values()].some((p) => Boolean(p.nationalCode));
  const partyName = [...outs.values()][0]!.partyName;
  return { partyId: [...parties][0]!, partyName, hasDrugs, outs, outHeads: outIds.map((id) => outHeadOf(outs.get(id)!)) };
}

/** An out joins a consignment (or leaves the list): only if it is in none (a removed out may join). */
export const linkPut = (outId: number, consignmentId: number, caller: Caller): Put =>
  consignmentOutPutParams({ outId, consignmentId, at: now(), by: actor(caller) }, REMOVED_FROM_LIST);

export const linkDelete = (outId: number, consignmentId: number): Delete => consignmentOutDeleteParams(outId, consignmentId);

type StoredOut = Awaited<ReturnType<typeof outsById>> extends Map<number, infer O> ? O : never;

/** An out joins a consignment (or leaves the list): its link (index 0, the one that can conflict) and its mark. */
export const linkItems = (out: StoredOut, consignmentId: number, caller: Caller): TransactItems => [
  { Put: linkPut(out.outId, consignmentId, caller) },
  { Update: outMark(out, consignmentId) },
];

/** An out leaves its consignment (an out no longer stored has only its link to remove). */
export const unlinkItems = (outId: number, out: StoredOut | undefined, consignmentId: number): TransactItems => [
  { Delete: linkDelete(outId, consignmentId) },
  ...(out ? [{ Update: outMark(out, undefined) }] : []),
];

/** Indexes of the links in [head?, ...linkItems of each out]: where an "already consigned" shows. */
export const linkIndexes = (count: number, head: number) => new Set(Array.from({ length: count }, (_, i) => head + 2 * i));

/** Runs a grouping transaction; a failed condition on an out's link is "already consigned". */
export async function group(items: TransactItems, linkIndexes: Set<number>, otherFailure: () => HttpError) {
  const failed = await transact(items);
  if (failed.length === 0) return;
  if (failed.some((i) => linkIndexes.has(i))) throw invalid('outs', 'errors.out_consigned');
  throw otherFailure();
}

export async function consignmentById(consignmentId: number): Promise<ConsignmentItem> {
  const data = await getConsignment(consignmentId);
  if (!data) throw notFound();
  return data;
}

export function pendingCheck(shipmentId: number): ConditionCheck {
  const { Key, TableName } = freightShipmentKey(shipmentId);
  return {
    Key,
    TableName,
    ConditionExpression: '#status = :pending',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':pending': 'pending' },
  };
}

/**
 * A consignment's form read against its outs (each once, all packed, of one party): the outs, and
 * what the consignment holds of them and of the form, on create and on edit alike.
 */
async function groupedFields(body: { pallets: number; weight: number; outs: number[] }) {
  const outIds = [...new Set(body.outs)];
  const { partyId, partyName, hasDrugs, outs, outHeads } = await groupableOuts(outIds);
  const fields = { partyId, partyName, outIds, outHeads, hasDrugs, palletCount: body.pallets, weightKg: body.weight };
  return { outIds, outs, fields };
}

export async function createConsignment(
  body: { pallets: number; weight: number; outs: number[] },
  caller: Caller,
): Promise<{ item: ConsignmentItem; row: ConsignmentRow }> {
  const { outIds, outs, fields } = await groupedFields(body);
  const item: ConsignmentItem = {
    consignmentId: await nextId('consignment'),
    ...fields,
    shipmentId: 0,
    createdAt: now(),
    createdBy: actor(caller),
  };
  const items: TransactItems = [
    { Put: consignmentCreateParams(item) },
    ...outIds.flatMap((id) => linkItems(outs.get(id)!, item.consignmentId, caller)),
  ];
  await group(items, linkIndexes(outIds.length, 1), () => invalid('outs', 'errors.out_consigned'));
  const [row] = await consignmentRows([item]);
  return { item, row: row! };
}

export async function updateConsignment(
  consignmentId: number,
  body: { pallets: number; weight: number; outs: number[] },
  caller: Caller,
): Promise<{ item: ConsignmentItem; row: ConsignmentRow }> {
  const current = await consignmentById(consignmentId);
  if (current.shipmentId) {
    const shipment = await getFreightShipment(current.shipmentId);
    if (shipment?.status === 'delivered') throw invalid('id', 'errors.shipment_delivered');
  }
  const { outIds, outs: kept, fields } = await groupedFields(body);
  const added = outIds.filter((id) => !current.outIds.includes(id));
  const removed = current.outIds.filter((id) => !outIds.includes(id));
  const outs = new Map([...(await outsById(removed)), ...kept]);
  const updatedAt = now();
  // Nobody shipped or regrouped it since it was read.
  const update = consignmentEditParams(current.consignmentId, { ...fields, updatedAt }, current);
  const items: TransactItems = [
    { Update: update },
    ...added.flatMap((id) => linkItems(outs.get(id)!, current.consignmentId, caller)),
    ...removed.flatMap((id) => unlinkItems(id, outs.get(id), current.consignmentId)),
  ];
  if (current.shipmentId) items.push({ ConditionCheck: pendingCheck(current.shipmentId) });
  if (items.length > 100) throw invalid('outs', 'validation.max_array');
  await group(items, linkIndexes(added.length, 1), () => invalid('id', 'errors.shipment_delivered'));
  const item = { ...current, ...fields, updatedAt };
  const [row] = await consignmentRows([item]);
  return { item, row: row! };
}

/** Groups consignments of one party into a pending freight shipment, each taken only if still on the list. */
export async function createShipment(
  consignmentIds: number[],
  caller: Caller,
): Promise<{ item: FreightShipmentItem; consignments: ConsignmentItem[] }> {
  const consignments = await Promise.all([...new Set(consignmentIds)].map(consignmentById));
  if (consignments.some((c) => c.shipmentId)) throw invalid('consignments', 'errors.consignment_shipped');
  if (new Set(consignments.map((c) => c.partyId)).size > 1) throw invalid('consignments', 'errors.consignments_multiple_parties');
  const item: FreightShipmentItem = {
    shipmentId: await nextId('freight-shipment'),
    partyId: consignments[0]!.partyId,
    consignmentIds: consignments.map((c) => c.consignmentId),
    status: 'pending',
    createdAt: now(),
    createdBy: actor(caller),
  };
  const items: TransactItems = [
    { Put: freightShipmentCreateParams(item) },
    ...consignments.map((c) => ({
      Update: consignmentMoveParams(c.consignmentId, 0, item.shipmentId),
    })),
  ];
  if ((await transact(items)).length) throw invalid('consignments', 'errors.consignment_shipped');
  return { item, consignments: consignments.map((c) => ({ ...c, shipmentId: item.shipmentId })) };
}
