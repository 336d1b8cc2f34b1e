/** /api/opc/pharmacies: the member pharmacies' records (§2, §5 pharmacy form, §7). */
import type * as z from 'zod/mini';
import { PHARMACY_CATEGORY_IDS } from '../../../shared/operations/categories';
import type { DeletedRecord, PharmacyRow } from '../../../shared/operations/views';
import { operationsRoutes, type pharmacyBody } from '../../../shared/api/routes/operations';
import {
  createOpcPharmacy,
  deleteOpcPharmacy,
  getOpcPharmacy,
  restoreOpcPharmacy,
  updateOpcPharmacy,
} from '../../lib/data/entities/opc-pharmacy';
import { nextId } from '../../lib/data/counters';
import { getParty, type PartyItem } from '../../lib/data/parties';
import { contains, inRange } from '../../lib/datatable/compare';
import { defineDatatable } from '../../lib/datatable/define';
import { conflict, notFound } from '../../lib/http/errors';
import { noContent, reply, type Request } from '../../lib/http/group-handler';
import { checkParty, conditional, FieldProblems, loadPharmacies, partiesById, partyRef } from '../../lib/operations/records';

type R = typeof operationsRoutes;
type Item = Awaited<ReturnType<typeof loadAll>>[number];

const loadAll = loadPharmacies;

const view = (p: Item, party: PartyItem | null | undefined): PharmacyRow => ({
  id: p.pharmacyId,
  id_store: p.idStore,
  party_id: p.partyId,
  codes_fede: p.codesFede,
  created_at: p.createdOn,
  selected_categories: p.categories ?? [],
  party: partyRef(party),
});

async function rows(deleted: boolean) {
  const [items, parties] = await Promise.all([loadAll(), partiesById('pharmacy')]);
  return items.filter((p) => !p.deletedAt === !deleted).map((p) => ({ item: p, row: view(p, parties.get(p.partyId)) }));
}

/** The columns and filters the active list and the deleted view share. */
const shape = {
  sorts: {
    id: (r: PharmacyRow) => r.id,
    id_store: (r: PharmacyRow) => r.id_store,
    code: (r: PharmacyRow) => r.party?.code,
    party: (r: PharmacyRow) => r.party?.name,
    created_at: (r: PharmacyRow) => r.created_at,
  },
  filters: {
    code: (r: PharmacyRow, v: string) => contains(r.party?.code, v),
    store: (r: PharmacyRow, v: number) => r.id_store === v,
    code_fede: (r: PharmacyRow, v: string) => r.codes_fede.some((c) => contains(c, v)),
    date_from: (r: PharmacyRow, v: string) => inRange(r.created_at, { from: v }),
    date_to: (r: PharmacyRow, v: string) => inRange(r.created_at, { to: v }),
    party: (r: PharmacyRow, v: string) => contains(r.party?.name, v) || contains(r.party?.code, v),
  },
};

/** Member pharmacies are a few thousand: one bounded read (docs/spec-decisions.md). */
const table = defineDatatable(operationsRoutes['operations.pharmacies.datatable']).bounded({
  cap: 10_000,
  load: async () => (await rows(false)).map((r) => r.row),
  ...shape,
  defaultOrder: (a, b) => b.id - a.id,
});

/** The recycle bin: the same partition's deleted records, last deleted first. */
const trashTable = defineDatatable(operationsRoutes['operations.pharmacies.trash']).bounded({
  cap: 10_000,
  load: async (): Promise<DeletedRecord<PharmacyRow>[]> =>
    (await rows(true)).map(({ item, row }) => ({ ...row, deleted_at: item.deletedAt! })),
  ...shape,
  defaultOrder: (a, b) => b.deleted_at.localeCompare(a.deleted_at) || b.id - a.id,
});

export const datatable = ({ query }: Request<R['operations.pharmacies.datatable']>) => table.answer(query, undefined);
export const trash = ({ query }: Request<R['operations.pharmacies.trash']>) => trashTable.answer(query, undefined);

async function activeItem(id: number): Promise<Item> {
  const data = await getOpcPharmacy(id);
  if (!data || data.deletedAt) throw notFound();
  return data;
}

type Body = z.output<typeof pharmacyBody>;

/**
 * §5 plus the rules the fede import rests on: the party is a pharmacy with no other active record,
 * and each fede code names one active pharmacy only (the import finds pharmacies by it).
 */
async function checked(body: Body, selfId: number | null) {
  const problems = new FieldProblems();
  const party = await checkParty(body.party_id, 'pharmacy', problems);
  const codes = [...new Set(body.codes_fede)];
  if (body.selected_categories.some((c) => !PHARMACY_CATEGORY_IDS.has(c)))
    problems.add('selected_categories', 'validation.category');
  const others = (await loadAll()).filter((p) => !p.deletedAt && p.pharmacyId !== selfId);
  if (others.some((p) => p.partyId === body.party_id)) problems.add('party_id', 'validation.opc_party_taken');
  const taken = new Set(others.flatMap((p) => p.codesFede));
  codes.forEach((c, i) => taken.has(c) && problems.add(`codes_fede.${i}`, 'validation.unique'));
  problems.throwIfAny();
  return {
    party,
    fields: {
      idStore: body.id_store,
      partyId: body.party_id,
      codesFede: codes,
      categories: [...new Set(body.selected_categories)],
      createdOn: body.date,
    },
  };
}

export async function show({ params }: Request<R['operations.pharmacies.show']>) {
  const item = await activeItem(params.id);
  return { data: view(item, await getParty(item.partyId)) };
}

export async function store({ body }: Request<R['operations.pharmacies.store']>) {
  const { party, fields } = await checked(body, null);
  const pharmacyId = await nextId('opc-pharmacy');
  const data = await createOpcPharmacy({ pharmacyId, ...fields });
  return reply(201, { data: view(data, party) });
}

export async function update({ params, body }: Request<R['operations.pharmacies.update']>) {
  await activeItem(params.id);
  const { party, fields } = await checked(body, params.id);
  await conditional(() => updateOpcPharmacy(params.id, fields));
  return { data: view(await activeItem(params.id), party) };
}

export async function destroy({ params }: Request<R['operations.pharmacies.delete']>) {
  await conditional(() => deleteOpcPharmacy(params.id));
  return noContent();
}

/** The alert's undo and the deleted view's restore: only a deleted record is restored (404 otherwise); its party must still be free. */
export async function restore({ params }: Request<R['operations.pharmacies.restore']>) {
  const data = await getOpcPharmacy(params.id);
  if (!data || !data.deletedAt) throw notFound();
  const others = (await loadAll()).filter((p) => !p.deletedAt && p.pharmacyId !== params.id);
  const codes = new Set(data.codesFede);
  if (others.some((p) => p.partyId === data.partyId || p.codesFede.some((c) => codes.has(c)))) throw conflict();
  await conditional(() => restoreOpcPharmacy(params.id));
  return { data: view(await activeItem(params.id), await getParty(data.partyId)) };
}
