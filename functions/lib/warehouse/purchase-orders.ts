/**
 * Platforms' purchase orders as the pending sales and prenotices screens use them (§2, §7): the
 * pickers' list (gsi1, newest first), one order by number (gsi2), its outs and their consignments.
 */
import { PLATFORM_IDS } from '../../../shared/erp/constants';
import type { PurchaseOrderContents, PurchaseOrderOption } from '../../../shared/warehouse/reports';
import { purchaseOrderByNumber, purchaseOrdersOfPlatform } from '../data/entities/purchase-order';
import { findShipmentOutByNumber } from '../data/entities/shipment-out';
import { notFound } from '../http/errors';
import { inBatches } from './batches';

/** The pickers list at most this many orders (the newest). */
export const PURCHASE_ORDERS_CAP = 500;

export async function platformOrders(platformId: number): Promise<PurchaseOrderOption[]> {
  const data = await purchaseOrdersOfPlatform(platformId, PURCHASE_ORDERS_CAP);
  return data.map((o) => ({ number: o.number, date: o.date, outs: outNumbersOf(o).length }));
}

/** The order by number, on the given platform or else on any (one key read per platform). */
export async function orderByNumber(platformId: number | undefined, number: string) {
  const found = await Promise.all(
    (platformId === undefined ? PLATFORM_IDS : [platformId]).map((id) => purchaseOrderByNumber(id, number)),
  );
  const order = found.find((o) => o !== undefined);
  if (!order) throw notFound('errors.purchase_order_not_found');
  return order;
}

/** The order's outs, then its direct outs, each once. */
export const outNumbersOf = (o: { outNumbers?: string[]; directOutNumbers?: string[] }) => [
  ...new Set([...(o.outNumbers ?? []), ...(o.directOutNumbers ?? [])]),
];

/** Outs by number (one keys-only query each); unknown numbers are absent from the map. */
export async function outsByNumber(numbers: string[]) {
  const found = await inBatches([...new Set(numbers)], 16, (number) => findShipmentOutByNumber(number));
  return new Map(found.filter((o) => o !== undefined).map((o) => [o.number, o]));
}

/** The outs an order names and the consignments holding any of them (an out's `consignedTo`). */
export async function orderContents(platformId: number | undefined, number: string): Promise<PurchaseOrderContents> {
  const numbers = outNumbersOf(await orderByNumber(platformId, number));
  const outs = await outsByNumber(numbers);
  const consignments = [...new Set([...outs.values()].map((o) => o.consignedTo ?? 0).filter((id) => id > 0))].sort(
    (a, b) => a - b,
  );
  return { outs: numbers.map((n) => ({ number: n })), consignments: consignments.map((id) => ({ id })) };
}
