/**
 * Imported sales kept for good: every row a finished sales import staged, and every manual sale,
 * as one item month-partitioned per laboratory, so the labs statistics read only the laboratory's
 * months in the range (keys in ./keys.ts).
 */
import { queryAll, writeMany } from '../sales-import/store';
import { AK } from './keys';
import { productsByAnyCode } from './products';

export interface ImportedSale {
  pk: string;
  sk: string;
  /** YYYY-MM-DD */
  date: string;
  source: 'import' | 'manual';
  distributorId: number | null;
  brandId: number | null;
  customer: string;
  delivery_note: string;
  product_code: string;
  /** The product record found for the row (internal code, CN), when one is. */
  productId: number | null;
  xf: string | null;
  national_code: string | null;
  description: string;
  /** Unit price in euros. */
  price: number;
  quantity: number;
  notes: string | null;
  laboratoryId: number | null;
}

export type SaleInput = Omit<ImportedSale, 'pk' | 'sk' | 'productId' | 'national_code' | 'laboratoryId' | 'xf'> & {
  xf?: string | null;
  /** Names the write (an import's key, a manual batch's id) so a retry overwrites its own rows. */
  batch: string;
  row: number;
};

/** The items of sale rows, their product and laboratory looked up by code (xf, then CN). */
export async function saleItems(rows: SaleInput[]): Promise<ImportedSale[]> {
  const products = await productsByAnyCode(rows.map((r) => r.xf || r.product_code));
  return rows.map(({ batch, row, ...r }) => {
    const p = products.get(r.xf || r.product_code) ?? null;
    const laboratoryId = p?.laboratoryId ?? null;
    return {
      ...r,
      pk: AK.sales(laboratoryId, r.date.slice(0, 7)),
      sk: `${r.date}#${r.source}#${batch}#${String(row).padStart(7, '0')}`,
      productId: p?.productId ?? null,
      xf: p?.code ?? r.xf ?? null,
      national_code: p?.nationalCode ?? null,
      laboratoryId,
    };
  });
}

export async function writeSales(items: ImportedSale[]): Promise<void> {
  await writeMany(items.map((put) => ({ put: { ...put } })));
}

/** Month partitions read at once by the statistics. */
const MONTH_READS = 32;

/** YYYY-MM of every month touched by [from, to). */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  const last = to.slice(0, 7);
  let m = from.slice(0, 7);
  while (m <= last) {
    months.push(m);
    const [y, mo] = m.split('-').map(Number) as [number, number];
    m = mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, '0')}`;
  }
  return months;
}

/**
 * A laboratory's imported sales dated from (inclusive) to (exclusive), optionally of some
 * distributors: one key-range query per month of the range, several months at once.
 */
export async function salesOfLaboratory(lab: number, from: string, to: string, distributors: number[]): Promise<ImportedSale[]> {
  const wanted = new Set(distributors);
  const months = monthsBetween(from, to);
  const perMonth: ImportedSale[][] = new Array(months.length);
  // Months are read MONTH_READS at a time: 1900-01-01 to today is 1,500 partitions, nearly all
  // empty, which one after the other passed API Gateway's 29 s (issue 28).
  let next = 0;
  const worker = async () => {
    while (next < months.length) {
      const at = next++;
      const pk = AK.sales(lab, months[at]!);
      const items = await queryAll<ImportedSale>(pk, undefined, {
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        // '#' sorts before every digit: `${to}#` ends before the first row of day `to`.
        ExpressionAttributeValues: { ':pk': pk, ':from': `${from}#`, ':to': `${to}#` },
      });
      perMonth[at] = items.filter(
        (i) => i.date >= from && i.date < to && (wanted.size === 0 || wanted.has(i.distributorId ?? -1)),
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(MONTH_READS, months.length) }, worker));
  const out = perMonth.flat();
  return out.sort((a, b) => (a.date === b.date ? a.sk.localeCompare(b.sk) : a.date.localeCompare(b.date)));
}
