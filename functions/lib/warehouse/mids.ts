/**
 * Mids as logistics sees them (§2 warehouse.logistics.mids, §3 Mid): the placed distribution lines
 * of one incoming shipment for one sale, which travel together and get one label. The list holds
 * the mids still waiting for their out: placed lately, and no out of that sale from that shipment yet.
 */
import type { MidRow } from '../../../shared/warehouse/views';
import {
  markMidOutSeen,
  midOutSeenParams,
  midsOfSale,
  midsOfShipmentIn,
  midsPlacedBetween,
  type MidItem,
} from '../data/entities/mid';
import { findShipmentInByNumber } from '../data/entities/shipment-in';
import { shipmentOutsOf } from '../data/entities/shipment-out';
import { isConditionalFailure } from '../rate-limit';
import { KEY_RANGE_END } from '../data/key-range';
import { transact } from '../data/transact';
import { partiesById, salesById, shipmentInsById } from './records';

export type { MidItem };

/** How far back the mids list reaches, and how many placed lines it reads at most. */
export const LOGISTICS_MIDS_DAYS = 30;
export const LOGISTICS_MIDS_CAP = 5_000;

export const midKey = (shipmentInId: number, saleId: number) => `${shipmentInId}-${saleId}`;

/** One row per incoming shipment and sale, sorted by shipment number then party name. */
export async function midRows(mids: MidItem[]): Promise<MidRow[]> {
  const groups = new Map<string, MidItem[]>();
  for (const m of mids) {
    const key = midKey(m.shipmentInId, m.saleId);
    (groups.get(key) ?? groups.set(key, []).get(key)!).push(m);
  }
  const firsts = [...groups.values()].map((g) => g[0]!);
  const [shipments, sales, parties] = await Promise.all([
    shipmentInsById(firsts.map((m) => m.shipmentInId)),
    salesById(firsts.map((m) => m.saleId)),
    partiesById(firsts.flatMap((m) => [m.partyId, m.supplierId])),
  ]);
  const rows = [...groups.entries()].map(([key, group]): MidRow => {
    const m = group[0]!;
    const shipment = shipments.get(m.shipmentInId);
    const sale = sales.get(m.saleId);
    return {
      key,
      shipment_in: m.shipmentInId,
      sale: m.saleId,
      party: m.partyId,
      supplier: m.supplierId,
      shipment_in_obj: {
        id: m.shipmentInId,
        number: shipment?.number ?? '',
        supplier: { id: m.supplierId, name: parties.get(m.supplierId)?.name ?? '' },
      },
      sale_obj: { id: m.saleId, number: sale?.number ?? '', reference: sale?.reference ?? '' },
      party_obj: { id: m.partyId, name: parties.get(m.partyId)?.name ?? '' },
      lines: group.length,
      placed_at: group.reduce((latest, g) => (g.placedAt > latest ? g.placedAt : latest), ''),
    };
  });
  return rows.sort(
    (a, b) =>
      a.shipment_in_obj.number.localeCompare(b.shipment_in_obj.number) ||
      a.party_obj.name.localeCompare(b.party_obj.name, 'ca') ||
      a.sale - b.sale,
  );
}

/** Runs `work` over `items`, `concurrency` at a time. */
async function inBatches<T, R>(items: T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += concurrency)
    results.push(...(await Promise.all(items.slice(i, i + concurrency).map(work))));
  return results;
}

/** Which (shipment in, sale) pairs already have an out: one keys-only read per shipment. */
async function pairsWithOut(shipmentInIds: number[]): Promise<Set<string>> {
  const outs = await inBatches(shipmentInIds, 16, (shipmentInId) => shipmentOutsOf(shipmentInId, ['saleId', 'shipmentInId']));
  return new Set(
    outs.flat().flatMap((o) => (o.saleId == null || o.shipmentInId == null ? [] : [midKey(o.shipmentInId, o.saleId)])),
  );
}

/**
 * The mids list: placed in the last LOGISTICS_MIDS_DAYS days, without an out yet. A mid whose out
 * has arrived is marked (outSeenAt) when the list first sees it, so later calls neither return nor
 * check it again: each call checks only the shipments that still have mids waiting.
 */
export async function pendingMids(now = new Date()): Promise<MidRow[]> {
  const since = new Date(now.getTime() - LOGISTICS_MIDS_DAYS * 86_400_000).toISOString();
  // Bounded on both sides: the index's partition is shared with other entities (empty key).
  const data = await midsPlacedBetween(since, KEY_RANGE_END, { withoutOutSeen: true, limit: LOGISTICS_MIDS_CAP });
  const withOut = await pairsWithOut([...new Set(data.map((m) => m.shipmentInId))]);
  const [done, waiting] = [[], []] as [MidItem[], MidItem[]];
  for (const m of data) (withOut.has(midKey(m.shipmentInId, m.saleId)) ? done : waiting).push(m);
  await markOutSeen(done, now.toISOString());
  return midRows(waiting);
}

const markOne = (m: MidItem, at: string) =>
  markMidOutSeen(m.midId, at).catch((error: unknown) => {
    if (!isConditionalFailure(error)) throw error;
  });

/**
 * Takes mids off the list for good; a mid undone meanwhile is skipped (the update needs the item).
 * In transactions of 100 (a whole delivery's mids can become due at once: one call each took
 * seconds); a transaction with an undone mid, or racing another list call, falls back to one
 * update per mid.
 */
async function markOutSeen(mids: MidItem[], at: string): Promise<void> {
  const chunks: MidItem[][] = [];
  for (let i = 0; i < mids.length; i += 100) chunks.push(mids.slice(i, i + 100));
  await inBatches(chunks, 4, async (chunk) => {
    const items = chunk.map((m) => ({ Update: midOutSeenParams(m.midId, at) }));
    // Another list call marking the same mids cancels it too (a conflict): then one by one as well.
    const failed = await transact(items).catch((error: unknown) => {
      if ((error as { name?: string }).name === 'TransactionCanceledException') return [-1];
      throw error;
    });
    if (failed.length) await inBatches(chunk, 16, (m) => markOne(m, at));
  });
}

/** Every mid of an incoming shipment by its number; null when the number is unknown. */
export async function midsOfShipmentNumber(number: string): Promise<MidItem[] | null> {
  const shipment = await findShipmentInByNumber(number);
  if (!shipment) return null;
  return midsOfShipmentIn(shipment.shipmentInId);
}

/** The placed lines of one incoming shipment for one sale (one label). */
export async function midsOf(shipmentInId: number, saleId: number): Promise<MidItem[]> {
  const data = await midsOfSale(saleId);
  return data.filter((m) => m.shipmentInId === shipmentInId);
}
