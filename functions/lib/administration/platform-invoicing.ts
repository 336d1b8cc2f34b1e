/**
 * Platform invoicing (§2, §3 request, §4, §5, §7, §9). The purchase orders of a platform; an
 * order's outs, direct outs and the consignments holding its outs; the order-number rule (asked on
 * 867, 748, 9023; optional only on 867).
 */
import { orderNumberRule } from '../../../shared/administration/rules';
import type { PurchaseOrderContents, PurchaseOrderOption } from '../../../shared/administration/views';
import { getPurchaseOrder, purchaseOrdersOfPlatform } from '../data/entities/purchase-order';
import { findShipmentOutByNumber } from '../data/entities/shipment-out';
import { invalid, notFound } from '../http/errors';

/** A platform's purchase orders keyed by label (the spec's map), newest first. */
export async function purchaseOrdersOf(platform: number): Promise<Record<string, PurchaseOrderOption>> {
  const data = await purchaseOrdersOfPlatform(platform);
  const map: Record<string, PurchaseOrderOption> = {};
  for (const po of data) map[po.label] ??= { id: po.purchaseOrderId, number: po.number, label: po.label, date: po.date };
  return map;
}

export async function outsByNumber(numbers: string[]) {
  const found = await Promise.all(numbers.map((number) => findShipmentOutByNumber(number)));
  return found.map((o) => o ?? null);
}

export async function contentsOf(purchaseOrderId: number): Promise<PurchaseOrderContents> {
  const po = await getPurchaseOrder(purchaseOrderId);
  if (!po) throw notFound();
  const outs = await outsByNumber(po.outNumbers ?? []);
  const consignments = [...new Set(outs.map((o) => o?.consignedTo).filter((c): c is number => typeof c === 'number' && c > 0))];
  return { outs: po.outNumbers ?? [], direct: po.directOutNumbers ?? [], consignments: consignments.sort((a, b) => a - b) };
}

/** §5, §9: 422 on purchase_order_number when the platform requires it and it is missing, or never asks for it. */
export function checkOrderNumber(platform: number, number: string | null | undefined): string | null {
  const rule = orderNumberRule(platform);
  const given = number?.trim() || null;
  if (rule === 'required' && !given) throw invalid('purchase_order_number', 'validation.order_number_required');
  if (rule === 'none' && given) throw invalid('purchase_order_number', 'validation.order_number_not_asked');
  return given;
}
