/** The end of an upload job: its status, and the staging area released (runningJob cleared). */
import { jobFiles, setFile, setJobStatus } from './jobs';
import { isConditionFailure, K, update } from './store';

export async function finishJob(jobId: string, status: 'ready' | 'failed') {
  if (status === 'failed')
    // Files the error left half-done are marked failed so the screen stops waiting on them.
    for (const f of await jobFiles(jobId))
      if (f.status === 'queued' || f.status === 'reading')
        await setFile(jobId, f.index, { status: 'failed', messageKey: 'errors.server' });
  await setJobStatus(jobId, status);
  try {
    await update(K.state, 'state', 'SET runningJob = :null', { ':null': null, ':job': jobId }, undefined, 'runningJob = :job');
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
  return { jobId, status };
}

/**
 * Where imported sales live for good (docs/spec-decisions.md): each finished import's staged rows
 * are written as `imported sale` items (functions/lib/administration/imported-sales.ts), month-
 * partitioned per laboratory for the labs statistics, in batches. Idempotent: the items' keys
 * come from the import and the row, and a marker per import says it is done, so a retry or a
 * second caller writes nothing twice. The staged rows outlive the finish by 90 days (TTL), so an
 * import finished before this ran is caught up by the next call.
 */
export async function persistFinishedImports(): Promise<{ imports: number; rows: number }> {
  const { queryAll: all, getMany: many, putItem: put } = await import('./store');
  const { allStaged } = await import('./staging');
  const { saleItems, writeSales } = await import('../administration/imported-sales');
  const { AK } = await import('../administration/keys');
  const finished = await all<{ sk: string; date: string; generation: number }>('$si#import');
  const done = new Set((await many<{ sk: string }>(finished.map((f) => ({ pk: AK.persisted, sk: f.sk })))).map((m) => m.sk));
  let rows = 0;
  let imports = 0;
  for (const f of finished.filter((x) => !done.has(x.sk))) {
    const staged = await allStaged(f.generation);
    for (let i = 0; i < staged.length; i += 2000) {
      const slice = staged.slice(i, i + 2000);
      const items = await saleItems(
        slice.map((s, n) => ({
          batch: `${f.generation}`,
          row: i + n,
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
    }
    await put({ pk: AK.persisted, sk: f.sk, rows: staged.length, at: new Date().toISOString() });
    rows += staged.length;
    imports++;
  }
  return { imports, rows };
}
