/**
 * The demo products the returns tests use: the seed's ERP feed is deterministic (infra/local/seed),
 * so the products with a national code, and their laboratory, are read from the same generator
 * the stand-in loaded instead of being written into the tests.
 */
import { demoShape } from '../../../infra/local/seed/erp';
import { erpFeed } from '../../../infra/local/seed/erp-feed';

export interface DemoProduct {
  id: number;
  cn: string;
  ean13: string[];
  description: string;
  laboratory: number;
}

export function demoProducts(): DemoProduct[] {
  const out: DemoProduct[] = [];
  for (const raw of erpFeed(demoShape())) {
    const line = JSON.parse(raw) as { entity: string; id: number } & Record<string, unknown>;
    if (line.entity !== 'product' || typeof line.national_code !== 'string') continue;
    out.push({
      id: line.id,
      cn: line.national_code,
      ean13: line.ean13 as string[],
      description: line.description as string,
      laboratory: (line.supplier_ids as number[])[0]!,
    });
  }
  return out;
}

/** Two products of the same laboratory (to be processed into one batch). */
export function twoOfOneLaboratory(): [DemoProduct, DemoProduct] {
  const products = demoProducts();
  for (const a of products) {
    const b = products.find((p) => p.laboratory === a.laboratory && p.id !== a.id);
    if (b) return [a, b];
  }
  throw new Error('No two demo products of one laboratory');
}
