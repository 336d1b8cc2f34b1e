/**
 * The priority list's edits (spec §4): positions are consecutive from 1 and follow the order of
 * the rows; moving swaps a row with its neighbour, adding appends, removing closes the gap.
 */
export interface PriorityDraft {
  party: number;
  name: string;
}

/** The rows with the one at `index` swapped with its neighbour above (-1) or below (+1). */
export function moveEntry<T>(rows: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= rows.length || target < 0 || target >= rows.length) return [...rows];
  const next = [...rows];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** The party at the next position; a party already listed is not added twice. */
export function appendParty(rows: readonly PriorityDraft[], party: PriorityDraft): PriorityDraft[] {
  return rows.some((r) => r.party === party.party) ? [...rows] : [...rows, party];
}

export function removeEntry<T>(rows: readonly T[], index: number): T[] {
  return rows.filter((_, i) => i !== index);
}
