/**
 * The staging area: the rows of the uploads not yet finished, already reconciled against the
 * conversions (product → xf, customer → deposit) and the month's price catalog when staged, so
 * each row is written once; the steps' calls re-apply conversions when the user adds some.
 */
import type { WrongPriceRow } from '../../../shared/sales-import/views';
import type { ReadSale } from './profile-reader';
import { round } from './values';
import { getItem, getMany, K, queryAll, STAGE_SHARDS, update, writeMany } from './store';

export interface StagedItem {
  pk: string;
  sk: string;
  jobId: string;
  file: number;
  row: number;
  date: string;
  month: string;
  customer: string;
  delivery_note: string;
  product_code: string;
  description: string;
  price: number;
  quantity: number;
  distributorId: number;
  brandId: number | null;
  /** Product conversion (xf), when one exists for the product code. */
  xf?: string | null;
  /** Customer conversion (the deposit), when one exists for the customer code. */
  slCode?: string | null;
  sl?: string | null;
  pfCode?: string | null;
  /** The catalog pvf of the row's month for its product code; null: no entry. */
  pvf?: number | null;
  expiresAt: number;
}

/** A staged row's public id: its shard and sort key. */
export const stagedId = (item: Pick<StagedItem, 'pk' | 'sk'>) => `${item.pk.split('#').pop()}.${item.sk}`;
export function stagedKey(id: string, generation: number): { pk: string; sk: string } | null {
  const m = /^(\d)\.([0-9a-f-]{36}#\d{2}#\d{7})$/.exec(id);
  return m && Number(m[1]) < STAGE_SHARDS ? { pk: K.stage(generation, Number(m[1])), sk: m[2]! } : null;
}

/** Staged rows of a finished import are no longer read; the table's TTL removes them later. */
const STAGED_TTL_SECONDS = 90 * 24 * 3600;

export interface Lookups {
  cn: Map<string, { xf: string; description: string | null }>;
  pf: Map<string, { sl_code: string; sl: string; pf_code: string }>;
  /** month → product code → pvf */
  pvf: Map<string, Map<string, number>>;
}

const unique = <T>(values: Iterable<T>) => [...new Set(values)];

/** The conversions and catalog prices a set of rows needs, by key (never a whole table). */
export async function lookupsFor(rows: { product_code: string; customer: string; month: string }[]): Promise<Lookups> {
  const codes = unique(rows.map((r) => r.product_code));
  const customers = unique(rows.map((r) => r.customer));
  const pairs = unique(rows.map((r) => `${r.month}|${r.product_code}`)).map((p) => p.split('|') as [string, string]);
  const [cn, pf, catalog] = await Promise.all([
    getMany<{ sk: string; xf: string; description: string | null }>(codes.map((c) => ({ pk: K.cnConversions, sk: c }))),
    getMany<{ sk: string; sl_code: string; sl: string; pf_code: string }>(customers.map((c) => ({ pk: K.pfConversions, sk: c }))),
    getMany<{ pk: string; sk: string; pvf: number }>(pairs.map(([month, code]) => ({ pk: K.catalog(month), sk: code }))),
  ]);
  const pvf = new Map<string, Map<string, number>>();
  for (const entry of catalog) {
    const month = entry.pk.slice(K.catalog('').length);
    if (!pvf.has(month)) pvf.set(month, new Map());
    pvf.get(month)!.set(entry.sk, entry.pvf);
  }
  return {
    cn: new Map(cn.map((c) => [c.sk, { xf: c.xf, description: c.description }])),
    pf: new Map(pf.map((c) => [c.sk, { sl_code: c.sl_code, sl: c.sl, pf_code: c.pf_code }])),
    pvf,
  };
}

/** The reconciliation fields of a row from the lookups. */
export function reconcile(row: { product_code: string; customer: string; month: string }, lookups: Lookups) {
  const deposit = lookups.pf.get(row.customer);
  return {
    xf: lookups.cn.get(row.product_code)?.xf ?? null,
    slCode: deposit?.sl_code ?? null,
    sl: deposit?.sl ?? null,
    pfCode: deposit?.pf_code ?? null,
    pvf: lookups.pvf.get(row.month)?.get(row.product_code) ?? null,
  };
}

export function stagedItem(
  job: { jobId: string; file: number; distributorId: number; brandId: number | null; generation: number },
  sale: ReadSale,
  lookups: Lookups,
): StagedItem {
  const sk = `${job.jobId}#${String(job.file).padStart(2, '0')}#${String(sale.row).padStart(7, '0')}`;
  const month = sale.date.slice(0, 7);
  return {
    pk: K.stage(job.generation, sale.row % STAGE_SHARDS),
    sk,
    jobId: job.jobId,
    file: job.file,
    row: sale.row,
    date: sale.date,
    month,
    customer: sale.customer,
    delivery_note: sale.delivery_note,
    product_code: sale.product_code,
    description: sale.description,
    price: sale.price,
    quantity: sale.quantity,
    distributorId: job.distributorId,
    brandId: job.brandId,
    ...reconcile({ ...sale, month }, lookups),
    expiresAt: Math.floor(Date.now() / 1000) + STAGED_TTL_SECONDS,
  };
}

/**
 * What is stored of a staged row: job, file, row and month follow from the key and the date, and
 * empty fields are left out (a month's 100,000 rows are written in one step: smaller items are
 * faster to write).
 */
function stored(item: StagedItem): Record<string, unknown> {
  const { jobId: _job, file: _file, row: _row, month: _month, ...rest } = item;
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== null && v !== undefined));
}

/** A stored row as the steps use it. */
export function loaded(raw: Record<string, unknown>): StagedItem {
  const item = raw as unknown as StagedItem;
  const [jobId, file, row] = item.sk.split('#') as [string, string, string];
  return {
    ...item,
    jobId,
    file: Number(file),
    row: Number(row),
    month: item.date.slice(0, 7),
    brandId: item.brandId ?? null,
    xf: item.xf ?? null,
    slCode: item.slCode ?? null,
    sl: item.sl ?? null,
    pfCode: item.pfCode ?? null,
    pvf: item.pvf ?? null,
  };
}

/** Every staged row, over the shards (the staging holds one month's uploads). */
export async function allStaged(generation?: number): Promise<StagedItem[]> {
  const gen = generation ?? (await stagingState()).generation;
  const shards = await Promise.all(
    Array.from({ length: STAGE_SHARDS }, (_, s) => queryAll<Record<string, unknown>>(K.stage(gen, s))),
  );
  return shards
    .flat()
    .map((raw) => loaded(raw))
    .sort((a, b) => (a.sk < b.sk ? -1 : a.sk > b.sk ? 1 : 0));
}

/** Writes staged rows, then moves the staging's revision on (the step lists are cached by it). */
export async function writeStaged(items: StagedItem[], parallel = 8) {
  if (items.length === 0) return;
  await writeMany(
    items.map((item) => ({ put: stored(item) })),
    parallel,
  );
  await update(K.state, 'state', 'ADD revision :one', { ':one': 1 });
}

export interface StateItem {
  rows?: number;
  runningJob?: string | null;
  generation?: number;
  /** Rejected rows of the staged jobs. */
  rejected?: number;
  /** The jobs whose rows are staged (for the rejected rows workbook). */
  jobs?: string[];
  /** Moves on after every write to the staged rows or their counts. */
  revision?: number;
}

export async function stagingState(): Promise<{
  rows: number;
  runningJob: string | null;
  generation: number;
  rejected: number;
  jobs: string[];
  revision: number;
}> {
  const s = await getItem<StateItem>(K.state, 'state');
  return {
    rows: s?.rows ?? 0,
    runningJob: s?.runningJob ?? null,
    generation: s?.generation ?? 0,
    rejected: s?.rejected ?? 0,
    jobs: s?.jobs ?? [],
    revision: s?.revision ?? 0,
  };
}

export async function addStagedCount(rows: number, rejected: number) {
  await update(
    K.state,
    'state',
    'ADD #r :d, #j :r, revision :one',
    { ':d': rows, ':r': rejected, ':one': 1 },
    { '#r': 'rows', '#j': 'rejected' },
  );
}

/** Re-reconciles staged rows after conversions changed; writes only rows whose fields changed. */
export async function reReconcile(items: StagedItem[], transform?: (item: StagedItem) => StagedItem): Promise<number> {
  const shaped = transform ? items.map(transform) : items;
  const lookups = await lookupsFor(shaped);
  const changed: StagedItem[] = [];
  shaped.forEach((item, i) => {
    const next = { ...item, ...reconcile(item, lookups) };
    const before = items[i]!;
    if (
      next.customer !== before.customer ||
      next.xf !== (before.xf ?? null) ||
      next.slCode !== (before.slCode ?? null) ||
      next.pvf !== (before.pvf ?? null)
    )
      changed.push(next);
  });
  await writeStaged(changed);
  return changed.length;
}

/** Step 6: rows whose price differs from their month's catalog pvf by a cent or more, or that have no entry. */
export function wrongPriceRows(items: readonly StagedItem[]): WrongPriceRow[] {
  return items
    .filter((i) => i.pvf === null || i.pvf === undefined || Math.abs(i.price - i.pvf) >= 0.005)
    .map((i) => ({
      id: stagedId(i),
      date: i.date,
      customer_code: i.customer,
      customer_name: i.sl ?? null,
      delivery_note: i.delivery_note,
      product: i.product_code,
      description: i.description,
      quantity: i.quantity,
      price: i.price,
      pvf_xf: i.pvf ?? null,
      difference: i.pvf === null || i.pvf === undefined ? null : round(i.price - i.pvf),
    }));
}
