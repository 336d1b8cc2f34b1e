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
import { randomUUID } from 'node:crypto';
import { codeChecks } from '../../../shared/sales-import/rules';
import type { NewProductRow, NoDepositCustomer, SpecialityRow, StagedSale } from '../../../shared/sales-import/views';
import { queryPages } from '../data/raw-params';
import { env } from '../env';
import { logger } from '../logger';
import {
  addLookups,
  emptyLookups,
  isWrongPrice,
  reconcile,
  stagedFiles,
  stagedId,
  stagedRows,
  stagingState,
  writeStaged,
  type StagedItem,
} from './staging';
import { K, update, writeMany } from './store';
import { sortNumber, sortText, viewItem, type ViewEntry, type ViewList } from './views';

export interface BuildViewsInput {
  jobId: string;
  /** Remove leading zeroes from customer codes without a deposit before matching them again (step 5). */
  stripZeroes?: boolean;
}

const VIEW_TTL_SECONDS = 90 * 24 * 3600;

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

const changed = (a: StagedItem, b: StagedItem) =>
  a.customer !== b.customer ||
  a.xf !== b.xf ||
  a.slCode !== b.slCode ||
  a.pvf !== b.pvf ||
  a.sl !== b.sl ||
  a.pfCode !== b.pfCode;

/** What the step lists gather over the pass: bounded by distinct products, customers and pairs. */
class Gathered {
  newProducts = new Map<string, NewProductRow>();
  specialities = new Map<string, SpecialityRow>();
  noDeposit = new Map<string, number>();
  wrongPrices = 0;

  add(i: StagedItem) {
    // One row per product code without a conversion (each code gets one xf): its first staged row.
    if (!i.xf && !this.newProducts.has(i.product_code))
      this.newProducts.set(i.product_code, { ...saleOf(i), ...codeChecks(i.product_code) });
    if (i.slCode && isSpeciality(i.product_code)) {
      const product = i.xf ?? i.product_code;
      const key = `${product}#${i.slCode}`;
      if (!this.specialities.has(key))
        this.specialities.set(key, { id: stagedId(i), product, description: i.description, tax_id: i.slCode, name: i.sl ?? '' });
    }
    if (!i.slCode) this.noDeposit.set(i.customer, (this.noDeposit.get(i.customer) ?? 0) + 1);
    if (isWrongPrice(i)) this.wrongPrices++;
  }

  entries(): Record<ViewList, ViewEntry<unknown>[]> {
    return {
      new_products: [...this.newProducts.values()].map((r) => ({
        key: r.product_code,
        gsi1: sortText(r.description),
        gsi2: r.date,
        row: r,
      })),
      specialities: [...this.specialities.entries()].map(([key, r]) => ({ key, gsi1: sortText(r.name), row: r })),
      no_deposit: [...this.noDeposit.entries()].map(([customer, rows]) => ({
        key: customer,
        gsi1: sortNumber(rows),
        row: { customer, rows } satisfies NoDepositCustomer,
      })),
    };
  }
}

export async function buildViews(input: BuildViewsInput): Promise<{ updated: number; version: string }> {
  const started = Date.now();
  const state = await stagingState();
  const { generation } = state;
  const files = await stagedFiles(generation);
  const lookups = emptyLookups();
  const gathered = new Gathered();
  let updated = 0;
  let read = 0;
  for await (const page of stagedRows(generation, files)) {
    read += page.length;
    const shaped = page.map((i) =>
      input.stripZeroes && !i.slCode && /^0+\d/.test(i.customer) ? { ...i, customer: i.customer.replace(/^0+(?=\d)/, '') } : i,
    );
    await addLookups(shaped, lookups);
    const next = shaped.map((i) => ({ ...i, ...reconcile(i, lookups) }));
    const writes = next.filter((n, k) => changed(n, page[k]!));
    await writeStaged(writes, generation);
    updated += writes.length;
    for (const i of next) gathered.add(i);
  }

  const version = randomUUID();
  const expiresAt = Math.floor(Date.now() / 1000) + VIEW_TTL_SECONDS;
  const lists = gathered.entries();
  await writeMany(
    (Object.entries(lists) as [ViewList, ViewEntry<unknown>[]][]).flatMap(([list, entries]) =>
      entries.map((e) => ({ put: viewItem(generation, version, list, e, expiresAt) })),
    ),
    8,
  );
  const counts = Object.fromEntries(Object.entries(lists).map(([list, entries]) => [list, entries.length]));
  // Only while this job still holds the staging: a dead job's late step changes nothing.
  await update(
    K.state,
    'state',
    'SET #views = :v, viewCounts = :c, wrongPrices = :wp',
    { ':v': version, ':c': counts, ':wp': gathered.wrongPrices, ':job': input.jobId },
    { '#views': 'views' },
    'runningJob = :job',
  );
  if (state.views) await deleteVersion(generation, state.views);
  await update(K.job(input.jobId), 'job', 'SET updated = :n', { ':n': updated });
  logger.info('sales import views built', { jobId: input.jobId, read, updated, counts, ms: Date.now() - started });
  return { updated, version };
}

/** Removes a superseded version of the lists (idempotent). */
async function deleteVersion(generation: number, version: string) {
  for (const list of ['new_products', 'specialities', 'no_deposit'] as const) {
    let start: Record<string, unknown> | undefined;
    do {
      const page = await queryPages(
        {
          TableName: env.tableName(),
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': K.view(generation, version, list) },
          ProjectionExpression: 'pk, sk',
        },
        { start },
      );
      await writeMany(
        page.items.map((i) => ({ del: { pk: i.pk as string, sk: i.sk as string } })),
        8,
      );
      start = page.next;
    } while (start);
  }
}
