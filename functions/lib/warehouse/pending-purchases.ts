/**
 * Pending purchases and their statistics (§2, §3 "Pending purchases report", §9), computed from the
 * ERP records: what the platforms' purchase orders of the months asked ordered (the lines of the
 * sales placed against each order) against what the incoming shipments brought for those sale
 * lines (shipment-in lines naming the sale line). Reads by key only: per platform the orders of the
 * range (gsi1 by date), per order its sales (gsi3), per sale its lines (gsi1); the receipts from the
 * incoming shipments dated since the month before the range (gsi2 by date, then each one's lines):
 * far fewer than the sale lines (a shipment brings some ten lines; a month's orders have thousands),
 * so the cost is one query per sale, not per line. Nothing scans a table. A month (the pending
 * purchases report) fits an API call; the statistics' months do not at the group's size and run as
 * a job (statistics-job.ts).
 */
import type { Locale } from '../../../shared/i18n/locale';
import { serverMessage, type ServerMessageKey } from '../../../shared/i18n/server-messages';
import { PLATFORM_IDS } from '../../../shared/erp/constants';
import type { PendingPurchasesReport } from '../../../shared/warehouse/reports';
import { purchaseOrdersBetween } from '../data/entities/purchase-order';
import { saleIdsOfPurchaseOrder } from '../data/entities/sale';
import { linesOfSale } from '../data/entities/sale-line';
import { shipmentInsByDate } from '../data/entities/shipment-in';
import { shipmentInLinesOf } from '../data/entities/shipment-in-line';
import { KEY_RANGE_END } from '../data/key-range';
import { inBatches } from './batches';
import { partiesById, productsById } from './records';

/** One product of one order: ordered on the order's sales, received for those sale lines. */
export interface OrderProduct {
  order: string;
  /** YYYY-MM-DD */
  date: string;
  productId: number;
  laboratoryId: number | null;
  ordered: number;
  received: number;
}

const addMonths = (m: string, n: number) => {
  const total = Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7)) - 1 + n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
};

/**
 * Quantity received per sale line, from the incoming shipments dated on or after `since`
 * (YYYY-MM-DD). Goods for an order arrive after it is placed; the caller's margin of a month
 * covers orders entered late.
 */
async function receivedSince(since: string): Promise<Map<number, number>> {
  // Bounded on both sides: the index's partition is shared with other entities (empty key).
  const shipments = await shipmentInsByDate({ between: [since, KEY_RANGE_END], all: true, attributes: ['shipmentInId'] });
  const lines = await inBatches(shipments, 16, (s) => shipmentInLinesOf(s.shipmentInId, ['saleLineId', 'quantity']));
  const received = new Map<number, number>();
  for (const l of lines.flat())
    if (l.saleLineId != null) received.set(l.saleLineId, (received.get(l.saleLineId) ?? 0) + l.quantity);
  return received;
}

/** Reports orders read so far of the range's orders (the statistics job's progress). */
export type OnProgress = (done: number, total: number) => Promise<void>;

/** Every (order, product) of the platforms' orders dated from `from` (included) to `to` (excluded), YYYY-MM. */
export async function orderProductsOf(from: string, to: string, onProgress?: OnProgress): Promise<OrderProduct[]> {
  const [orders, received] = await Promise.all([
    Promise.all(PLATFORM_IDS.map((platformId) => purchaseOrdersBetween(platformId, `${from}-01`, `${to}-01`))).then(
      (perPlatform) => perPlatform.flat().filter((o) => o.date >= `${from}-01` && o.date < `${to}-01`),
    ),
    receivedSince(`${addMonths(from, -1)}-01`),
  ]);
  // An order at a time (its sales, then their lines), 16 in flight, so progress moves by orders.
  const lines: (Awaited<ReturnType<typeof linesOfSale>>[number] & { order: (typeof orders)[number] })[] = [];
  await onProgress?.(0, orders.length);
  for (let i = 0; i < orders.length; i += 16) {
    const batch = await Promise.all(
      orders.slice(i, i + 16).map(async (order) => {
        const saleIds = await saleIdsOfPurchaseOrder(order.platformId, order.number);
        const perSale = await inBatches(saleIds, 8, (saleId) => linesOfSale(saleId));
        return perSale.flat().map((l) => ({ order, ...l }));
      }),
    );
    for (const list of batch) lines.push(...list);
    await onProgress?.(Math.min(i + 16, orders.length), orders.length);
  }
  const products = await productsById(lines.map((l) => l.productId));
  const byKey = new Map<string, OrderProduct>();
  for (const l of lines) {
    const key = `${l.order.platformId}#${l.order.number}#${l.productId}`;
    const row =
      byKey.get(key) ??
      byKey
        .set(key, {
          order: l.order.number,
          date: l.order.date,
          productId: l.productId,
          laboratoryId: products.get(l.productId)?.laboratoryId ?? null,
          ordered: 0,
          received: 0,
        })
        .get(key)!;
    row.ordered += l.quantity;
    row.received += received.get(l.saleLineId) ?? 0;
  }
  return [...byKey.values()];
}

const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const mmyyyy = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;
const byLab = (a: string, b: string) => a.localeCompare(b, 'ca', { sensitivity: 'base' });

function headers(locale: Locale, keys: ServerMessageKey[]): string[] {
  return keys.map((k) => serverMessage(locale, k));
}

/** Columns: order, date, laboratory (index 2), CN, product, ordered, received, pending; pending > 0 only. */
export async function pendingPurchasesReport(
  month: string,
  laboratoryId: number | undefined,
  locale: Locale,
): Promise<PendingPurchasesReport> {
  const all = await orderProductsOf(month, addMonths(month, 1));
  const rows = all.filter((r) => r.ordered > r.received && (laboratoryId === undefined || r.laboratoryId === laboratoryId));
  const [products, labs] = await Promise.all([
    productsById(rows.map((r) => r.productId)),
    partiesById(rows.map((r) => r.laboratoryId)),
  ]);
  const table = rows.map((r) => {
    const p = products.get(r.productId);
    return {
      0: r.order,
      1: ddmmyyyy(r.date),
      2: (r.laboratoryId != null && labs.get(r.laboratoryId)?.name) || '',
      3: p?.nationalCode ?? '',
      4: p?.description ?? '',
      5: r.ordered,
      6: r.received,
      7: r.ordered - r.received,
    };
  });
  table.sort((a, b) => byLab(a[2], b[2]) || a[0].localeCompare(b[0]) || a[3].localeCompare(b[3]));
  return {
    headers: headers(locale, [
      'reports.pending_purchases.purchase',
      'reports.pending_purchases.date',
      'reports.pending_purchases.laboratory',
      'reports.pending_purchases.cn',
      'reports.pending_purchases.product',
      'reports.pending_purchases.ordered',
      'reports.pending_purchases.received',
      'reports.pending_purchases.pending',
    ]),
    rows: table,
  };
}

/** Columns: month, orders, laboratory (index 2), ordered, received, pending; per month and laboratory. */
export async function pendingPurchasesStatistics(
  from: string,
  to: string,
  laboratoryId: number | undefined,
  locale: Locale,
  opts: { onProgress?: OnProgress } = {},
): Promise<PendingPurchasesReport> {
  const agg = new Map<
    string,
    { month: string; laboratoryId: number | null; orders: Set<string>; ordered: number; received: number }
  >();
  for (const r of await orderProductsOf(from, to, opts.onProgress)) {
    if (laboratoryId !== undefined && r.laboratoryId !== laboratoryId) continue;
    const month = r.date.slice(0, 7);
    const key = `${month}#${r.laboratoryId}`;
    const a =
      agg.get(key) ?? agg.set(key, { month, laboratoryId: r.laboratoryId, orders: new Set(), ordered: 0, received: 0 }).get(key)!;
    a.orders.add(r.order);
    a.ordered += r.ordered;
    a.received += r.received;
  }
  const labs = await partiesById([...agg.values()].map((a) => a.laboratoryId));
  const rows = [...agg.values()]
    .map((a) => ({
      month: a.month,
      0: mmyyyy(a.month),
      1: a.orders.size,
      2: (a.laboratoryId != null && labs.get(a.laboratoryId)?.name) || '',
      3: a.ordered,
      4: a.received,
      5: a.ordered - a.received,
    }))
    .sort((a, b) => byLab(a[2], b[2]) || a.month.localeCompare(b.month))
    .map(({ month: _, ...row }) => row);
  return {
    headers: headers(locale, [
      'reports.statistics.month',
      'reports.statistics.purchases',
      'reports.pending_purchases.laboratory',
      'reports.pending_purchases.ordered',
      'reports.pending_purchases.received',
      'reports.pending_purchases.pending',
    ]),
    rows,
  };
}

/** The report as an xlsx: the same headers and rows, numbers as numbers. */
export async function reportXlsx(report: PendingPurchasesReport, sheetName: string): Promise<Buffer> {
  const { xlsxOf } = await import('../spreadsheets');
  return xlsxOf(
    sheetName,
    report.headers.map((header, i) => ({
      header,
      width: i === 2 || i === 4 ? 36 : 14,
      value: (row: Record<number, string | number>) => row[i] ?? '',
    })),
    report.rows,
  );
}
