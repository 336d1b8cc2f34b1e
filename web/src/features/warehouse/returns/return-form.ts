/**
 * Returns' screen rules (spec §2, §5): the quantity check, the pending lines grouped by laboratory
 * (the table's groups, Catalan order) and which laboratory a selection is processed for (§4: a
 * tracking batch is one laboratory's).
 */
import type { PendingReturn } from '../../../../../shared/warehouse/returns';

type T = (key: string, vars?: Record<string, string | number>) => string;

/** Required, a whole number, at least 0. */
export function quantityProblem(text: string, t: T): string | undefined {
  const v = text.trim();
  if (!v) return t('validation.required');
  if (!/^\d+$/.test(v)) return t('warehouse.returns.quantity_whole');
  return undefined;
}

export interface LaboratoryGroup {
  party: { id: number; name: string };
  lines: PendingReturn[];
}

const collator = new Intl.Collator('ca', { sensitivity: 'base' });

/** One group per laboratory, by name; lines of products without a laboratory (id -1) last. */
export function groupByLaboratory(lines: readonly PendingReturn[]): LaboratoryGroup[] {
  const groups = new Map<number, LaboratoryGroup>();
  for (const line of lines) {
    const group = groups.get(line.party.id) ?? { party: line.party, lines: [] };
    group.lines.push(line);
    groups.set(line.party.id, group);
  }
  return [...groups.values()].sort((a, b) =>
    a.party.id === -1 ? 1 : b.party.id === -1 ? -1 : collator.compare(a.party.name, b.party.name),
  );
}

export type ProcessTarget =
  | { kind: 'none' }
  | { kind: 'several' }
  | { kind: 'no_laboratory' }
  | { kind: 'one'; party: { id: number; name: string }; returns: number[] };

/** The laboratory a selection is processed for: one, or why not. */
export function processTarget(selected: readonly PendingReturn[]): ProcessTarget {
  if (!selected.length) return { kind: 'none' };
  const parties = new Set(selected.map((l) => l.party.id));
  if (parties.size > 1) return { kind: 'several' };
  const party = selected[0]!.party;
  if (party.id === -1) return { kind: 'no_laboratory' };
  return { kind: 'one', party, returns: selected.map((l) => l.id) };
}
