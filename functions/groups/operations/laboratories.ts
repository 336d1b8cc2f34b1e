/** /api/opc/laboratories: the laboratories' records (§2, §5 laboratory form, §7). */
import type * as z from 'zod/mini';
import type { DeletedRecord, LaboratoryRow } from '../../../shared/operations/views';
import { operationsRoutes, type laboratoryBody } from '../../../shared/api/routes/operations';
import {
  createOpcLaboratory,
  deleteOpcLaboratory,
  getOpcLaboratory,
  restoreOpcLaboratory,
  updateOpcLaboratory,
} from '../../lib/data/entities/opc-laboratory';
import { nextId } from '../../lib/data/counters';
import { getParty, type PartyItem } from '../../lib/data/parties';
import { contains, inRange } from '../../lib/datatable/compare';
import { defineDatatable } from '../../lib/datatable/define';
import { conflict, notFound } from '../../lib/http/errors';
import { noContent, reply, type Request } from '../../lib/http/group-handler';
import { checkParty, conditional, FieldProblems, loadLaboratories, partiesById, partyRef } from '../../lib/operations/records';

type R = typeof operationsRoutes;
type Item = Awaited<ReturnType<typeof loadAll>>[number];

const loadAll = loadLaboratories;

const view = (l: Item, party: PartyItem | null | undefined): LaboratoryRow => ({
  id: l.laboratoryId,
  code: l.code,
  party_id: l.partyId,
  created_at: l.createdOn,
  party: partyRef(party),
});

async function rows(deleted: boolean) {
  const [items, parties] = await Promise.all([loadAll(), partiesById('laboratory')]);
  return items.filter((l) => !l.deletedAt === !deleted).map((l) => ({ item: l, row: view(l, parties.get(l.partyId)) }));
}

/** The columns and filters the active list and the deleted view share. */
const shape = {
  sorts: {
    id: (r: LaboratoryRow) => r.id,
    code: (r: LaboratoryRow) => r.code,
    party: (r: LaboratoryRow) => r.party?.name,
    created_at: (r: LaboratoryRow) => r.created_at,
  },
  filters: {
    code: (r: LaboratoryRow, v: string) => contains(r.code, v),
    date_from: (r: LaboratoryRow, v: string) => inRange(r.created_at, { from: v }),
    date_to: (r: LaboratoryRow, v: string) => inRange(r.created_at, { to: v }),
    party: (r: LaboratoryRow, v: string) => contains(r.party?.name, v) || contains(r.party?.code, v),
  },
};

/** Laboratories are hundreds: one bounded read; the selector takes them all (per_page=-1). */
const table = defineDatatable(operationsRoutes['operations.laboratories.datatable']).bounded({
  cap: 5_000,
  load: async () => (await rows(false)).map((r) => r.row),
  ...shape,
  defaultOrder: (a, b) => b.id - a.id,
});

/** The recycle bin: the same partition's deleted records, last deleted first. */
const trashTable = defineDatatable(operationsRoutes['operations.laboratories.trash']).bounded({
  cap: 5_000,
  load: async (): Promise<DeletedRecord<LaboratoryRow>[]> =>
    (await rows(true)).map(({ item, row }) => ({ ...row, deleted_at: item.deletedAt! })),
  ...shape,
  defaultOrder: (a, b) => b.deleted_at.localeCompare(a.deleted_at) || b.id - a.id,
});

export const datatable = ({ query }: Request<R['operations.laboratories.datatable']>) => table.answer(query, undefined);
export const trash = ({ query }: Request<R['operations.laboratories.trash']>) => trashTable.answer(query, undefined);

async function activeItem(id: number): Promise<Item> {
  const data = await getOpcLaboratory(id);
  if (!data || data.deletedAt) throw notFound();
  return data;
}

type Body = z.output<typeof laboratoryBody>;

/** §5 plus: the party is a laboratory with no other active record, and the code names one laboratory. */
async function checked(body: Body, selfId: number | null) {
  const problems = new FieldProblems();
  const party = await checkParty(body.party_id, 'laboratory', problems);
  const others = (await loadAll()).filter((l) => !l.deletedAt && l.laboratoryId !== selfId);
  if (others.some((l) => l.partyId === body.party_id)) problems.add('party_id', 'validation.opc_party_taken');
  if (others.some((l) => l.code === body.code)) problems.add('code', 'validation.unique');
  problems.throwIfAny();
  return { party, fields: { code: body.code, partyId: body.party_id, createdOn: body.date } };
}

export async function show({ params }: Request<R['operations.laboratories.show']>) {
  const item = await activeItem(params.id);
  return { data: view(item, await getParty(item.partyId)) };
}

export async function store({ body }: Request<R['operations.laboratories.store']>) {
  const { party, fields } = await checked(body, null);
  const laboratoryId = await nextId('opc-laboratory');
  const data = await createOpcLaboratory({ laboratoryId, ...fields });
  return reply(201, { data: view(data, party) });
}

export async function update({ params, body }: Request<R['operations.laboratories.update']>) {
  await activeItem(params.id);
  const { party, fields } = await checked(body, params.id);
  await conditional(() => updateOpcLaboratory(params.id, fields));
  return { data: view(await activeItem(params.id), party) };
}

export async function destroy({ params }: Request<R['operations.laboratories.delete']>) {
  await conditional(() => deleteOpcLaboratory(params.id));
  return noContent();
}

/** The alert's undo and the deleted view's restore: only a deleted record is restored (404 otherwise); its party and code must still be free. */
export async function restore({ params }: Request<R['operations.laboratories.restore']>) {
  const data = await getOpcLaboratory(params.id);
  if (!data || !data.deletedAt) throw notFound();
  const others = (await loadAll()).filter((l) => !l.deletedAt && l.laboratoryId !== params.id);
  if (others.some((l) => l.partyId === data.partyId || l.code === data.code)) throw conflict();
  await conditional(() => restoreOpcLaboratory(params.id));
  return { data: view(await activeItem(params.id), await getParty(data.partyId)) };
}
