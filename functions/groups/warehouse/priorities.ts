/**
 * Priorities (§2 warehouse.logistics.priorities, §4, §5): the ordered party list, saved as a whole
 * in one item, so no reader ever sees half a reorder. Positions must be 1..n in order.
 */
import type { warehouseRoutes } from '../../../shared/api/routes/warehouse';
import type { PriorityList } from '../../../shared/warehouse/views';
import { getPriorityList, savePriorityList } from '../../lib/data/entities/priority-list';
import { invalid } from '../../lib/http/errors';
import type { Request } from '../../lib/http/group-handler';
import { partiesById } from '../../lib/warehouse/records';

type R = typeof warehouseRoutes;
type Saved = { date: string; partyIds: number[]; savedAt: string; savedBy: string } | null;

async function view(saved: Saved): Promise<PriorityList> {
  if (!saved) return { date: null, priorities: [], saved_at: null, saved_by: null };
  const parties = await partiesById(saved.partyIds);
  return {
    date: saved.date,
    priorities: saved.partyIds.map((id, i) => ({
      priority: i + 1,
      party: id,
      party_obj: { id, name: parties.get(id)?.name ?? '' },
      start_date: saved.date,
    })),
    saved_at: saved.savedAt,
    saved_by: saved.savedBy,
  };
}

export async function prioritiesShow(_: Request<R['warehouse.logistics.priorities.show']>) {
  return { data: await view(await getPriorityList()) };
}

export async function prioritiesSave({ body, caller }: Request<R['warehouse.logistics.priorities.save']>) {
  const entries = body.priorities;
  if (!entries.length) throw invalid('priorities', 'validation.empty_priorities');
  if (entries.some((e, i) => e.priority !== i + 1)) throw invalid('priorities', 'validation.priorities_consecutive');
  const partyIds = entries.map((e) => e.party);
  if (new Set(partyIds).size !== partyIds.length) throw invalid('priorities', 'validation.priorities_distinct');
  const known = await partiesById(partyIds);
  if (partyIds.some((id) => !known.has(id))) throw invalid('priorities', 'validation.exists');
  const saved = { date: body.date, partyIds, savedAt: new Date().toISOString(), savedBy: caller.actor?.login ?? caller.login };
  await savePriorityList(saved);
  return { data: await view(saved) };
}
