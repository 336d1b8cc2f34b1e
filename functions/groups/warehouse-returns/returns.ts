/** Returns (§2 "Returns", §7) and the product lookup that fills their dialogs. */
import type { warehouseReturnRoutes } from '../../../shared/api/routes/warehouse-returns';
import { TRACKING_RESOLUTIONS, TRACKING_STATUSES } from '../../../shared/warehouse/returns';
import { nextId } from '../../lib/data/counters';
import { createPendingReturn, deletePendingReturn, replacePendingReturn } from '../../lib/data/entities/pending-return';
import { HttpError, invalid, notFound } from '../../lib/http/errors';
import { noContent, reply, type Request } from '../../lib/http/group-handler';
import { laboratoryOfProduct, lookupView, productByBarcode, productByCn, productById } from '../../lib/warehouse/product-lookup';
import { checkSplit, getJob, jobView, openJob, splitJobId, startSplit } from '../../lib/warehouse/return-split';
import {
  addComment,
  allTrackings,
  cardOf,
  getPending,
  nameOf,
  pendingReturns,
  pendingView,
  processReturns,
  requireTracking,
  saveInPlace,
  trackingView,
} from '../../lib/warehouse/returns';
import { pendingReturnsXlsx, trackingXlsx } from '../../lib/warehouse/returns-export';

type R = typeof warehouseReturnRoutes;

export async function productsByCn(req: Request<R['products.by_cn']>) {
  const p = await productByCn(req.params.cn);
  if (!p) throw notFound('errors.product_not_found');
  return { data: await lookupView(p) };
}

export async function productsByBarcode(req: Request<R['products.by_barcode']>) {
  const p = await productByBarcode(req.params.barcode);
  if (!p) throw notFound('errors.product_not_found');
  return { data: await lookupView(p) };
}

export async function returnsIndex(_: Request<R['warehouse.returns.index']>) {
  const lines = await pendingReturns();
  return {
    data: lines.map(pendingView).sort((a, b) => a.party.name.localeCompare(b.party.name, 'ca') || a.id - b.id),
  };
}

/** The stored line for a product and the dialog's fields (the laboratory follows the product). */
async function pendingLineOf(body: Request<R['warehouse.returns.store']>['body']) {
  const product = await productById(body.product);
  if (!product) throw invalid('product', 'validation.product_unknown');
  const lab = await laboratoryOfProduct(product);
  return {
    productId: product.productId,
    productCode: product.code,
    nationalCode: product.nationalCode,
    description: product.description,
    ean13: product.ean13 ?? [],
    listingPriceCents: product.listingPriceCents,
    quantity: body.quantity,
    lot: body.lot || undefined,
    defect: body.defect,
    expiresAt: body.expires_at ?? undefined,
    partyId: lab.id,
    partyName: lab.name,
  };
}

export async function returnsStore(req: Request<R['warehouse.returns.store']>) {
  const item = {
    returnId: await nextId('pendingReturn'),
    ...(await pendingLineOf(req.body)),
    createdAt: new Date().toISOString(),
    createdBy: await nameOf(req.caller),
  };
  await createPendingReturn(item);
  return reply(201, { data: pendingView(item) });
}

export async function returnsUpdate(req: Request<R['warehouse.returns.update']>) {
  const current = await getPending(req.params.id);
  if (!current) throw notFound();
  const item = { ...current, ...(await pendingLineOf(req.body)) };
  try {
    await replacePendingReturn(item);
  } catch (error) {
    // Processed or deleted since it was read.
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') throw notFound();
    throw error;
  }
  return { data: pendingView(item) };
}

export async function returnsDelete(req: Request<R['warehouse.returns.delete']>) {
  if (!(await getPending(req.params.id))) throw notFound();
  await deletePendingReturn(req.params.id);
  return noContent();
}

export async function returnsExport(req: Request<R['warehouse.returns.export']>) {
  const lines = await pendingReturns();
  const party = req.query.party;
  return pendingReturnsXlsx(party === undefined ? lines : lines.filter((l) => l.partyId === party), req.locale);
}

export async function trackingsStore(req: Request<R['warehouse.returns.trackings.store']>) {
  const t = await processReturns(req.body.party, req.body.returns, req.caller);
  return reply(201, { data: await trackingView(t, req.locale) });
}

export async function trackingsIndex(_: Request<R['warehouse.returns.trackings.index']>) {
  const all = await allTrackings();
  return { data: all.map(cardOf).sort((a, b) => b.id - a.id) };
}

const options = (list: readonly { id: number; name_ca: string; name_es: string }[]) =>
  list.map(({ id, name_ca, name_es }) => ({ id, name_ca, name_es }));

export async function trackingsStatus(_: Request<R['warehouse.returns.trackings.status']>) {
  return { data: options(TRACKING_STATUSES) };
}

export async function trackingsResolutions(_: Request<R['warehouse.returns.trackings.resolutions']>) {
  return { data: options(TRACKING_RESOLUTIONS) };
}

export async function trackingsCommentsStore(req: Request<R['warehouse.returns.trackings.comments.store']>) {
  const t = await requireTracking(req.body.tracking_id);
  return reply(201, { data: await addComment(t, req.body, req.caller) });
}

export async function trackingsShow(req: Request<R['warehouse.returns.trackings.show']>) {
  return { data: await trackingView(await requireTracking(req.params.id), req.locale) };
}

export async function trackingsUpdate(req: Request<R['warehouse.returns.trackings.update']>) {
  const t = await requireTracking(req.params.id);
  const saved = await saveInPlace(t, req.body.version, req.body.lines, req.caller);
  return { data: await trackingView(saved, req.locale) };
}

export async function trackingsExport(req: Request<R['warehouse.returns.trackings.export']>) {
  return trackingXlsx(await requireTracking(req.params.id), req.locale);
}

/** How long the request waits for the workflow before answering 202 with the running job. */
const SPLIT_WAIT_MS = 10_000;

export async function split(req: Request<R['warehouse.returns.split']>) {
  const t = await requireTracking(req.params.id);
  const jobId = splitJobId(t.trackingId, req.body.version);
  let job = await getJob(jobId);
  // A repeated request for a split already done (or running) answers that job, never a second clone.
  if (!job || (job.status === 'failed' && job.error === 'error')) {
    const lines = checkSplit(t, req.body);
    const opened = await openJob(jobId, t.trackingId);
    job = opened.job;
    if (opened.start)
      await startSplit({
        jobId,
        trackingId: t.trackingId,
        version: req.body.version,
        lines,
        cloneStatus: req.body.clone.status_id,
        userName: await nameOf(req.caller),
      });
  }
  const deadline = Date.now() + SPLIT_WAIT_MS;
  while (job.status === 'running' && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 150));
    job = (await getJob(jobId)) ?? job;
  }
  if (job.status === 'failed' && job.error === 'conflict') throw new HttpError(409, 'errors.split_conflict');
  if (job.status === 'failed') throw new Error(`split ${jobId} failed`);
  return job.status === 'done' ? { data: jobView(job) } : reply(202, { data: jobView(job) });
}

export async function splitJob(req: Request<R['warehouse.returns.split_job']>) {
  const job = await getJob(req.params.job);
  if (!job) throw notFound();
  return { data: jobView(job) };
}
