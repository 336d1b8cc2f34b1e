/**
 * The administration back office's demo data (issue 14): one account per screen role the matrix
 * and the browser tests use, each platform's default catalog recipients, the 1706 list, and the
 * current month's catalog begun, so the catalog screen's default month (next month) has a
 * previous month to compare with.
 */
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { currentMonth } from '../../../shared/administration/rules';
import { internalRoleSet } from '../../../shared/roles/catalogue';
import { getMonth } from '../../../functions/lib/administration/catalog';
import { buildMonth } from '../../../functions/lib/administration/catalog-files';
import { saleItems, writeSales } from '../../../functions/lib/administration/imported-sales';
import { AK } from '../../../functions/lib/administration/keys';
import { allProducts } from '../../../functions/lib/administration/products';
import { putItem } from '../../../functions/lib/sales-import/store';
import type { ExtraAccountSeed } from './acl';
import { seedAccounts } from './accounts';
import { DEMO_BRANDS, DEMO_DISTRIBUTORS } from './sales-import';

const account = (accountId: number, login: string, name: string, role: number): ExtraAccountSeed => ({
  accountId,
  login,
  name,
  email: `${login}@example.com`,
  model: 'user',
  roleIds: internalRoleSet([role]),
});

/** One account per administration screen role (§6): catalog, manual sales, platform invoicing, loyalty. */
export const ADMINISTRATION_STAFF = {
  catalog: account(230, 'cataleg', 'Núria Ferrer', 102),
  insertSales: account(231, 'vendes-manuals', 'Oriol Puig', 107),
  labsStatistics: account(232, 'estadistiques', 'Laia Roca', 108),
  packaging: account(233, 'embalatge', 'Pau Serra', 109),
  platformInvoicing: account(234, 'facturacio', 'Anna Soler', 110),
  farmapremium: account(235, 'fidelitzacio', 'Jordi Mas', 111),
} as const;

/** Default recipients per platform (the step 5 cards start with them until a send is logged). */
export const DEMO_CATALOG_RECIPIENTS: Record<number, { to: string[]; cc: string[] }> = {
  825: { to: ['cataleg@cofares.example.com'], cc: ['administracio@example.com'] },
  748: { to: ['compres@hefame.example.com'], cc: [] },
  867: { to: ['cataleg@plt867.example.com', 'compres@plt867.example.com'], cc: [] },
  9023: { to: ['catalogo@pltmadrid.example.com'], cc: ['administracio@example.com'] },
};

/** Laboratory parties of the special 1706 catalog. */
export const DEMO_SPECIAL_CATALOG = [2001, 2003];

export async function seedAdministration(cognito: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  await seedAccounts(cognito, userPoolId, Object.values(ADMINISTRATION_STAFF));
  for (const [platform, r] of Object.entries(DEMO_CATALOG_RECIPIENTS)) await putItem({ pk: AK.recipients, sk: platform, ...r });
  await putItem({ pk: AK.special, sk: 'list', parties: DEMO_SPECIAL_CATALOG, updatedAt: new Date().toISOString() });
  const month = currentMonth();
  if (!(await getMonth(month))) await buildMonth(month, 'seed', 'ca');
  await seedImportedSales();
}

/**
 * Imported sales of the demo laboratories' products over the last three months, so the labs
 * statistics export has something to show before anyone finishes an import (fixed keys: idempotent).
 */
async function seedImportedSales(today = new Date()): Promise<void> {
  const products = (await allProducts()).filter((p) => p.laboratoryId).sort((a, b) => a.productId - b.productId);
  const rows = Array.from({ length: 120 }, (_, n) => {
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
