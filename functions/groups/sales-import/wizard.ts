/**
 * The wizard's step calls (§2 "Sales import wizard", §4, §7): state, job progress, summary, new
 * products and conversions, pharmacies with specialities, customers without deposit, wrong prices,
 * finish. They read the staging area (one month's uploads) and answer in the caller's language.
 */
import type { salesImportRoutes } from '../../../shared/api/routes/sales-import';
import { codeChecks } from '../../../shared/sales-import/rules';
import type {
  ImportState,
  ImportSummary,
  NewProductRow,
  NoDepositCustomer,
  SpecialityRow,
  StagedSale,
  WrongPriceRow,
} from '../../../shared/sales-import/views';
import { HttpError, invalid, notFound, type FieldErrors } from '../../lib/http/errors';
import type { Request } from '../../lib/http/group-handler';
import { createAllConversions, getConversionByCode } from '../../lib/sales-import/conversions';
import { getJob, jobFiles, jobView } from '../../lib/sales-import/jobs';
import {
  allStaged,
  loaded,
  reReconcile,
  stagedId,
  stagedKey,
  stagingState,
  wrongPriceRows,
  writeStaged,
  type StagedItem,
} from '../../lib/sales-import/staging';
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
  const [items, state] = await Promise.all([allStaged(), stagingState()]);
  let totalPrice = 0;
  let totalQuantity = 0;
  for (const i of items) {
    totalPrice += i.price * i.quantity;
    totalQuantity += i.quantity;
  }
  return {
    data: {
      customers: items.length,
      totalPrice: round(totalPrice),
      totalQuantity: round(totalQuantity, 6),
      rejected: state.rejected,
    },
  };
}

const saleOf = (i: StagedItem): StagedSale => ({
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

/** One row per product code without a conversion (each code gets one xf). */
export async function newProducts(): Promise<{ data: NewProductRow[] }> {
  const seen = new Set<string>();
  const data: NewProductRow[] = [];
  for (const i of await allStaged()) {
    if (i.xf || seen.has(i.product_code)) continue;
    seen.add(i.product_code);
    data.push({ ...saleOf(i), ...codeChecks(i.product_code) });
  }
  return { data };
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

export async function convertCnApply(): Promise<{ data: { updated: number } }> {
  return { data: { updated: await reReconcile(await allStaged()) } };
}

/** Spanish medicines ("especialidades") have national codes starting 6 to 9; parapharmacy 1 to 5. */
const isSpeciality = (code: string) => /^[6-9]\d{5,6}$/.test(code);

export async function slWithSpecialities(): Promise<{ data: SpecialityRow[] }> {
  const seen = new Set<string>();
  const data: SpecialityRow[] = [];
  for (const i of await allStaged()) {
    const product = i.xf ?? i.product_code;
    if (!i.slCode || !isSpeciality(i.product_code)) continue;
    const key = `${product}|${i.slCode}`;
    if (seen.has(key)) continue;
    seen.add(key);
    data.push({ id: stagedId(i), product, description: i.description, tax_id: i.slCode, name: i.sl ?? '' });
  }
  return { data };
}

function withoutDeposit(items: StagedItem[]): NoDepositCustomer[] {
  const counts = new Map<string, number>();
  for (const i of items) if (!i.slCode) counts.set(i.customer, (counts.get(i.customer) ?? 0) + 1);
  return [...counts.entries()]
    .map(([customer, rows]) => ({ customer, rows }))
    .sort((a, b) => a.customer.localeCompare(b.customer));
}

export async function noDeposit(): Promise<{ data: NoDepositCustomer[] }> {
  return { data: withoutDeposit(await allStaged()) };
}

export async function removeLeadingZeroes(): Promise<{ data: { data: NoDepositCustomer[] } }> {
  const items = await allStaged();
  const targets = items.filter((i) => !i.slCode && /^0+\d/.test(i.customer));
  await reReconcile(targets, (i) => ({ ...i, customer: i.customer.replace(/^0+(?=\d)/, '') }));
  return { data: { data: withoutDeposit(await allStaged()) } };
}

export async function wrongPrices(): Promise<{ data: WrongPriceRow[] }> {
  return { data: wrongPriceRows(await allStaged()) };
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
  return { data: { rows: items.length } };
}
