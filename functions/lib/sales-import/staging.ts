/**
 * The staging area: the rows of the uploads not yet finished, reconciled against the conversions
 * (product → xf, customer → deposit) and the month's price catalog when staged.
 *
 * Rows are stored in pages of `PAGE_ROWS` under their file's own partition (`K.stage(gen, file)`,
 * sort key `p<page>`; a rejected row fixed in place is a page of its own, `r<row>`): DynamoDB
 * Local writes an item on one thread at about a millisecond whatever its size, so a month's
 * 100,000 rows as 500 pages cost half a second instead of two minutes (on AWS, fewer write
 * requests too). A wrong price also gets an item of its own on the sparse wrong-prices index
 * (`K.wrongPriceRows(gen, file)`), the one list that pages and sorts single rows.
 *
 * A file counts only once it is registered as staged (`K.stagedFiles(gen)`, written in the same
 * transaction as the staging's counters): rows of a file being read, or of a file that failed,
 * are never read by a list, the download, finish or the archive, and the failure branch deletes
 * them by their file (DESIGN.md "Long-running work").
 */
import type { Locale } from '../../../shared/i18n/locale';
import type { ReadSaleValues } from '../../../shared/sales-import/views';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { ReadSale } from './profile-reader';
import { dynamo } from '../aws';
import { env } from '../env';
import { getItem, getMany, K, partitionPages, queryAll, writeMany } from './store';
import { round } from './values';

/** A file of a job, as its rows' keys name it: `<job>#<NN>`. */
export const fileKey = (jobId: string, file: number) => `${jobId}#${String(file).padStart(2, '0')}`;

/** Rows a page holds: some 60 KB, far under DynamoDB's 400 KB item limit even with long descriptions. */
export const PAGE_ROWS = 200;

/** The sort key of the page holding the file's `seq`-th staged row, or of a row fixed in place. */
export const pageKey = (at: { seq: number } | { fixedRow: number }) =>
  'seq' in at ? `p${String(Math.floor(at.seq / PAGE_ROWS)).padStart(5, '0')}` : `r${String(at.fixedRow).padStart(7, '0')}`;

/** What a stored row holds (job, file and the reconciliation context follow from its page). */
interface StoredRow extends ReadSaleValues {
  row: number;
  xf?: string;
  slCode?: string;
  sl?: string;
  pfCode?: string;
  pvf?: number;
  customerRead?: string;
}

export interface StagedItem extends ReadSaleValues {
  /** The row's public id: `<job>.<NN>.<page>.<index>` (its page and place follow from it). */
  id: string;
  jobId: string;
  file: number;
  /** The page's sort key and the row's place in it. */
  page: string;
  index: number;
  row: number;
  month: string;
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
}

/** A staged row's public id. */
export const stagedId = (item: Pick<StagedItem, 'jobId' | 'file' | 'page' | 'index'>) =>
  `${item.jobId}.${String(item.file).padStart(2, '0')}.${item.page}.${String(item.index).padStart(3, '0')}`;

/** Where a row id lives: its page's key, its place in the page, and its wrong-price item's key. */
export function stagedKey(
  id: string,
  generation: number,
): { pk: string; sk: string; index: number; file: string; wrong: { pk: string; sk: string } } | null {
  const m = /^([0-9a-f-]{36})\.(\d{2})\.(p\d{5}|r\d{7})\.(\d{3})$/.exec(id);
  if (!m) return null;
  const file = `${m[1]}#${m[2]}`;
  const index = Number(m[4]);
  if (index >= PAGE_ROWS) return null;
  return { pk: K.stage(generation, file), sk: m[3]!, index, file, wrong: { pk: K.wrongPriceRows(generation, file), sk: id } };
}

/** Staged rows of a finished import are no longer read; the table's TTL removes them later. */
const STAGED_TTL_SECONDS = 90 * 24 * 3600;
const expiry = () => Math.floor(Date.now() / 1000) + STAGED_TTL_SECONDS;

/** The price differs from the month's catalog pvf by a cent or more, or the month has no entry. */
export const isWrongPrice = (i: { price: number; pvf?: number | null }) =>
  i.pvf === null || i.pvf === undefined || Math.abs(i.price - i.pvf) >= 0.005;

/**
 * The wrong-prices index keys of a row's wrong-price item, one per order step 6 offers: gsi1 by
 * date, gsi2 by customer code, gsi3 by product code, each then by the row's id (file order).
 */
export function wrongPriceKeys(i: Pick<StagedItem, 'date' | 'customer' | 'product_code' | 'id'>, generation: number) {
  const pk = K.wrongPrices(generation);
  return {
    gsi1pk: pk,
    gsi1sk: `${i.date}#${i.id}`,
    gsi2pk: `${pk}#customer`,
    gsi2sk: `${i.customer}#${i.id}`,
    gsi3pk: `${pk}#product`,
    gsi3sk: `${i.product_code}#${i.id}`,
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

/**
 * A read sale as a staged row: the file's `seq`-th staged row (pages follow from it), or, without
 * `seq`, a rejected row fixed in place (a page of its own).
 */
export function stagedItem(job: StagingFile, sale: ReadSale, lookups: Lookups, seq?: number): StagedItem {
  const month = sale.date.slice(0, 7);
  const page = seq === undefined ? pageKey({ fixedRow: sale.row }) : pageKey({ seq });
  const index = seq === undefined ? 0 : seq % PAGE_ROWS;
  const item = {
    jobId: job.jobId,
    file: job.file,
    page,
    index,
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
  };
  return { id: stagedId(item), ...item };
}

/** A row as stored in its page: empty fields left out (smaller pages are faster to write). */
function storedRow(i: StagedItem): StoredRow {
  const row: Record<string, unknown> = {
    row: i.row,
    date: i.date,
    customer: i.customer,
    delivery_note: i.delivery_note,
    product_code: i.product_code,
    description: i.description,
    price: i.price,
    quantity: i.quantity,
    xf: i.xf,
    slCode: i.slCode,
    sl: i.sl,
    pfCode: i.pfCode,
    pvf: i.pvf,
    customerRead: i.customerRead,
  };
  return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null && v !== undefined)) as unknown as StoredRow;
}

/** A page's rows as the steps use them. pk: $si#stage#<gen>#<job>#<NN>. */
function pageRows(raw: Record<string, unknown>): StagedItem[] {
  const [, , , jobId, file] = (raw.pk as string).split('#') as string[];
  const page = raw.sk as string;
  return ((raw.rows as StoredRow[] | undefined) ?? []).map((r, index) =>
    rowOf(r, { jobId: jobId!, file: Number(file), page, index }, raw),
  );
}

function rowOf(
  r: StoredRow,
  at: { jobId: string; file: number; page: string; index: number },
  context: Record<string, unknown>,
): StagedItem {
  const item = {
    ...at,
    row: r.row,
    date: r.date,
    month: r.date.slice(0, 7),
    customer: r.customer,
    delivery_note: r.delivery_note,
    product_code: r.product_code,
    description: r.description,
    price: r.price,
    quantity: r.quantity,
    distributorId: context.distributorId as number,
    brandId: (context.brandId as number | null | undefined) ?? null,
    xf: r.xf ?? null,
    slCode: r.slCode ?? null,
    sl: r.sl ?? null,
    pfCode: r.pfCode ?? null,
    pvf: r.pvf ?? null,
    customerRead: r.customerRead ?? null,
  };
  return { id: stagedId(item), ...item };
}

/** The page item of these rows (all of one page, in their places). */
function pageItem(rows: StagedItem[], generation: number): Record<string, unknown> {
  const first = rows[0]!;
  const ordered = [...rows].sort((a, b) => a.index - b.index);
  return {
    pk: K.stage(generation, fileKey(first.jobId, first.file)),
    sk: first.page,
    distributorId: first.distributorId,
    ...(first.brandId === null ? {} : { brandId: first.brandId }),
    rows: ordered.map(storedRow),
    expiresAt: expiry(),
  };
}

/**
 * The single-row page of a rejected row fixed in place, for a caller's own transaction. Its
 * wrong-price item, if any, is written by the refresh the fix starts (BuildViews).
 */
export function stored(item: StagedItem, generation: number): Record<string, unknown> {
  return pageItem([item], generation);
}

/** A wrong price's item on the sparse index step 6 pages (a copy of the row: a page reads nothing else). */
export function wrongPriceItem(i: StagedItem, generation: number): Record<string, unknown> {
  return {
    pk: K.wrongPriceRows(generation, fileKey(i.jobId, i.file)),
    sk: i.id,
    ...storedRow(i),
    distributorId: i.distributorId,
    ...(i.brandId === null ? {} : { brandId: i.brandId }),
    ...wrongPriceKeys(i, generation),
    expiresAt: expiry(),
  };
}

/** A wrong-price item as the steps use it. pk: $si#wpi#<gen>#<job>#<NN>; sk: the row's id. */
export function loadedWrongPrice(raw: Record<string, unknown>): StagedItem {
  const key = stagedKey(raw.sk as string, 0)!;
  const [jobId, file] = key.file.split('#') as [string, string];
  return rowOf(raw as unknown as StoredRow, { jobId, file: Number(file), page: key.sk, index: key.index }, raw);
}

type Write = { put: Record<string, unknown> } | { del: { pk: string; sk: string } };

/**
 * Writes whole pages of staged rows (deterministic keys: a retried write overwrites) and, when
 * `wrong` says so, each wrong price's item. Every page's rows must all be given: a page is written
 * whole.
 */
export async function writeStaged(items: StagedItem[], generation: number, opts: { wrong?: boolean } = {}) {
  if (items.length === 0) return;
  const pages = new Map<string, StagedItem[]>();
  for (const i of items) {
    const key = `${fileKey(i.jobId, i.file)}|${i.page}`;
    const page = pages.get(key);
    if (page) page.push(i);
    else pages.set(key, [i]);
  }
  const writes: Write[] = [...pages.values()].map((rows) => ({ put: pageItem(rows, generation) }));
  if (opts.wrong !== false) for (const i of items) if (isWrongPrice(i)) writes.push({ put: wrongPriceItem(i, generation) });
  await writeMany(writes, 8);
}

/**
 * The wrong-price item writes that take a row from `before` to `after`: put when it is (still)
 * wrong and what the item shows changed, delete when it is no longer wrong.
 */
export function wrongPriceWrites(
  before: StagedItem,
  after: StagedItem,
  generation: number,
  hadItem = isWrongPrice(before),
): Write[] {
  const wrong = isWrongPrice(after);
  if (!wrong)
    return hadItem ? [{ del: { pk: K.wrongPriceRows(generation, fileKey(after.jobId, after.file)), sk: after.id } }] : [];
  const same =
    hadItem &&
    before.customer === after.customer &&
    before.pvf === after.pvf &&
    before.sl === after.sl &&
    before.xf === after.xf &&
    before.price === after.price;
  return same ? [] : [{ put: wrongPriceItem(after, generation) }];
}

/** Writes a page whole, with the wrong-price writes its rows need. */
export async function writeChanges(pages: StagedItem[][], wrong: Write[], generation: number) {
  await writeMany([...pages.map((rows) => ({ put: pageItem(rows, generation) })), ...wrong], 8);
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
  /** The month of the file's rows, YYYY-MM (files staged before it was kept have none). */
  month?: string | null;
}

/**
 * The month of a staged import, as its downloads' names say it: the newest month of
 * its files' rows; with none staged (or none recorded), the current month in Madrid.
 */
export function importMonth(files: Pick<StagedFileItem, 'month'>[], now = new Date()): string {
  const months = files.map((f) => f.month).filter((m): m is string => Boolean(m));
  if (months.length) return months.sort().at(-1)!;
  // en-CA writes YYYY-MM.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit' }).format(now);
}

/** A YYYY-MM month as a file name says it, in the caller's language ("novembre 2026", "noviembre 2026"). */
export function monthInName(locale: Locale, month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const name = new Intl.DateTimeFormat(locale === 'es' ? 'es-ES' : 'ca-ES', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, m - 1, 1)),
  );
  return `${name} ${year}`;
}

/** The files staged in a generation (tens a month). */
export async function stagedFiles(generation: number): Promise<StagedFileItem[]> {
  return queryAll<StagedFileItem>(K.stagedFiles(generation));
}

/**
 * The pages of these staged files in the files' order, each page's rows in the file's order (a
 * month's staging is up to some 200,000 rows: a DynamoDB page of pages at a time, never all held).
 * Only workflow steps call this: an API call reads views and counters.
 */
export async function* stagedPages(
  generation: number,
  files: readonly Pick<StagedFileItem, 'sk'>[],
): AsyncGenerator<StagedItem[][]> {
  for (const f of [...files].sort((a, b) => (a.sk < b.sk ? -1 : a.sk > b.sk ? 1 : 0)))
    for await (const items of partitionPages(K.stage(generation, f.sk))) yield items.map(pageRows);
}

/** The rows of these staged files, a DynamoDB page at a time, in the files' order. */
export async function* stagedRows(
  generation: number,
  files: readonly Pick<StagedFileItem, 'sk'>[],
): AsyncGenerator<StagedItem[]> {
  for await (const pages of stagedPages(generation, files)) yield pages.flat();
}

/** Deletes every page and wrong-price item a file wrote (idempotent: a second run finds nothing). Answers the rows deleted. */
export async function deleteFileRows(generation: number, file: string): Promise<number> {
  let deleted = 0;
  for await (const items of partitionPages(K.stage(generation, file))) {
    deleted += items.reduce((n, i) => n + ((i.rows as unknown[] | undefined)?.length ?? 0), 0);
    await writeMany(
      items.map((i) => ({ del: { pk: i.pk as string, sk: i.sk as string } })),
      8,
    );
  }
  for await (const items of partitionPages(K.wrongPriceRows(generation, file), 'pk, sk'))
    await writeMany(
      items.map((i) => ({ del: { pk: i.pk as string, sk: i.sk as string } })),
      8,
    );
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
  viewCounts?: Record<string, number>;
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
  /** The size of each step list BuildViews wrote, by its stored name. */
  viewCounts: Record<string, number>;
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
    viewCounts: s?.viewCounts ?? {},
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
          { Put: { TableName: table, Item: { pk: K.stagedFiles(generation), sk, ...item, month } } },
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
