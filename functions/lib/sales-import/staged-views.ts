/**
 * The wizard's step lists (summary, new products, pharmacies with specialities, customers without
 * deposit, wrong prices), worked out in one pass over the staging area and kept while the
 * staging's revision stays the same: a month's upload is up to some 100,000 rows per file, so a
 * warm API Lambda pages, sorts and revisits the steps without reading them again. Every write to
 * the staged rows or their counts moves the revision on (./staging.ts).
 */
import { codeChecks } from '../../../shared/sales-import/rules';
import type {
  ImportSummary,
  NewProductRow,
  NoDepositCustomer,
  SpecialityRow,
  StagedSale,
  WrongPriceRow,
} from '../../../shared/sales-import/views';
import { round } from './values';
import { allStaged, stagedId, stagingState, wrongPriceRows, type StagedItem } from './staging';

export interface StagedViews {
  summary: ImportSummary;
  newProducts: NewProductRow[];
  specialities: SpecialityRow[];
  noDeposit: NoDepositCustomer[];
  wrongPrices: WrongPriceRow[];
}

export const saleOf = (i: StagedItem): StagedSale => ({
  id: stagedId(i),
  date: i.date,
  customer: i.customer,
  delivery_note: i.delivery_note,
  product_code: i.product_code,
  description: i.description,
  quantity: i.quantity,
  price: i.price,
  distributor_id: i.distributorId,
  brand_id: i.brandId,
});

/** Spanish medicines ("especialidades") have national codes starting 6 to 9; parapharmacy 1 to 5. */
const isSpeciality = (code: string) => /^[6-9]\d{5,6}$/.test(code);

export function withoutDeposit(items: readonly StagedItem[]): NoDepositCustomer[] {
  const counts = new Map<string, number>();
  for (const i of items) if (!i.slCode) counts.set(i.customer, (counts.get(i.customer) ?? 0) + 1);
  return [...counts.entries()]
    .map(([customer, rows]) => ({ customer, rows }))
    .sort((a, b) => a.customer.localeCompare(b.customer));
}

/** The step lists of a set of staged rows (in their staged order). */
export function viewsOf(items: readonly StagedItem[], rejected: number): StagedViews {
  let totalPrice = 0;
  let totalQuantity = 0;
  const newProducts: NewProductRow[] = [];
  const seenCodes = new Set<string>();
  const specialities: SpecialityRow[] = [];
  const seenSpecialities = new Set<string>();
  for (const i of items) {
    totalPrice += i.price * i.quantity;
    totalQuantity += i.quantity;
    // One row per product code without a conversion (each code gets one xf).
    if (!i.xf && !seenCodes.has(i.product_code)) {
      seenCodes.add(i.product_code);
      newProducts.push({ ...saleOf(i), ...codeChecks(i.product_code) });
    }
    if (i.slCode && isSpeciality(i.product_code)) {
      const product = i.xf ?? i.product_code;
      const key = `${product}|${i.slCode}`;
      if (!seenSpecialities.has(key)) {
        seenSpecialities.add(key);
        specialities.push({ id: stagedId(i), product, description: i.description, tax_id: i.slCode, name: i.sl ?? '' });
      }
    }
  }
  return {
    summary: { customers: items.length, totalPrice: round(totalPrice), totalQuantity: round(totalQuantity, 6), rejected },
    newProducts,
    specialities,
    noDeposit: withoutDeposit(items),
    wrongPrices: wrongPriceRows(items),
  };
}

let cached: { key: string; views: StagedViews } | undefined;

/** The step lists of what is staged now, from the cache while the staging has not changed. */
export async function stagedViews(): Promise<StagedViews> {
  const state = await stagingState();
  const key = `${state.generation}:${state.revision}`;
  if (cached?.key === key) return cached.views;
  // Read after the revision: a write under way moves it on afterwards, so a list read halfway
  // through a write is cached under the old revision only and is read again next time.
  const views = viewsOf(await allStaged(state.generation), state.rejected);
  cached = { key, views };
  return views;
}
