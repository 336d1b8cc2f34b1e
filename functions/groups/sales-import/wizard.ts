/**
 * The wizard's step calls (§2 "Sales import wizard", §4, §7): state, job progress, summary, new
 * products and conversions, pharmacies with specialities, customers without deposit, wrong prices,
 * finish. Every call reads about one page: the summary and totals are counters kept with the
 * writes, the lists are the compact items the workflow built (BuildViews) or the wrong prices'
 * sparse index, and whatever must read every staged row (re-reconciling, the workbooks) is a job
 * on the sales-import workflow that the screen polls (DESIGN.md "Long-running work").
 */
import { salesImportRoutes } from '../../../shared/api/routes/sales-import';
import { strippedCustomer } from '../../../shared/sales-import/rules';
import type {
  ZeroesPreview,
  ImportState,
  ImportSummary,
  LeftToFix,
  NewProductRow,
  NoDepositCustomer,
  SpecialityRow,
  WrongPriceRow,
} from '../../../shared/sales-import/views';
import { defineDatatable } from '../../lib/datatable/define';
import { downloadUrl } from '../../lib/files/download';
import { HttpError, invalid, notFound, type FieldErrors } from '../../lib/http/errors';
import { reply, type Request } from '../../lib/http/group-handler';
import { logger } from '../../lib/logger';
import { createAllConversions, getConversionByCode } from '../../lib/sales-import/conversions';
import { getJob, jobFiles, jobView } from '../../lib/sales-import/jobs';
import { startStagingJob } from '../../lib/sales-import/start-job';
import { loadedWrongPrice, stagedFiles, stagedKey, stagingState } from '../../lib/sales-import/staging';
import {
  filtered,
  hasPvf,
  matchingRows,
  setToPvf,
  wrongPricesRange,
  type WrongPricesContext,
} from '../../lib/sales-import/wrong-prices';
import { listName, stepRange, viewSorts, type StepSearch, type ViewContext } from '../../lib/sales-import/views';
import { startArchive } from '../../lib/sales-import/workflow';
import { getItem, getMany, isConditionFailure, K, putItem, update } from '../../lib/sales-import/store';
import { queryPages } from '../../lib/data/raw-params';

type R = typeof salesImportRoutes;

export async function rows(): Promise<{ data: ImportState }> {
  const state = await stagingState();
  return { data: { has_rows: state.rows > 0, rows: state.rows } };
}

export async function showJob({ params, locale }: Request<R['sales_import.jobs.show']>) {
  const job = await getJob(params.job);
  if (!job) throw notFound();
  const [files, state] = await Promise.all([jobFiles(job.id), stagingState()]);
  const view = jobView(job, files, locale, state.jobs);
  // An export's workbook: a fresh short-lived address each time the job is read.
  if (job.status === 'ready' && job.result)
    view.url = (
      await downloadUrl({
        key: job.result.key,
        fileName: job.result.fileName,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      })
    ).url;
  return { data: view };
}

export async function grouped(): Promise<{ data: ImportSummary }> {
  const s = await stagingState();
  return { data: { customers: s.rows, totalPrice: s.totalPrice, totalQuantity: s.totalQuantity, rejected: s.rejected } };
}

/**
 * What is still unfixed: the counters the writes keep (rejected rows, wrong prices) and the step
 * lists' sizes BuildViews records with them, all on the staging's one item.
 */
export async function leftToFix(): Promise<{ data: LeftToFix }> {
  const s = await getItem<{
    rejected?: number;
    wrongPrices?: number;
    runningJob?: string | null;
    viewCounts?: Record<string, number>;
  }>(K.state, 'state');
  const counts = s?.viewCounts ?? {};
  return {
    data: {
      new_products: counts.new_products ?? 0,
      no_deposit: counts.no_deposit ?? 0,
      wrong_prices: Math.max(0, s?.wrongPrices ?? 0),
      rejected: Math.max(0, s?.rejected ?? 0),
      building: Boolean(s?.runningJob),
    },
  };
}

/** Rows a filter walks in one call at most (counting, or "update all matching"). */
export const MATCHING_WALK = 5_000;

interface Counted extends ViewContext {
  counts: Record<string, number>;
}

async function viewContext(): Promise<Counted> {
  const s = await getItem<{ generation?: number; views?: string | null; viewCounts?: Record<string, number> }>(K.state, 'state');
  return { generation: s?.generation ?? 0, version: s?.views ?? null, counts: s?.viewCounts ?? {} };
}

/** The step lists: the workflow's compact items, paged by key range. */
/** A step list's total: the count BuildViews recorded for the list read (none with a customer prefix). */
const stepCount = (list: 'new_products' | 'no_deposit') => async (q: { search: StepSearch }, ctx: Counted) =>
  q.search.customer?.trim() ? null : (ctx.counts[listName(list, q.search.distributor)] ?? 0);
// Every filter is served by the range `stepRange` picks (its `covers`); the predicates stand for the one walk it leaves.
const newProductsTable = defineDatatable(salesImportRoutes['sales_import.new_products']).indexed<NewProductRow, Counted>({
  sorts: viewSorts<NewProductRow, 'new_products'>('new_products'),
  narrow: [(q, ctx) => stepRange('new_products', q, ctx)],
  filters: {
    customer: (row, v) => row.customer.startsWith(v),
    distributor: (row, v) => row.distributor_id === v,
  },
  count: stepCount('new_products'),
  walkLimit: MATCHING_WALK,
});
const specialitiesTable = defineDatatable(salesImportRoutes['sales_import.sl_with_specialities']).indexed<SpecialityRow, Counted>(
  {
    sorts: viewSorts<SpecialityRow, 'specialities'>('specialities'),
    filters: {},
    count: async (_q, ctx) => ctx.counts.specialities ?? 0,
  },
);
const noDepositTable = defineDatatable(salesImportRoutes['sales_import.no_deposit']).indexed<NoDepositCustomer, Counted>({
  sorts: viewSorts<NoDepositCustomer, 'no_deposit'>('no_deposit'),
  narrow: [(q, ctx) => stepRange('no_deposit', q, ctx)],
  filters: {
    customer: (row, v) => row.customer.startsWith(v),
    // Always a key: the distributor's own list.
    distributor: () => true,
  },
  count: stepCount('no_deposit'),
  walkLimit: MATCHING_WALK,
});

/** Rows "update all matching" sets in one call: each is its own transaction with the counters. */
export const MATCHING_UPDATE_MAX = 2_000;

const wrongPricesTable = defineDatatable(salesImportRoutes['sales_import.wrong_prices']).indexed<
  WrongPriceRow,
  WrongPricesContext
>({
  sorts: {
    default: (ctx) => wrongPricesRange('gsi1', ctx),
    date: (ctx) => wrongPricesRange('gsi1', ctx),
    customer_code: (ctx) => wrongPricesRange('gsi2', ctx),
    product: (ctx) => wrongPricesRange('gsi3', ctx),
  },
  narrow: [
    (q, ctx) =>
      q.search.customer && (!q.sort_by || q.sort_by === 'customer_code')
        ? wrongPricesRange('gsi2', ctx, q.search.customer)
        : undefined,
  ],
  filters: {
    customer: (row, v) => row.customer_code.startsWith(v),
    distributor: (row, v) => row.distributor_id === v,
  },
  count: async (q, ctx) => (filtered(q.search) ? null : ctx.state.wrongPrices),
  walkLimit: MATCHING_WALK,
});

export async function wrongPricesMatching({ query }: Request<R['sales_import.wrong_prices_matching']>) {
  const state = await stagingState();
  const staged = new Set((await stagedFiles(state.generation)).map((f) => f.sk));
  const { rows, complete } = await matchingRows(query, { state, staged }, MATCHING_WALK);
  // No filter: the counter says how many; the rows without an entry are counted on the walk.
  return { data: { rows: filtered(query) ? rows.length : state.wrongPrices, fixable: rows.filter(hasPvf).length, complete } };
}

export const newProducts = async ({ query }: Request<R['sales_import.new_products']>) =>
  newProductsTable.answer(query, await viewContext());
export const slWithSpecialities = async ({ query }: Request<R['sales_import.sl_with_specialities']>) =>
  specialitiesTable.answer(query, await viewContext());
export const noDeposit = async ({ query }: Request<R['sales_import.no_deposit']>) =>
  noDepositTable.answer(query, await viewContext());
export async function wrongPrices({ query }: Request<R['sales_import.wrong_prices']>) {
  const state = await stagingState();
  const staged = new Set((await stagedFiles(state.generation)).map((f) => f.sk));
  return wrongPricesTable.answer(query, { state, staged });
}

export async function convertCnAdd({ body }: Request<R['sales_import.convert_cn_add']>) {
  // §8: 422 conversions.N.cn naming the code, for codes already converted or repeated in the request.
  const firstAt = new Map<string, number>();
  const errors: FieldErrors = {};
  body.conversions.forEach((c, n) => {
    if (firstAt.has(c.cn)) errors[`conversions.${n}.cn`] = [{ key: 'validation.conversion_exists', vars: { cn: c.cn } }];
    else firstAt.set(c.cn, n);
  });
  const existing = await getMany<{ sk: string }>([...firstAt.keys()].map((cn) => ({ pk: K.cnConversions, sk: cn })));
  for (const e of existing)
    errors[`conversions.${firstAt.get(e.sk)}.cn`] = [{ key: 'validation.conversion_exists', vars: { cn: e.sk } }];
  if (Object.keys(errors).length) throw validationErrors(errors);
  const bodies = body.conversions.map((c) => ({ cn: c.cn, xf: c.xf, description: c.description ?? null }));
  if ((await createAllConversions('cn', bodies)) === false) {
    // Someone added one of them meanwhile: name it as above.
    for (const [cn, n] of firstAt)
      if (await getConversionByCode('cn', cn))
        errors[`conversions.${n}.cn`] = [{ key: 'validation.conversion_exists', vars: { cn } }];
    throw validationErrors(errors);
  }
  return { data: { added: bodies.length } };
}

function validationErrors(errors: FieldErrors) {
  const first = Object.values(errors)[0]![0]!;
  return new HttpError(422, first.key, first.vars, errors);
}

/** The staged rows reconciled again with the conversions added: a refresh job (202) the screen polls. */
export async function convertCnApply({ caller }: Request<R['sales_import.convert_cn_apply']>) {
  await mustHaveRows();
  const jobId = await startStagingJob({ kind: 'refresh', createdBy: caller.accountId });
  return reply(202, { data: { job_id: jobId } });
}

/** Step 5: customer codes padded beyond 6 characters lose the extra leading zeroes (a refresh job, 202). */
export async function removeLeadingZeroes({ body, caller }: Request<R['sales_import.remove_leading_zeroes']>) {
  await mustHaveRows();
  if ((await leadingZeroesPreview()).data.rows !== body.rows) throw new HttpError(409, 'errors.import_sales_preview_changed');
  const jobId = await startStagingJob({ kind: 'refresh', createdBy: caller.accountId, zeroes: 'strip' });
  return reply(202, { data: { job_id: jobId } });
}

/** The undo, until finish: the customer codes as read (409 when nothing was stripped). */
export async function restoreLeadingZeroes({ body, caller }: Request<R['sales_import.restore_leading_zeroes']>) {
  const { strippedRows } = await stagingState();
  if (strippedRows === 0) throw new HttpError(409, 'errors.import_sales_nothing_stripped');
  if (strippedRows !== body.rows) throw new HttpError(409, 'errors.import_sales_preview_changed');
  const jobId = await startStagingJob({ kind: 'refresh', createdBy: caller.accountId, zeroes: 'restore' });
  return reply(202, { data: { job_id: jobId } });
}

/** Customers without a deposit read at most (their list is one item per distinct code). */
const PREVIEW_WALK = 20_000;

/** What "remove leading zeroes" would change: read from the customers-without-deposit list, before anything changes. */
export async function leadingZeroesPreview(): Promise<{ data: ZeroesPreview }> {
  const [ctx, state] = await Promise.all([viewContext(), stagingState()]);
  const range = viewSorts<NoDepositCustomer, 'no_deposit'>('no_deposit').default(ctx);
  const { items } = await queryPages({ ...range.query, Limit: 1000 }, { maxPages: PREVIEW_WALK / 1000 });
  let customers = 0;
  let rows = 0;
  const examples: ZeroesPreview['examples'] = [];
  for (const item of items) {
    const c = range.row(item);
    const to = strippedCustomer(c.customer);
    if (!to) continue;
    customers++;
    rows += c.rows;
    if (examples.length < 10) examples.push({ from: c.customer, to, rows: c.rows });
  }
  return { data: { customers, rows, examples, stripped_rows: state.strippedRows } };
}

async function mustHaveRows() {
  if ((await stagingState()).rows === 0) throw new HttpError(409, 'errors.import_sales_no_rows');
}

/**
 * Step 6: the chosen rows' price set to their pvf (at most 10,000 ids: a bounded call). Each row's
 * price changes in its page, its wrong-price item goes, and the summary's total price and the
 * wrong-prices count move by the same amounts, in one transaction per row (counters never drift).
 * A row no longer on the wrong-prices index was fixed meanwhile: nothing left to do for it.
 */
export async function wrongPricesUpdate({ body }: Request<R['sales_import.wrong_prices_update']>) {
  const state = await stagingState();
  if (state.runningJob) throw new HttpError(409, 'errors.import_sales_running');
  const staged = new Set((await stagedFiles(state.generation)).map((f) => f.sk));
  const keys = body.ids.map((id, n) => {
    const key = stagedKey(id, state.generation);
    if (!key || !staged.has(key.file)) throw invalid(`ids.${n}`, 'validation.exists');
    return key;
  });
  const items = (
    await getMany<Record<string, unknown>>(
      keys.map((k) => k.wrong),
      { concurrency: 4 },
    )
  ).map(loadedWrongPrice);
  if (items.some((i) => i.pvf === null || i.pvf === undefined)) throw invalid('ids', 'validation.no_catalog_entry');
  return { data: { updated: await setToPvf(items, state) } };
}

/**
 * "Select all N matching": the rows the filter matches, found by the server (never N
 * ids sent), set to their pvf; those without a catalog entry are left. The count the user saw must
 * still hold (409 otherwise) where one call can walk them all; up to MATCHING_UPDATE_MAX rows are
 * set in the call (200 {updated}), more in a refresh job (202 {job_id}; its `updated` counts the
 * rows set as it goes, then the step lists and counters are rebuilt).
 */
export async function wrongPricesUpdateMatching({ body, caller }: Request<R['sales_import.wrong_prices_update_matching']>) {
  const state = await stagingState();
  if (state.runningJob) throw new HttpError(409, 'errors.import_sales_running');
  const staged = new Set((await stagedFiles(state.generation)).map((f) => f.sk));
  const { rows, complete } = await matchingRows(body.search, { state, staged }, MATCHING_WALK);
  const fixable = rows.filter(hasPvf);
  // The count is checked where one call walks every match; past that the job sets what matches.
  if (complete && fixable.length !== body.count) throw new HttpError(409, 'errors.import_sales_preview_changed');
  if (complete && fixable.length <= MATCHING_UPDATE_MAX) return { data: { updated: await setToPvf(fixable, state) } };
  const jobId = await startStagingJob({ kind: 'refresh', createdBy: caller.accountId, prices: body.search });
  return reply(202, { data: { job_id: jobId } });
}

export async function finish({ body, caller }: Request<R['sales_import.finish']>) {
  const state = await stagingState();
  if (state.runningJob) throw new HttpError(409, 'errors.import_sales_running');
  if (state.rows === 0) throw new HttpError(409, 'errors.import_sales_no_rows');
  const files = await stagedFiles(state.generation);
  await putItem({
    pk: '$si#import',
    sk: `${body.date}#${state.generation}`,
    date: body.date,
    generation: state.generation,
    rows: state.rows,
    totalPrice: state.totalPrice,
    totalQuantity: state.totalQuantity,
    jobs: state.jobs,
    // The archive reads exactly these files' rows.
    files: files.map((f) => f.sk),
    finishedBy: caller.accountId,
    finishedAt: new Date().toISOString(),
  });
  // The next generation is an empty staging area at once; the finished rows expire by TTL.
  try {
    await update(
      K.state,
      'state',
      'SET generation = :next, #r = :zero, rejected = :zero, totalPrice = :zero, totalQuantity = :zero, wrongPrices = :zero, jobs = :none, #v = :null, viewCounts = :empty',
      { ':next': state.generation + 1, ':zero': 0, ':none': [], ':gen': state.generation, ':null': null, ':empty': {} },
      { '#r': 'rows', '#v': 'views' },
      '(attribute_not_exists(generation) OR generation = :gen) AND (attribute_not_exists(runningJob) OR runningJob = :null)',
    );
  } catch (e) {
    if (isConditionFailure(e)) throw new HttpError(409, 'errors.import_sales_running');
    throw e;
  }
  // Written as imported sales in the background; the labs statistics also catch up what is left.
  try {
    await startArchive(state.generation);
  } catch (error) {
    logger.warn('sales import archive not started; the labs statistics will catch up', { error });
  }
  return { data: { rows: state.rows } };
}
