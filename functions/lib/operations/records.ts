/**
 * Shared rules of the operations records (pharmacies, laboratories): the party they belong to,
 * field errors gathered into one 422, and the soft delete's "not deleted / deleted" conditions.
 */
import type { OpcParty } from '../../../shared/operations/views';
import { listOpcLaboratories } from '../data/entities/opc-laboratory';
import { listOpcPharmacies } from '../data/entities/opc-pharmacy';
import { getParty, listParties, type PartyItem, type PartyKind } from '../data/parties';
import { HttpError, notFound, type FieldErrors } from '../http/errors';
import { isConditionalFailure } from '../rate-limit';

/** Collects per-field errors so one 422 names every field in error. */
export class FieldProblems {
  private readonly fields: FieldErrors = {};
  add(field: string, key: FieldErrors[string][number]['key'], vars?: Record<string, string | number>) {
    (this.fields[field] ??= []).push({ key, vars });
  }
  throwIfAny() {
    if (Object.keys(this.fields).length) throw new HttpError(422, 'errors.invalid', {}, this.fields);
  }
}

/** The party a record points at must exist and be of the record's kind. */
export async function checkParty(partyId: number, kind: PartyKind, problems: FieldProblems): Promise<PartyItem | null> {
  const party = await getParty(partyId);
  if (!party) problems.add('party_id', 'validation.exists');
  else if (party.kind !== kind) problems.add('party_id', 'validation.opc_party_kind');
  return party;
}

export const partyRef = (p: PartyItem | null | undefined): OpcParty | null => (p ? { code: p.code, name: p.name } : null);

/** Parties by id, for joining a whole list at once. */
export async function partiesById(kind: PartyKind): Promise<Map<number, PartyItem>> {
  return new Map((await listParties(kind)).map((p) => [p.partyId, p]));
}

/**
 * Runs a conditional write of the soft delete or its undo; a failed condition (no such record, or
 * not in the expected state) is the 404 the spec's restore of a never-deleted record answers.
 */
export async function conditional<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (isConditionalFailure(e)) throw notFound();
    throw e;
  }
}

/** Every pharmacy record, deleted ones included (one partition: a few thousand). */
export async function loadPharmacies() {
  return listOpcPharmacies();
}

/** Every laboratory record, deleted ones included. */
export async function loadLaboratories() {
  return listOpcLaboratories();
}

/** The codes imports check rows against: active pharmacies' fede codes and laboratories' codes. */
export async function knownCodes(): Promise<{ pharmacies: string[]; laboratories: string[] }> {
  const [pharmacies, laboratories] = await Promise.all([loadPharmacies(), loadLaboratories()]);
  const sorted = (codes: string[]) => [...new Set(codes)].sort();
  return {
    pharmacies: sorted(pharmacies.filter((p) => !p.deletedAt).flatMap((p) => p.codesFede)),
    laboratories: sorted(laboratories.filter((l) => !l.deletedAt).map((l) => l.code)),
  };
}
