/**
 * The wizard's step calls (§2 "Sales import wizard", §4, §7): state, job progress, summary, new
 * products and conversions, pharmacies with specialities, customers without deposit, wrong prices,
 * finish. They read the staging area (one month's uploads) and answer in the caller's language.
 */
import { salesImportRoutes } from '../../../shared/api/routes/sales-import';
import type { ImportState, ImportSummary } from '../../../shared/sales-import/views';
import { defineDatatable } from '../../lib/datatable/define';
import { HttpError, invalid, notFound, type FieldErrors } from '../../lib/http/errors';
import type { Request } from '../../lib/http/group-handler';
import { createAllConversions, getConversionByCode } from '../../lib/sales-import/conversions';
import { getJob, jobFiles, jobView } from '../../lib/sales-import/jobs';
import { allStaged, loaded, reReconcile, stagedKey, stagingState, writeStaged } from '../../lib/sales-import/staging';
import { logger } from '../../lib/logger';
import { stagedViews } from '../../lib/sales-import/staged-views';
import { startArchive } from '../../lib/sales-import/workflow';
import { getMany, isConditionFailure, K, putItem, update } from '../../lib/sales-import/store';
import { round } from '../../lib/sales-import/values';

type R = typeof salesImportRoutes;

export async function rows(): Promise<{ data: ImportState }> {
  const state = await stagingState();
  return { data: { has_rows: state.rows > 0, rows: state.rows } };
}

export async function showJob({ params, locale }: Request<R['sales_import.jobs.show']>) {
  const job = await getJob(params.job);
  if (!job) throw notFound();
  const [files, state] = await Promise.all([jobFiles(job.id), stagingState()]);
  return { data: jobView(job, files, locale, state.jobs) };
}

export async function grouped(): Promise<{ data: ImportSummary }> {
  return { data: (await stagedViews()).summary };
}

/** The step lists: worked out whole from the staging area (cached by its revision), paged here. */
const STEP_ROWS_CAP = 1_000_000;
const newProductsTable = defineDatatable(salesImportRoutes['sales_import.new_products']).bounded({
  cap: STEP_ROWS_CAP,
  load: async () => (await stagedViews()).newProducts,
  sorts: { product_code: (r) => r.product_code, description: (r) => r.description, date: (r) => r.date },
  filters: {},
});
const specialitiesTable = defineDatatable(salesImportRoutes['sales_import.sl_with_specialities']).bounded({
  cap: STEP_ROWS_CAP,
  load: async () => (await stagedViews()).specialities,
  sorts: { product: (r) => r.product, name: (r) => r.name },
  filters: {},
});
const noDepositTable = defineDatatable(salesImportRoutes['sales_import.no_deposit']).bounded({
  cap: STEP_ROWS_CAP,
  load: async () => (await stagedViews()).noDeposit,
  sorts: { customer: (r) => r.customer, rows: (r) => r.rows },
  filters: {},
});
const wrongPricesTable = defineDatatable(salesImportRoutes['sales_import.wrong_prices']).bounded({
  cap: STEP_ROWS_CAP,
  load: async () => (await stagedViews()).wrongPrices,
  sorts: {
    date: (r) => r.date,
    customer_code: (r) => r.customer_code,
    product: (r) => r.product,
    price: (r) => r.price,
    difference: (r) => r.difference,
  },
  filters: {},
});

export const newProducts = ({ query }: Request<R['sales_import.new_products']>) => newProductsTable.answer(query, undefined);
export const slWithSpecialities = ({ query }: Request<R['sales_import.sl_with_specialities']>) =>
  specialitiesTable.answer(query, undefined);
export const noDeposit = ({ query }: Request<R['sales_import.no_deposit']>) => noDepositTable.answer(query, undefined);
export const wrongPrices = ({ query }: Request<R['sales_import.wrong_prices']>) => wrongPricesTable.answer(query, undefined);

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

export async function convertCnApply(): Promise<{ data: { updated: number } }> {
  return { data: { updated: await reReconcile(await allStaged()) } };
}

export async function removeLeadingZeroes(): Promise<{ data: { updated: number } }> {
  const targets = (await allStaged()).filter((i) => !i.slCode && /^0+\d/.test(i.customer));
  const updated = await reReconcile(targets, (i) => ({ ...i, customer: i.customer.replace(/^0+(?=\d)/, '') }));
  return { data: { updated } };
}

export async function wrongPricesUpdate({ body }: Request<R['sales_import.wrong_prices_update']>) {
  const { generation } = await stagingState();
  const keys = body.ids.map((id, n) => {
    const key = stagedKey(id, generation);
    if (!key) throw invalid(`ids.${n}`, 'validation.exists');
    return key;
  });
  const items = (await getMany<Record<string, unknown>>(keys)).map((raw) => loaded(raw));
  if (items.length !== keys.length) throw invalid('ids', 'validation.exists');
  if (items.some((i) => i.pvf === null || i.pvf === undefined)) throw invalid('ids', 'validation.no_catalog_entry');
  const changed = items.filter((i) => i.price !== i.pvf).map((i) => ({ ...i, price: i.pvf! }));
  await writeStaged(changed);
  return { data: { updated: changed.length } };
}

export async function finish({ body, caller }: Request<R['sales_import.finish']>) {
  const state = await stagingState();
  if (state.runningJob) throw new HttpError(409, 'errors.import_sales_running');
  if (state.rows === 0) throw new HttpError(409, 'errors.import_sales_no_rows');
  const items = await allStaged(state.generation);
  const totals = items.reduce((t, i) => ({ price: t.price + i.price * i.quantity, quantity: t.quantity + i.quantity }), {
    price: 0,
    quantity: 0,
  });
  await putItem({
    pk: '$si#import',
    sk: `${body.date}#${state.generation}`,
    date: body.date,
    generation: state.generation,
    rows: items.length,
    totalPrice: round(totals.price),
    totalQuantity: totals.quantity,
    jobs: state.jobs,
    finishedBy: caller.accountId,
    finishedAt: new Date().toISOString(),
  });
  // The next generation is an empty staging area at once; the finished rows expire by TTL.
  try {
    await update(
      K.state,
      'state',
      'SET generation = :next, #r = :zero, rejected = :zero, jobs = :none',
      { ':next': state.generation + 1, ':zero': 0, ':none': [], ':gen': state.generation, ':null': null },
      { '#r': 'rows' },
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
  return { data: { rows: items.length } };
}
