/** Parties: pharmacies, laboratories and platforms. */
import type { PartyDetail, PartySummary } from '../../../shared/acl/views';
import { getParty, listParties, type PartyItem, type PartyKind } from './entities/party';

export { getParty, listParties, type PartyItem, type PartyKind };

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Parties whose code or name contains the text, accent- and case-insensitive. */
export async function searchParties(text: string): Promise<PartyItem[]> {
  const needle = fold(text);
  return (await listParties()).filter((p) => fold(p.code).includes(needle) || fold(p.name).includes(needle));
}

/** The spec's party: id, code, name, phone, employees[{party_obj}] (first = business manager). */
export function partyView(p: PartyItem): PartyDetail {
  return {
    id: p.partyId,
    code: p.code,
    name: p.name,
    phone: p.phone ?? null,
    kind: p.kind,
    employees: (p.employees ?? []).map((e) => ({
      party_obj: { name: e.name ?? '', phone: e.phone ?? '', email: e.email ?? '' },
    })),
  };
}

/** The short form used in lists and selects. */
export function partySummary(p: PartyItem): PartySummary {
  return { id: p.partyId, code: p.code, name: p.name, kind: p.kind };
}
