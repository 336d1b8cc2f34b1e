/**
 * The workflow's BuildViews step, at the end of every job that changes the staging (an upload, or a
 * refresh after conversions were added, leading zeroes removed): one pass over the staged rows of
 * the staged files, a page at a time, that
 *  - reconciles each row again with the current conversions and catalog (one read per distinct key)
 *    and writes back only the rows that changed;
 *  - builds the step lists (new products, pharmacies with specialities, customers without deposit)
 *    as compact items under a new version, then points the staging at it and removes the old one.
 * Whatever it reads stays in this step: the API pages the lists it wrote (views.ts).
 */
import { createHash } from 'node:crypto';
import { codeChecks, strippedCustomer } from '../../../shared/sales-import/rules';
import type { NewProductRow, NoDepositCustomer, SpecialityRow, StagedSale } from '../../../shared/sales-import/views';
import { logger } from '../logger';
import {
  addLookups,
  emptyLookups,
  isWrongPrice,
  reconcile,
  stagedFiles,
  stagedPages,
  stagingState,
  wrongPriceWrites,
  writeChanges,
  type StagedItem,
  type StagingState,
} from './staging';
import { getItem, K, partitionPages, update, writeMany } from './store';
import { eachMatchingPage, hasPvf, setToPvf, type WrongPricesSearch } from './wrong-prices';
import { listName, sortNumber, sortText, viewItem, type ViewEntry, type ViewList } from './views';

export interface BuildViewsInput {
  jobId: string;
  /** The job that built the rows: an upload's rows are already reconciled. */
  kind?: 'upload' | 'refresh';
  /**
   * Step 5's leading zeroes: `strip` removes them from customer codes without a deposit (down to
   * the 6 characters of a customer conversion) before matching them again, keeping the code as
   * read; `restore` puts back the codes as read (the undo, until finish).
   */
  zeroes?: 'strip' | 'restore' | null;
}

const VIEW_TTL_SECONDS = 90 * 24 * 3600;

export const saleOf = (i: StagedItem): StagedSale => ({
  id: i.id,
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

const changed = (a: StagedItem, b: StagedItem) =>
  a.customer !== b.customer ||
  (a.customerRead ?? null) !== (b.customerRead ?? null) ||
  a.xf !== b.xf ||
  a.slCode !== b.slCode ||
  a.pvf !== b.pvf ||
  a.sl !== b.sl ||
  a.pfCode !== b.pfCode;

/** A row's customer code with its leading zeroes stripped or restored; the code as read is kept aside. */
function zeroes(i: StagedItem, action: 'strip' | 'restore' | null): StagedItem {
  if (action === 'restore' && i.customerRead) return { ...i, customer: i.customerRead, customerRead: null };
  if (action !== 'strip' || i.slCode) return i;
  const stripped = strippedCustomer(i.customer);
  return stripped ? { ...i, customer: stripped, customerRead: i.customerRead ?? i.customer } : i;
}

/** Step 3's and 5's lists of one scope (all distributors, or one): bounded by distinct products, customers and pairs. */
class Scope {
  newProducts = new Map<string, NewProductRow>();
  /** Per customer and product code: its first row (step 3 filtered by customer). */
  newProductsByCustomer = new Map<string, NewProductRow>();
  noDeposit = new Map<string, number>();

  add(i: StagedItem) {
    if (!i.xf) {
      // One row per product code without a conversion (each code gets one xf): its first staged row.
      if (!this.newProducts.has(i.product_code)) this.newProducts.set(i.product_code, newProductRow(i));
      const pair = `${i.customer}#${i.product_code}`;
      if (!this.newProductsByCustomer.has(pair)) this.newProductsByCustomer.set(pair, newProductRow(i));
    }
    if (!i.slCode) this.noDeposit.set(i.customer, (this.noDeposit.get(i.customer) ?? 0) + 1);
  }

  entries(): Partial<Record<ViewList, ViewEntry<unknown>[]>> {
    return {
      new_products: [...this.newProducts.values()].map((r) => ({ key: r.product_code, gsi1: sortText(r.description), row: r })),
      new_products_c: [...this.newProductsByCustomer.entries()].map(([key, r]) => ({
        key,
        gsi1: `${r.customer}#${sortText(r.description)}`,
        row: r,
      })),
      no_deposit: [...this.noDeposit.entries()].map(([customer, rows]) => ({
        key: customer,
        gsi1: sortNumber(rows),
        row: { customer, rows } satisfies NoDepositCustomer,
      })),
    };
  }
}

const newProductRow = (i: StagedItem): NewProductRow => ({ ...saleOf(i), ...codeChecks(i.product_code) });

/** What the step lists gather over the pass: the whole staging's lists and each distributor's. */
class Gathered {
  all = new Scope();
  byDistributor = new Map<number, Scope>();
  specialities = new Map<string, SpecialityRow>();
  wrongPrices = 0;
  /** Rows whose customer code lost leading zeroes (they can be put back until finish). */
  stripped = 0;

  add(i: StagedItem) {
    this.all.add(i);
    let scope = this.byDistributor.get(i.distributorId);
    if (!scope) this.byDistributor.set(i.distributorId, (scope = new Scope()));
    scope.add(i);
    if (i.slCode && isSpeciality(i.product_code)) {
      const product = i.xf ?? i.product_code;
      const key = `${product}#${i.slCode}`;
      if (!this.specialities.has(key))
        this.specialities.set(key, { id: i.id, product, description: i.description, tax_id: i.slCode, name: i.sl ?? '' });
    }
    if (isWrongPrice(i)) this.wrongPrices++;
    if (i.customerRead) this.stripped++;
  }

  /** Every list by its stored name (`listName`). */
  entries(): Record<string, ViewEntry<unknown>[]> {
    const out: Record<string, ViewEntry<unknown>[]> = {
      ...this.all.entries(),
      specialities: [...this.specialities.entries()].map(([key, r]) => ({ key, gsi1: sortText(r.name), row: r })),
    };
    for (const [distributor, scope] of this.byDistributor)
      for (const [list, entries] of Object.entries(scope.entries())) out[listName(list as ViewList, distributor)] = entries;
    return out;
  }
}

/** The one version of the lists: they are updated in place by difference (see `writeList`). */
const VERSION = 'v1';

export async function buildViews(input: BuildViewsInput): Promise<{ updated: number; version: string }> {
  const started = Date.now();
  const state = await stagingState();
  const { generation } = state;
  const files = await stagedFiles(generation);
  const pricesSet = await setMatchingPrices(input.jobId, state, files);
  const lookups = emptyLookups();
  const gathered = new Gathered();
  // After an upload the rows were just reconciled as they were staged: only a refresh (conversions
  // added, zeroes removed or put back) reconciles them again.
  const again = input.kind !== 'upload';
  let updated = 0;
  let read = 0;
  for await (const pages of stagedPages(generation, files)) {
    const rows = pages.flat();
    read += rows.length;
    if (!again) {
      for (const i of rows) gathered.add(i);
      continue;
    }
    await addLookups(
      rows.map((i) => zeroes(i, input.zeroes ?? null)),
      lookups,
    );
    // A page is written whole when one of its rows changed; each row's wrong-price item follows it.
    const rewritten: StagedItem[][] = [];
    const wrong: Parameters<typeof writeChanges>[1] = [];
    for (const page of pages) {
      const next = page.map((i) => {
        const shaped = zeroes(i, input.zeroes ?? null);
        return { ...shaped, ...reconcile(shaped, lookups) };
      });
      const changes = next.filter((n, k) => changed(n, page[k]!)).length;
      if (changes) rewritten.push(next);
      updated += changes;
      // A row fixed in place (its own page, `r…`) has no wrong-price item until this refresh writes it.
      const fixed = page[0]?.page.startsWith('r') ?? false;
      next.forEach((n, k) => wrong.push(...wrongPriceWrites(page[k]!, n, generation, fixed ? false : undefined)));
      for (const i of next) gathered.add(i);
    }
    await writeChanges(rewritten, wrong, generation);
  }
  const readMs = Date.now() - started;

  const expiresAt = Math.floor(Date.now() / 1000) + VIEW_TTL_SECONDS;
  const lists = gathered.entries();
  // A distributor's lists that are no longer built (its rows gone) are emptied too.
  for (const list of Object.keys(state.viewCounts)) lists[list] ??= [];
  const written: Record<string, number> = {};
  for (const [list, entries] of Object.entries(lists)) written[list] = await writeList(generation, list, entries, expiresAt);
  const counts = Object.fromEntries(Object.entries(lists).map(([list, entries]) => [list, entries.length]));
  // Only while this job still holds the staging: a dead job's late step changes nothing.
  await update(
    K.state,
    'state',
    'SET #views = :v, viewCounts = :c, wrongPrices = :wp, strippedRows = :st',
    { ':v': VERSION, ':c': counts, ':wp': gathered.wrongPrices, ':st': gathered.stripped, ':job': input.jobId },
    { '#views': 'views' },
    'runningJob = :job',
  );
  await update(K.job(input.jobId), 'job', 'SET updated = :n', { ':n': updated + pricesSet });
  logger.info('sales import views built', {
    jobId: input.jobId,
    read,
    updated,
    counts,
    written,
    readMs,
    ms: Date.now() - started,
  });
  return { updated, version: VERSION };
}

/**
 * Step 6's "select all N matching" beyond what one call sets: the wrong prices the job's filter
 * matches set to their pvf, a page at a time, the job's `updated` counting them as it goes (the
 * screen's progress). The pass that follows counts the wrong prices again. Answers the rows set.
 */
async function setMatchingPrices(jobId: string, state: StagingState, files: { sk: string }[]): Promise<number> {
  const request = await getItem<{ search: WrongPricesSearch }>(K.job(jobId), 'prices');
  if (!request) return 0;
  let set = 0;
  await eachMatchingPage(request.search, { state, staged: new Set(files.map((f) => f.sk)) }, Infinity, async (rows) => {
    const fixable = rows.filter(hasPvf);
    if (!fixable.length) return;
    set += await setToPvf(fixable, state);
    await update(K.job(jobId), 'job', 'SET updated = :n', { ':n': set });
  });
  logger.info('sales import prices set to pvf', { jobId, search: request.search, set });
  return set;
}

/**
 * Brings a stored list to these entries by difference: the stored items are read (keys and a
 * signature of each: a Query reads some thousands a page, far cheaper than writes), and only new
 * or changed entries are written and gone ones deleted. A refresh after a few conversions, or a
 * second file of the same products, writes a few items instead of the whole list. Answers the
 * writes made.
 */
async function writeList(generation: number, list: string, entries: ViewEntry<unknown>[], expiresAt: number) {
  const pk = K.view(generation, VERSION, list);
  const stored = new Map<string, string>();
  for await (const items of partitionPages(pk, 'sk, sig'))
    for (const item of items) stored.set(item.sk as string, item.sig as string);
  // Written a slice at a time: a first build of a month can hold some 100,000 entries.
  let writes: ({ put: Record<string, unknown> } | { del: { pk: string; sk: string } })[] = [];
  let written = 0;
  const flush = async () => {
    await writeMany(writes, 16);
    written += writes.length;
    writes = [];
  };
  for (const entry of entries) {
    const item = viewItem(generation, VERSION, list, entry, expiresAt);
    // A short digest of what the item holds: equal digests, nothing to write.
    const sig = createHash('sha1')
      .update(JSON.stringify([item.gsi1sk ?? null, item.gsi2sk ?? null, item.row]))
      .digest('base64url')
      .slice(0, 16);
    if (stored.get(entry.key) !== sig) writes.push({ put: { ...item, sig } });
    stored.delete(entry.key);
    if (writes.length >= 2_000) await flush();
  }
  for (const sk of stored.keys()) writes.push({ del: { pk, sk } });
  await flush();
  return written;
}
