/** Remembered column mappings of the sell-in wizard. */
import { createHash } from 'node:crypto';
import {
  MAPPINGS_PER_KIND,
  normalizeHeader,
  type ColumnMapping,
  type RememberedMapping,
} from '../../../shared/operations/mappings';
import type { operationsRoutes } from '../../../shared/api/routes/operations';
import { getAccount } from '../../lib/data/accounts';
import { deleteOpcImportMappings, listOpcImportMappings, putOpcImportMapping } from '../../lib/data/entities/opc-import-mapping';
import { invalid } from '../../lib/http/errors';
import type { Request } from '../../lib/http/group-handler';

type R = typeof operationsRoutes;
type Item = Awaited<ReturnType<typeof list>>[number];

const list = async (kind: 'sell_in_fede' | 'sell_in_platform') =>
  (await listOpcImportMappings(kind)).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));

async function view(m: Item, names: Map<number, string | null>): Promise<RememberedMapping> {
  if (!names.has(m.accountId)) names.set(m.accountId, (await getAccount(m.accountId))?.name ?? null);
  return {
    headers: m.headers,
    mapping: JSON.parse(m.mapping) as ColumnMapping,
    updated_at: m.updatedAt,
    user: names.get(m.accountId) ?? null,
  };
}

export async function mappings({ query }: Request<R['operations.import.mappings']>) {
  const names = new Map<number, string | null>();
  const items = (await list(query.kind)).slice(0, MAPPINGS_PER_KIND);
  return { data: await Promise.all(items.map((m) => view(m, names))) };
}

export async function saveMapping({ body, caller }: Request<R['operations.import.mappings.save']>) {
  const headers = body.headers.map(normalizeHeader);
  // Each mapped column points at a header of the set.
  for (const [column, index] of Object.entries(body.mapping))
    if (index !== null && index >= headers.length) throw invalid(`mapping.${column}`, 'validation.in');
  const headersKey = createHash('sha256').update(JSON.stringify(headers)).digest('hex');
  const data = await putOpcImportMapping({
    kind: body.kind,
    headersKey,
    headers,
    mapping: JSON.stringify(body.mapping),
    accountId: caller.accountId,
  });
  // Keep the latest per kind: older sources are forgotten.
  const stale = (await list(body.kind)).slice(MAPPINGS_PER_KIND);
  if (stale.length) await deleteOpcImportMappings(stale.map((m) => ({ kind: m.kind, headersKey: m.headersKey })));
  return { data: await view(data, new Map()) };
}
