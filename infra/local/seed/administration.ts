/**
 * The administration back office's demo data: one account per screen role the matrix
 * and the browser tests use, each platform's default catalog recipients, the 1706 list, and the
 * current month's catalog begun, so the catalog screen's default month (next month) has a
 * previous month to compare with.
 */
import { currentMonth } from '../../../shared/administration/rules';
import { getMonth } from '../../../functions/lib/administration/catalog';
import { buildMonth } from '../../../functions/lib/administration/catalog-files';
import { saleItems, writeSales } from '../../../functions/lib/administration/imported-sales';
import { AK } from '../../../functions/lib/administration/keys';
import { productsWithLaboratory } from '../../../functions/lib/administration/products';
import { putItem } from '../../../functions/lib/sales-import/store';
import { DEMO_BRANDS, DEMO_DISTRIBUTORS } from './sales-import';

// The screen-role accounts live with the other demo accounts (personas.ts); the name stays importable from here.
export { ADMINISTRATION_STAFF } from './personas';

/** Default recipients per platform (the step 5 cards start with them until a send is logged). */
export const DEMO_CATALOG_RECIPIENTS: Record<number, { to: string[]; cc: string[] }> = {
  825: { to: ['cataleg@cofares.example.com'], cc: ['administracio@example.com'] },
  748: { to: ['compres@hefame.example.com'], cc: [] },
  867: { to: ['cataleg@plt867.example.com', 'compres@plt867.example.com'], cc: [] },
  9023: { to: ['catalogo@pltmadrid.example.com'], cc: ['administracio@example.com'] },
};

/** Laboratory parties of the special 1706 catalog. */
export const DEMO_SPECIAL_CATALOG = [2001, 2003];

export async function seedAdministration(): Promise<void> {
  for (const [platform, r] of Object.entries(DEMO_CATALOG_RECIPIENTS)) await putItem({ pk: AK.recipients, sk: platform, ...r });
  await putItem({ pk: AK.special, sk: 'list', parties: DEMO_SPECIAL_CATALOG, updatedAt: new Date().toISOString() });
  const month = currentMonth();
  if (!(await getMonth(month))) await buildMonth(month, 'seed', 'ca');
  await seedImportedSales();
}

/** Imported sales the demo seed writes (the products cycle when fewer). */
const SEEDED_SALES = 120;

/**
 * Imported sales of the demo laboratories' products over the last three months, so the labs
 * statistics export has something to show before anyone finishes an import (fixed keys: idempotent).
 */
async function seedImportedSales(today = new Date()): Promise<void> {
  const products = await productsWithLaboratory(SEEDED_SALES);
  const rows = Array.from({ length: SEEDED_SALES }, (_, n) => {
    const p = products[n % products.length]!;
    const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 2 + Math.floor(n / 40), 1 + ((n * 7) % 28)));
    return {
      batch: 'seed',
      row: n,
      source: 'import' as const,
      date: day.toISOString().slice(0, 10),
      distributorId: DEMO_DISTRIBUTORS[n % DEMO_DISTRIBUTORS.length]!.id,
      brandId: DEMO_BRANDS[0]?.id ?? null,
      customer: String(100 + (n % 9)).padStart(6, '0'),
      delivery_note: `ALB${String(5000 + n)}`,
      product_code: p.nationalCode ?? p.code,
      xf: p.code,
      description: p.description,
      price: Math.round(p.listingPriceCents * 0.9) / 100,
      quantity: 1 + (n % 6),
      notes: null,
    };
  });
  if (products.length) await writeSales(await saleItems(rows));
}
