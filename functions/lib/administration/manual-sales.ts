/**
 * Manual sales (§2 insert-sales, §3 manual sale row, §5): rows already validated cell by cell by
 * the route; the brand and distributor must exist. All rows or none: every check happens before
 * the first write, and a failed write removes what the batch wrote before answering the error.
 */
import { randomUUID } from 'node:crypto';
import { invalid } from '../http/errors';
import { getBrand } from '../sales-import/distributors';
import { getDistributor } from '../sales-import/distributors';
import { writeMany } from '../sales-import/store';
import { saleItems, writeSales } from './imported-sales';

export interface ManualSale {
  date: string;
  customer: string;
  delivery_note: string;
  product_code: string;
  description: string;
  amount: number;
  quantity: number;
  notes: string;
}

export async function insertManualSales(input: { brand: number; distributor: number; rows: ManualSale[] }): Promise<number> {
  const [brand, distributor] = await Promise.all([getBrand(input.brand), getDistributor(input.distributor)]);
  if (!brand) throw invalid('brand', 'validation.exists');
  if (!distributor) throw invalid('distributor', 'validation.exists');
  const batch = randomUUID();
  const items = await saleItems(
    input.rows.map((r, row) => ({
      batch,
      row,
      source: 'manual' as const,
      date: r.date,
      distributorId: input.distributor,
      brandId: input.brand,
      customer: r.customer,
      delivery_note: r.delivery_note,
      product_code: r.product_code,
      description: r.description,
      // The grid's amount is the line's total (as the import's price x quantity): kept as unit price.
      price: Math.round((r.amount / r.quantity) * 10_000) / 10_000,
      quantity: r.quantity,
      notes: r.notes || null,
    })),
  );
  try {
    await writeSales(items);
  } catch (e) {
    await writeMany(items.map((i) => ({ del: { pk: i.pk, sk: i.sk } }))).catch(() => undefined);
    throw e;
  }
  return items.length;
}
