/**
 * The pending sales file of a platform (§2 warehouse.pending_sales, §7 download): one row per line
 * of the chosen outs, as a CSV a Spanish Excel opens (UTF-8 with BOM, `;`, CRLF). Columns and their
 * order: docs/api/warehouse.md "Pending sales file". Reads: each out by number, then its sales,
 * parties, products and lots by id. The download is recorded (entities/warehouse-send.ts).
 */
import type { Caller } from '../auth/caller';
import { nextId } from '../data/counters';
import { recordWarehouseSend } from '../data/entities/warehouse-send';
import { exportFile } from '../files/exports';
import { invalid } from '../http/errors';
import { outsByNumber } from './purchase-orders';
import { lotsById, partiesById, productsById, salesById } from './records';

export const PENDING_SALES_COLUMNS = [
  'platform',
  'purchase_order',
  'out_number',
  'out_date',
  'sale_number',
  'sale_reference',
  'party_code',
  'party_name',
  'national_code',
  'product_code',
  'product_description',
  'lot',
  'quantity',
] as const;

const cell = (v: string | number) => {
  const s = String(v);
  return /[";\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export async function pendingSalesCsv(platformId: number, numbers: string[]): Promise<{ fileName: string; body: Buffer }> {
  const outs = await outsByNumber(numbers);
  const unknown = numbers.filter((n) => !outs.has(n));
  if (unknown.length) throw invalid('outs', 'validation.outs_unknown', { numbers: unknown.join(', ') });
  const chosen = [...new Set(numbers)].map((n) => outs.get(n)!);
  const [sales, parties, products, lots] = await Promise.all([
    salesById(chosen.map((o) => o.saleId)),
    partiesById(chosen.map((o) => o.partyId)),
    productsById(chosen.flatMap((o) => o.lines.map((l) => l.productId))),
    lotsById(chosen.flatMap((o) => o.lines.map((l) => l.lotId))),
  ]);
  const lines = [PENDING_SALES_COLUMNS.join(';')];
  for (const o of chosen) {
    const sale = o.saleId == null ? undefined : sales.get(o.saleId);
    const party = parties.get(o.partyId);
    for (const l of o.lines) {
      const p = products.get(l.productId);
      lines.push(
        [
          platformId,
          sale?.purchaseOrder ?? '',
          o.number,
          ddmmyyyy(o.date),
          sale?.number ?? o.saleNumber ?? '',
          sale?.reference ?? o.saleReference ?? '',
          party?.code ?? '',
          party?.name ?? o.partyName,
          p?.nationalCode ?? '',
          p?.code ?? '',
          p?.description ?? '',
          l.lotId == null ? '' : (lots.get(l.lotId)?.number ?? ''),
          l.quantity,
        ]
          .map(cell)
          .join(';'),
      );
    }
  }
  const today = new Date().toISOString().slice(0, 10);
  return { fileName: `pending_sales_${platformId}_${today}.csv`, body: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8') };
}

export async function downloadPendingSales(platformId: number, numbers: string[], caller: Caller): Promise<{ url: string }> {
  const file = await pendingSalesCsv(platformId, numbers);
  const { url, key } = await exportFile({
    folder: `pending-sales/${platformId}`,
    fileName: file.fileName,
    body: file.body,
    contentType: 'text/csv; charset=utf-8',
  });
  await recordWarehouseSend({
    kind: 'pending_sales',
    sendId: await nextId('warehouseSend'),
    at: new Date().toISOString(),
    byId: caller.accountId,
    byLogin: caller.login,
    platformId,
    fileName: file.fileName,
    fileKey: key,
    outs: [...new Set(numbers)],
  });
  return { url };
}
