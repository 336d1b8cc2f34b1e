/** The 1706 special catalog's laboratory parties (§2): one item holding the list of party ids. */
import type { PartySummary } from '../../../shared/acl/views';
import { getParty, partySummary, type PartyItem } from '../data/parties';
import { invalid } from '../http/errors';
import { getItem, putItem } from '../sales-import/store';
import { AK } from './keys';

const SK = 'list';

export async function specialCatalogPartyIds(): Promise<number[]> {
  return (await getItem<{ parties: number[] }>(AK.special, SK))?.parties ?? [];
}

async function partiesOf(ids: number[]): Promise<PartyItem[]> {
  return (await Promise.all(ids.map((id) => getParty(id)))).filter((p): p is PartyItem => p !== null);
}

export async function specialCatalogParties(): Promise<PartySummary[]> {
  return (await partiesOf(await specialCatalogPartyIds())).map(partySummary).sort((a, b) => a.name.localeCompare(b.name, 'ca'));
}

/** Replaces the list; every id must be a laboratory party (422 on `parties.N`). */
export async function setSpecialCatalogParties(ids: number[]): Promise<PartySummary[]> {
  const unique = [...new Set(ids)];
  const found = await Promise.all(unique.map((id) => getParty(id)));
  found.forEach((p, n) => {
    if (!p) throw invalid(`parties.${ids.indexOf(unique[n]!)}`, 'validation.exists');
    if (p.kind !== 'laboratory') throw invalid(`parties.${ids.indexOf(unique[n]!)}`, 'validation.laboratory_party');
  });
  await putItem({ pk: AK.special, sk: SK, parties: unique, updatedAt: new Date().toISOString() });
  return specialCatalogParties();
}
