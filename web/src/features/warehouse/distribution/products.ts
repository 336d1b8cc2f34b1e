/** The distinct products of a shipment's lines (spec §2: code and description), by code. */
import type { DistributionLine } from '../api';

export interface ProductEntry {
  id: number;
  code: string;
  description: string;
  /** Lines of the product still to place. */
  lines: number;
}

export function productsOf(lines: readonly DistributionLine[]): ProductEntry[] {
  const byId = new Map<number, ProductEntry>();
  for (const line of lines) {
    const entry = byId.get(line.product);
    if (entry) entry.lines++;
    else
      byId.set(line.product, {
        id: line.product,
        code: line.product_obj.code,
        description: line.product_obj.description,
        lines: 1,
      });
  }
  return [...byId.values()].sort((a, b) => a.code.localeCompare(b.code));
}

export interface Progress {
  placed: number;
  total: number;
}

/**
 * Placed out of all lines, of the shipment or of one product:
 * the lines still to place plus those placed (the mids).
 */
export function progressOf(
  unplaced: readonly Pick<DistributionLine, 'product'>[],
  placed: readonly Pick<DistributionLine, 'product'>[],
  product?: number,
): Progress {
  const mine = (l: Pick<DistributionLine, 'product'>) => product === undefined || l.product === product;
  const done = placed.filter(mine).length;
  return { placed: done, total: done + unplaced.filter(mine).length };
}

/** The sale's month as MM/YYYY (the line's "sale month"). */
export function saleMonth(saleDate: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(saleDate);
  return match ? `${match[2]}/${match[1]}` : '';
}
