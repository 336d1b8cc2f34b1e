/** The end of a job: its status, the staging area released (runningJob cleared), and on failure what the failed files wrote removed. */
import { logger } from '../logger';
import { getJob, jobFiles, setFile, type StepCause } from './jobs';
import { deleteFileRows, fileKey, stagedRows, stagingState } from './staging';
import { deleteItem, isConditionFailure, K, update } from './store';

/** The error a Catch hands on: `{Error, Cause}`; a Lambda's Cause is a JSON text with errorType and errorMessage (and a trace, dropped). */
export interface WorkflowError {
  Error?: string;
  Cause?: string;
}

export function causeOf(error: WorkflowError | undefined): StepCause {
  const name = error?.Error ?? 'Error';
  const text = error?.Cause ?? '';
  try {
    const parsed = JSON.parse(text) as { errorType?: string; errorMessage?: string };
    if (parsed && typeof parsed === 'object' && (parsed.errorType || parsed.errorMessage))
      return { error: parsed.errorType ?? name, message: (parsed.errorMessage ?? '').slice(0, 500) };
  } catch {
    // Not JSON: the cause is the message itself.
  }
  return { error: name, message: text.slice(0, 500) };
}

export async function finishJob(jobId: string, status: 'ready' | 'failed', error?: WorkflowError) {
  if (status === 'failed') await cleanFailedJob(jobId, causeOf(error));
  else await update(K.job(jobId), 'job', 'SET #s = :s', { ':s': status }, { '#s': 'status' });
  try {
    await update(K.state, 'state', 'SET runningJob = :null', { ':null': null, ':job': jobId }, undefined, 'runningJob = :job');
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
  return { jobId, status };
}

/**
 * The failure branch (idempotent): every file the error left unfinished loses what it wrote (rows
 * and its claims, so the same file can be sent again) and is marked failed with its cause; the job
 * records the cause; both are logged with the job id.
 */
async function cleanFailedJob(jobId: string, cause: StepCause) {
  const [job, files, { generation }] = await Promise.all([getJob(jobId), jobFiles(jobId), stagingState()]);
  logger.error('sales import job failed', { jobId, kind: job?.kind ?? 'upload', cause });
  for (const f of files) {
    const unfinished = f.status === 'queued' || f.status === 'reading' || (f.status === 'failed' && !!f.cause);
    if (!unfinished) continue;
    const deleted = await deleteFileRows(generation, fileKey(jobId, f.index));
    for (const claim of f.claims ?? []) await deleteItem(claim.pk, claim.sk);
    const fileCause = f.cause ?? { ...cause, row: f.rowsRead };
    logger.error('sales import file cleaned after a failure', {
      jobId,
      file: f.index,
      fileName: f.fileName,
      deleted,
      cause: fileCause,
    });
    await setFile(jobId, f.index, { status: 'failed', cause: fileCause, claims: [] });
  }
  await update(K.job(jobId), 'job', 'SET #s = :s, #c = :c', { ':s': 'failed', ':c': cause }, { '#s': 'status', '#c': 'cause' });
}

/**
 * Where imported sales live for good (docs/spec-decisions.md): each finished import's staged rows
 * are written as `imported sale` items (functions/lib/administration/imported-sales.ts), month-
 * partitioned per laboratory for the labs statistics, in batches. Idempotent: the items' keys
 * come from the import and the row, and a marker per import says it is done, so a retry or a
 * second caller writes nothing twice. The staged rows outlive the finish by 90 days (TTL), so an
 * import finished before this ran is caught up by the next call. Only the files the import
 * registered as staged are read.
 */
export async function persistFinishedImports(): Promise<{ imports: number; rows: number }> {
  const { queryAll: all, getMany: many, putItem: put } = await import('./store');
  const { saleItems, writeSales } = await import('../administration/imported-sales');
  const { AK } = await import('../administration/keys');
  const finished = await all<{ sk: string; date: string; generation: number; files?: string[] }>('$si#import');
  const done = new Set((await many<{ sk: string }>(finished.map((f) => ({ pk: AK.persisted, sk: f.sk })))).map((m) => m.sk));
  let rows = 0;
  let imports = 0;
  for (const f of finished.filter((x) => !done.has(x.sk))) {
    let n = 0;
    for await (const page of stagedRows(
      f.generation,
      (f.files ?? []).map((sk) => ({ sk })),
    )) {
      const items = await saleItems(
        page.map((s, k) => ({
          batch: `${f.generation}`,
          // Unique within the import, and the same on a retry: the files and their rows are read in key order.
          row: n + k,
          source: 'import' as const,
          date: s.date,
          distributorId: s.distributorId,
          brandId: s.brandId,
          customer: s.customer,
          delivery_note: s.delivery_note,
          product_code: s.product_code,
          xf: s.xf ?? null,
          description: s.description,
          price: s.price,
          quantity: s.quantity,
          notes: null,
        })),
      );
      await writeSales(items);
      n += page.length;
    }
    await put({ pk: AK.persisted, sk: f.sk, rows: n, at: new Date().toISOString() });
    rows += n;
    imports++;
  }
  return { imports, rows };
}
