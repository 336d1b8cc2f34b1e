/**
 * The report's sell-in summary: every sell-in batch's totals merged per laboratory, named as the
 * laboratories are, in name order. Read by the report's screen (operations) and its export
 * (operations-imports), so it lives here rather than in either group.
 */
import { batchesOf } from './import-batches';
import { loadLaboratories, partiesById } from './records';
import { mergeInto, summaryRow, type LabTotals } from './sell-in-summary';
import { listOpcSellInTotals } from '../data/entities/opc-sell-in-totals';

export async function sellInSummary() {
  const batches = [...(await batchesOf('sell_in_fede')), ...(await batchesOf('sell_in_platform'))];
  const labs = new Map<string, LabTotals>();
  for (const b of batches) {
    for (const t of await listOpcSellInTotals(b.batchId)) mergeInto(labs, t.laboratory, JSON.parse(t.clients) as LabTotals);
  }
  const [records, parties] = await Promise.all([loadLaboratories(), partiesById('laboratory')]);
  const nameOf = new Map(records.filter((l) => !l.deletedAt).map((l) => [l.code, parties.get(l.partyId)?.name ?? l.code]));
  return [...labs]
    .map(([code, clients]) => summaryRow(nameOf.get(code) ?? code, clients))
    .sort((a, b) => a.name.localeCompare(b.name, 'ca'));
}
