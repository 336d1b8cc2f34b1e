/**
 * The staging area: the rows of the uploads not yet finished, reconciled against the conversions
 * (product → xf, customer → deposit) and the month's price catalog when staged.
 *
 * Rows are written under their file's own partitions (`K.stage(gen, file, shard)`), and a file
 * counts only once it is registered as staged (`K.stagedFiles(gen)`, written in the same
 * transaction as the staging's counters): rows of a file being read, or of a file that failed,
 * are never read by a list, the download, finish or the archive, and the failure branch deletes
 * them by their file (DESIGN.md "Long-running work").
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { ReadSale } from './profile-reader';
import { dynamo } from '../aws';
import { env } from '../env';
import { queryPages } from '../data/raw-params';
import { getItem, getMany, K, STAGE_SHARDS, writeMany } from './store';
import { round } from './values';

/** A file of a job, as its rows' keys name it: `<job>#<NN>`. */
export const fileKey = (jobId: string, file: number) => `${jobId}#${String(file).padStart(2, '0')}`;

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
  /** The customer code as the file had it, when step 5 stripped its leading zeroes (the undo). */
  customerRead?: string | null;
  expiresAt: number;
}

/** A staged row's public id: `<job>.<NN>.<row>` (its key follows from it and the generation). */
export const stagedId = (item: Pick<StagedItem, 'jobId' | 'file' | 'row'>) =>
  `${item.jobId}.${String(item.file).padStart(2, '0')}.${String(item.row).padStart(7, '0')}`;

export function stagedKey(id: string, generation: number): { pk: string; sk: string; file: string } | null {
  const m = /^([0-9a-f-]{36})\.(\d{2})\.(\d{7})$/.exec(id);
  if (!m) return null;
  const file = `${m[1]}#${m[2]}`;
  return { pk: K.stage(generation, file, Number(m[3]) % STAGE_SHARDS), sk: m[3]!, file };
}

/** Staged rows of a finished import are no longer read; the table's TTL removes them later. */
const STAGED_TTL_SECONDS = 90 * 24 * 3600;

/** The price differs from the month's catalog pvf by a cent or more, or the month has no entry. */
export const isWrongPrice = (i: { price: number; pvf?: number | null }) =>
  i.pvf === null || i.pvf === undefined || Math.abs(i.price - i.pvf) >= 0.005;

/**
 * The wrong-prices index keys of a row (sparse: only wrong prices carry them), one per order step 6
 * offers: gsi1 by date, gsi2 by customer code, gsi3 by product code, each then by file and row.
 */
export function wrongPriceKeys(
  i: Pick<StagedItem, 'date' | 'customer' | 'product_code' | 'jobId' | 'file' | 'row'>,
  generation: number,
) {
  const id = stagedId(i);
  const pk = K.wrongPrices(generation);
  return {
    gsi1pk: pk,
    gsi1sk: `${i.date}#${id}`,
    gsi2pk: `${pk}#customer`,
    gsi2sk: `${i.customer}#${id}`,
    gsi3pk: `${pk}#product`,
    gsi3sk: `${i.product_code}#${id}`,
  };
}

export interface Lookups {
  cn: Map<string, { xf: string; description: string | null } | null>;
  pf: Map<string, { sl_code: string; sl: string; pf_code: string } | null>;
  /** `month|product code` → pvf (null: no entry). */
  pvf: Map<string, number | null>;
}

export const emptyLookups = (): Lookups => ({ cn: new Map(), pf: new Map(), pvf: new Map() });

/** Keys read at once when looking up: a month's file has some thousands of distinct codes. */
const LOOKUP_CONCURRENCY = 8;

/**
 * Adds to `into` the conversions and catalog prices these rows need and it does not hold yet:
 * one read per distinct key (a month's 100,000 rows have a few thousand products and customers),
 * never a whole table, never the same key twice.
 */
export async function addLookups(
  rows: Iterable<{ product_code: string; customer: string; month: string }>,
  into: Lookups = emptyLookups(),
): Promise<Lookups> {
  const codes = new Set<string>();
  const customers = new Set<string>();
  const pairs = new Set<string>();
  for (const r of rows) {
    if (!into.cn.has(r.product_code)) codes.add(r.product_code);
    if (!into.pf.has(r.customer)) customers.add(r.customer);
    const pair = `${r.month}|${r.product_code}`;
    if (!into.pvf.has(pair)) pairs.add(pair);
  }
  const options = { concurrency: LOOKUP_CONCURRENCY };
  const [cn, pf, catalog] = await Promise.all([
    getMany<{ sk: string; xf: string; description: string | null }>(
      [...codes].map((c) => ({ pk: K.cnConversions, sk: c })),
      options,
    ),
    getMany<{ sk: string; sl_code: string; sl: string; pf_code: string }>(
      [...customers].map((c) => ({ pk: K.pfConversions, sk: c })),
      options,
    ),
    getMany<{ pk: string; sk: string; pvf: number }>(
      [...pairs].map((p) => {
        const [month, code] = p.split('|') as [string, string];
        return { pk: K.catalog(month), sk: code };
      }),
      options,
    ),
  ]);
  for (const c of codes) into.cn.set(c, null);
  for (const c of cn) into.cn.set(c.sk, { xf: c.xf, description: c.description });
  for (const c of customers) into.pf.set(c, null);
  for (const c of pf) into.pf.set(c.sk, { sl_code: c.sl_code, sl: c.sl, pf_code: c.pf_code });
  for (const p of pairs) into.pvf.set(p, null);
  for (const e of catalog) into.pvf.set(`${e.pk.slice(K.catalog('').length)}|${e.sk}`, e.pvf);
  return into;
}

/** The reconciliation fields of a row from the lookups. */
export function reconcile(row: { product_code: string; customer: string; month: string }, lookups: Lookups) {
  const deposit = lookups.pf.get(row.customer) ?? null;
  return {
    xf: lookups.cn.get(row.product_code)?.xf ?? null,
    slCode: deposit?.sl_code ?? null,
    sl: deposit?.sl ?? null,
    pfCode: deposit?.pf_code ?? null,
    pvf: lookups.pvf.get(`${row.month}|${row.product_code}`) ?? null,
  };
}

export interface StagingFile {
  jobId: string;
  file: number;
  distributorId: number;
  brandId: number | null;
  generation: number;
}

export function stagedItem(job: StagingFile, sale: ReadSale, lookups: Lookups): StagedItem {
  const month = sale.date.slice(0, 7);
  return {
    pk: K.stage(job.generation, fileKey(job.jobId, job.file), sale.row % STAGE_SHARDS),
    sk: String(sale.row).padStart(7, '0'),
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
 * empty fields are left out (smaller items are faster to write). A wrong price carries the sparse
 * wrong-prices index key (gsi1), so step 6 pages them by date without reading the rest.
 */
export function stored(item: StagedItem, generation: number): Record<string, unknown> {
  const { jobId: _job, file: _file, row: _row, month: _month, ...rest } = item;
  const out: Record<string, unknown> = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== null && v !== undefined));
  if (isWrongPrice(item)) Object.assign(out, wrongPriceKeys(item, generation));
  return out;
}

/** A stored row as the steps use it. */
export function loaded(raw: Record<string, unknown>): StagedItem {
  const item = raw as unknown as StagedItem;
  // pk: $si#stage#<gen>#<job>#<NN>#<shard>
  const [, , , jobId, file] = item.pk.split('#') as string[];
  return {
    ...item,
    jobId: jobId!,
    file: Number(file),
    row: Number(item.sk),
    month: item.date.slice(0, 7),
    brandId: item.brandId ?? null,
    xf: item.xf ?? null,
    slCode: item.slCode ?? null,
    sl: item.sl ?? null,
    pfCode: item.pfCode ?? null,
    pvf: item.pvf ?? null,
    customerRead: item.customerRead ?? null,
  };
}

/** Writes staged rows (deterministic keys: a retried write overwrites). */
export async function writeStaged(items: StagedItem[], generation: number, parallel = 8) {
  if (items.length === 0) return;
  await writeMany(
    items.map((item) => ({ put: stored(item, generation) })),
    parallel,
  );
}

/** A staged file's registration: its counts, read by the summary, finish and the archive. */
export interface StagedFileItem {
  pk: string;
  sk: string;
  jobId: string;
  file: number;
  fileName: string;
  distributorId: number;
  rows: number;
  rejected: number;
  totalPrice: number;
  totalQuantity: number;
  wrongPrices: number;
}

/** The files staged in a generation (tens a month). */
export async function stagedFiles(generation: number): Promise<StagedFileItem[]> {
  const { items } = await queryPages(
    {
      TableName: env.tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': K.stagedFiles(generation) },
    },
    { maxPages: Infinity },
  );
  return items as unknown as StagedFileItem[];
}

/** Rows read from DynamoDB a page at a time: one partition's page is about 1 MB. */
async function* partitionRows(pk: string): AsyncGenerator<StagedItem[]> {
  let start: Record<string, unknown> | undefined;
  do {
    const page = await queryPages(
      { TableName: env.tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } },
      { start },
    );
    if (page.items.length) yield page.items.map(loaded);
    start = page.next;
  } while (start);
}

/** Rows yielded together by `stagedRows`. */
const MERGED_PAGE = 1_000;

/**
 * One file's rows in the file's order: its shards read side by side (each a page ahead) and merged
 * by row number, so a workbook lists the rows as the file had them.
 */
async function* fileRows(generation: number, file: string): AsyncGenerator<StagedItem[]> {
  const shards = Array.from({ length: STAGE_SHARDS }, (_, shard) => partitionRows(K.stage(generation, file, shard)));
  const buffers: StagedItem[][] = shards.map(() => []);
  const at = shards.map(() => 0);
  const done = shards.map(() => false);
  const refill = async (s: number) => {
    while (!done[s] && at[s]! >= buffers[s]!.length) {
      const next = await shards[s]!.next();
      if (next.done) done[s] = true;
      else [buffers[s], at[s]] = [next.value, 0];
    }
  };
  await Promise.all(shards.map((_, s) => refill(s)));
  const head = (s: number) => (at[s]! < buffers[s]!.length ? buffers[s]![at[s]!]! : null);
  let out: StagedItem[] = [];
  for (;;) {
    let best = -1;
    for (let s = 0; s < shards.length; s++) {
      const h = head(s);
      if (h && (best < 0 || h.row < head(best)!.row)) best = s;
    }
    if (best < 0) break;
    out.push(head(best)!);
    at[best] = at[best]! + 1;
    if (at[best]! >= buffers[best]!.length) await refill(best);
    if (out.length >= MERGED_PAGE) {
      yield out;
      out = [];
    }
  }
  if (out.length) yield out;
}

/**
 * The rows of these staged files, a page at a time in the files' order (a month's staging is up
 * to some 200,000 rows: never all held at once). Only workflow steps call this: an API call reads
 * views and counters.
 */
export async function* stagedRows(
  generation: number,
  files: readonly Pick<StagedFileItem, 'sk'>[],
): AsyncGenerator<StagedItem[]> {
  for (const f of [...files].sort((a, b) => (a.sk < b.sk ? -1 : a.sk > b.sk ? 1 : 0))) yield* fileRows(generation, f.sk);
}

/** Deletes every row a file wrote (idempotent: a second run finds nothing). Answers the rows deleted. */
export async function deleteFileRows(generation: number, file: string): Promise<number> {
  let deleted = 0;
  for (let shard = 0; shard < STAGE_SHARDS; shard++)
    for await (const page of partitionRows(K.stage(generation, file, shard))) {
      await writeMany(
        page.map((r) => ({ del: { pk: r.pk, sk: r.sk } })),
        8,
      );
      deleted += page.length;
    }
  return deleted;
}

export interface StateItem {
  rows?: number;
  runningJob?: string | null;
  generation?: number;
  /** Rejected rows of the staged files. */
  rejected?: number;
  /** Σ price × quantity and Σ quantity of the staged rows (the step 2 summary). */
  totalPrice?: number;
  totalQuantity?: number;
  /** Staged rows whose price is wrong (step 6's total). */
  wrongPrices?: number;
  /** The jobs whose rows are staged (for resume). */
  jobs?: string[];
  /** The step lists' current version (built by the workflow's BuildViews step). */
  views?: string | null;
  /** Rows whose customer code step 5 stripped of leading zeroes. */
  strippedRows?: number;
}

export interface StagingState {
  rows: number;
  runningJob: string | null;
  generation: number;
  rejected: number;
  totalPrice: number;
  totalQuantity: number;
  wrongPrices: number;
  jobs: string[];
  views: string | null;
  strippedRows: number;
}

export async function stagingState(): Promise<StagingState> {
  const s = await getItem<StateItem>(K.state, 'state');
  return {
    rows: s?.rows ?? 0,
    runningJob: s?.runningJob ?? null,
    generation: s?.generation ?? 0,
    rejected: s?.rejected ?? 0,
    totalPrice: round(s?.totalPrice ?? 0),
    totalQuantity: round(s?.totalQuantity ?? 0, 6),
    wrongPrices: s?.wrongPrices ?? 0,
    jobs: s?.jobs ?? [],
    views: s?.views ?? null,
    strippedRows: s?.strippedRows ?? 0,
  };
}

/**
 * Registers a file as staged and adds its counts to the staging's, in one transaction, only if the
 * file is still `reading` (a retried step counts nothing twice). Answers false when it was not.
 */
export async function registerStagedFile(generation: number, item: Omit<StagedFileItem, 'pk' | 'sk'>, month: string | null) {
  const table = env.tableName();
  const sk = fileKey(item.jobId, item.file);
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: table,
              Key: { pk: K.job(item.jobId), sk: `file#${String(item.file).padStart(2, '0')}` },
              UpdateExpression: 'SET #st = :staged, #rows = :rows, rejected = :rej, #month = :month',
              ConditionExpression: '#st = :reading',
              ExpressionAttributeNames: { '#st': 'status', '#rows': 'rows', '#month': 'month' },
              ExpressionAttributeValues: {
                ':staged': 'staged',
                ':reading': 'reading',
                ':rows': item.rows,
                ':rej': item.rejected,
                ':month': month,
              },
            },
          },
          { Put: { TableName: table, Item: { pk: K.stagedFiles(generation), sk, ...item } } },
          {
            Update: {
              TableName: table,
              Key: { pk: K.state, sk: 'state' },
              UpdateExpression: 'ADD #rows :rows, rejected :rej, totalPrice :tp, totalQuantity :tq, wrongPrices :wp',
              // The staging moved on (finish) while the file was read: its rows belong to no month.
              ConditionExpression: 'attribute_not_exists(generation) OR generation = :gen',
              ExpressionAttributeNames: { '#rows': 'rows' },
              ExpressionAttributeValues: {
                ':rows': item.rows,
                ':rej': item.rejected,
                ':tp': item.totalPrice,
                ':tq': item.totalQuantity,
                ':wp': item.wrongPrices,
                ':gen': generation,
              },
            },
          },
        ],
      }),
    );
    return true;
  } catch (e) {
    if ((e as Error).name === 'TransactionCanceledException') return false;
    throw e;
  }
}
