/** The import history: every stored import; the last of each kind removable. */
import { IMPORT_KINDS, type ImportBatchRow } from '../../../shared/operations/views';
import type { operationsRoutes } from '../../../shared/api/routes/operations';
import { getAccount } from '../../lib/data/accounts';
import { HttpError, notFound } from '../../lib/http/errors';
import { noContent, type Request } from '../../lib/http/group-handler';
import { batchesOf, removeBatch } from '../../lib/operations/import-batches';

type R = typeof operationsRoutes;

/** The history shows the latest imports of each kind; older ones stay stored. */
const PER_KIND = 200;

export async function batches({ query }: Request<R['operations.import.batches']>) {
  const kinds = query.kind ? [query.kind] : IMPORT_KINDS;
  const lists = await Promise.all(kinds.map((k) => batchesOf(k)));
  const names = new Map<number, string | null>();
  const rows: ImportBatchRow[] = [];
  for (const list of lists) {
    const last = list.at(-1)?.batchId;
    for (const b of list.slice(-PER_KIND)) {
      if (!names.has(b.accountId)) names.set(b.accountId, (await getAccount(b.accountId))?.name ?? null);
      const name = names.get(b.accountId);
      rows.push({
        id: b.batchId,
        kind: b.kind,
        user: name ? { id: b.accountId, name } : null,
        created_at: b.createdAt,
        files: b.files ?? [],
        rows: b.rows,
        laboratory_id: b.laboratoryId ?? null,
        removable: b.batchId === last,
      });
    }
  }
  return { data: rows.sort((a, b) => b.id - a.id) };
}

export async function removeLast({ params }: Request<R['operations.import.batches.delete']>) {
  for (const kind of IMPORT_KINDS) {
    const list = await batchesOf(kind);
    if (!list.some((b) => b.batchId === params.id)) continue;
    if (list.at(-1)!.batchId !== params.id) throw new HttpError(409, 'errors.opc_batch_not_last');
    await removeBatch(kind, list.at(-1)!);
    return noContent();
  }
  throw notFound();
}
