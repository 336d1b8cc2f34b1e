/**
 * Data of the warehouse reports and relations browser tests, found or made
 * through the API on the seeded stand-in, so the specs and the screenshots start from the same.
 */
import type { MidOutRow, PendingPurchasesReport } from '../../../shared/warehouse/reports';
import { apiCall, ApiCallError } from './api';
import { dropErpFeed, placeLine } from './warehouse';

const WAREHOUSE = 'warehouse';

const pad = (n: number) => String(n).padStart(2, '0');
export function monthsBack(n: number): string {
  const d = new Date();
  d.setDate(1);
  d.setMonth(d.getMonth() - n);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}`;
}
export const slashed = (month: string) => month.replace('-', '/');

/** The newest month (of the last five) whose pending purchases report has rows. */
export async function monthWithPurchases(): Promise<{ month: string; report: PendingPurchasesReport }> {
  for (let n = 0; n < 5; n++) {
    const month = monthsBack(n);
    const answer = await apiCall(WAREHOUSE, 'warehouse.pending_purchases', { query: { date: month } });
    if ('rows' in answer && answer.rows.length) return { month, report: answer };
  }
  throw new Error('No pending purchases in the seeded months');
}

/** A purchase order of a platform with outs, and those outs (from the API). */
export async function orderWithOuts(screen: 'pending_sales' | 'prenotices', platform: number) {
  const route = screen === 'pending_sales' ? 'warehouse.pending_sales.purchase_orders' : 'warehouse.prenotices.purchase_orders';
  const orders = (await apiCall(WAREHOUSE, route, { params: { platform } })).data;
  const order = orders.find((o) => o.outs > 0);
  if (!order) throw new Error(`No purchase order with outs for ${platform}`);
  const outs = (
    await apiCall(WAREHOUSE, 'warehouse.pending_sales.outs_by_purchase_order', { body: { platform, purchase: order.number } })
  ).data.map((o) => o.number);
  return { order: order.number, outs };
}

/**
 * A row of a shipment's mids-outs relation: an existing one, else one made by placing an unplaced
 * line through the API (a mid); null when the shipment has neither.
 */
async function rowOf(number: string): Promise<MidOutRow | null> {
  const rows = async () =>
    (await apiCall(WAREHOUSE, 'warehouse.relation_mids_outs.shipment_in', { params: { in: number } })).data;
  const existing = await rows();
  if (existing.length) return existing.at(-1)!;
  const line = (await apiCall(WAREHOUSE, 'warehouse.distribution.products', { params: { number } })).data[0];
  if (!line) return null;
  await placeLine(WAREHOUSE, line);
  return (await rows()).find((r) => r.sale === line.sale) ?? null;
}

/** Two incoming shipments with a relation row each. */
export async function twoShipmentsWithRows(): Promise<[{ number: string; row: MidOutRow }, { number: string; row: MidOutRow }]> {
  const found: { number: string; row: MidOutRow }[] = [];
  for (const s of (await apiCall(WAREHOUSE, 'warehouse.distribution.shipment_ins')).data) {
    const row = await rowOf(s.number);
    if (row) found.push({ number: s.number, row });
    if (found.length === 2) return [found[0]!, found[1]!];
  }
  throw new Error('Fewer than two seeded shipments with mids');
}

/** An out and the incoming shipment it came from whose comparison has matching and mismatched products. */
export async function insOutsPair(): Promise<{ in: string; out: string; rows: { mismatched: boolean }[] }> {
  const outs = (await apiCall(WAREHOUSE, 'warehouse.logistics.outs.index')).data.filter((o) => o.shipment_in_obj);
  // An out and the shipment it came from: some products match, so the filter has something to hide.
  for (const o of outs) {
    const rows = (
      await apiCall(WAREHOUSE, 'warehouse.relation_ins_outs.check_quantities', {
        params: { in: o.shipment_in_obj!.number, out: o.number },
      })
    ).data;
    if (rows.some((r) => r.mismatched) && rows.some((r) => !r.mismatched)) {
      return { in: o.shipment_in_obj!.number, out: o.number, rows };
    }
  }
  throw new Error('No seeded out compares with both matching and mismatched products');
}

/**
 * An incoming shipment whose mids-outs rows are right, and the out that makes them so. The demo
 * feed has none (an out carries every line of its sale, a shipment serves one or two of them), so
 * the ERP sends two outs of one sale of the shipment, as its feed does: `right` carries exactly the
 * lines placed from the shipment, `short` is one unit off on the first product. The shipment's mids
 * are undone, that sale's lines placed again (its only row), and the row related to `short`.
 */
export async function shipmentWithRightOut(): Promise<{ number: string; row: MidOutRow; right: string; short: string }> {
  const shipments = (await apiCall(WAREHOUSE, 'warehouse.distribution.shipment_ins')).data;
  // The newest with lines left: the seed placed the oldest, and other specs take from there.
  for (const shipment of [...shipments].reverse()) {
    const { number } = shipment;
    const placed = (await apiCall(WAREHOUSE, 'warehouse.distribution.mids.index', { params: { number } })).data;
    const unplaced = (await apiCall(WAREHOUSE, 'warehouse.distribution.products', { params: { number } })).data;
    if (!unplaced.length) continue;
    for (const mid of placed) await apiCall(WAREHOUSE, 'warehouse.distribution.mids.delete', { params: { id: mid.id } });
    const lines = [...unplaced, ...placed].filter((l) => l.sale === unplaced[0]!.sale);
    for (const line of lines) await placeLine(WAREHOUSE, line);

    const first = lines[0]!;
    const stamp = Math.floor(Date.now() / 1000);
    const out = (id: number) => ({
      entity: 'out',
      id,
      updated_at: new Date().toISOString(),
      number: `OUT/E2E/${id}`,
      state: 'done',
      sale_id: first.sale,
      party_id: first.party,
      shipment_in_id: first.shipment_in,
      sale_number: first.sale_obj.number,
      sale_reference: first.sale_obj.reference || null,
      party_name: first.party_obj.name,
      shipment_in_number: number,
      date: new Date().toISOString().slice(0, 10),
      lines: lines.map((l) => ({ product_id: l.product, quantity: l.quantity, lot_id: l.lot ?? null })),
    });
    const right = out(stamp * 2);
    const short = out(stamp * 2 + 1);
    // One unit less of the first product (one more when it is a single unit: a line holds at least one).
    short.lines[0]!.quantity += first.quantity > 1 ? -1 : 1;
    await dropErpFeed(`e2e-mids-outs-${stamp}`, [right, short]);
    for (const o of [right, short]) await loaded(number, o.number);

    const row = (
      await apiCall(WAREHOUSE, 'warehouse.relation_mids_outs.update_shipment_out', {
        body: { shipment_in: first.shipment_in, sale_id: first.sale, shipment_out: short.number },
      })
    ).data;
    return { number, row, right: right.number, short: short.number };
  }
  throw new Error('No incoming shipment has lines left to place');
}

/** Waits until the stand-in has loaded an out the ERP sent (its checks answer 404 until then). */
async function loaded(shipmentIn: string, out: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await apiCall(WAREHOUSE, 'warehouse.relation_ins_outs.check_quantities', { params: { in: shipmentIn, out } });
      return;
    } catch (error) {
      if (!(error instanceof ApiCallError && error.status === 404) || Date.now() > deadline) throw error;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}
