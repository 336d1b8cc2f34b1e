/**
 * A history entry's `changes` (spec §3: a JSON text with type_id, status_id, user_assigned_id,
 * new) read into lines a person can follow: which field, from what, to what. A value may be the
 * new value alone or a [before, after] pair; unknown keys and unreadable text are left out rather
 * than shown raw.
 */
export const HISTORY_FIELDS = ['type_id', 'status_id', 'user_assigned_id', 'new'] as const;
export type HistoryField = (typeof HISTORY_FIELDS)[number];

export type HistoryValue = number | boolean | null;

export interface HistoryChange {
  field: HistoryField;
  from?: HistoryValue;
  to: HistoryValue;
}

const isValue = (v: unknown): v is HistoryValue => v === null || typeof v === 'number' || typeof v === 'boolean';

export function historyChanges(changes: string | object | null | undefined): HistoryChange[] {
  let parsed: unknown = changes;
  if (typeof changes === 'string') {
    try {
      parsed = JSON.parse(changes);
    } catch {
      return [];
    }
  }
  if (!parsed || typeof parsed !== 'object') return [];
  const record = parsed as Record<string, unknown>;
  const out: HistoryChange[] = [];
  for (const field of HISTORY_FIELDS) {
    const value = record[field];
    if (isValue(value)) out.push({ field, to: value });
    else if (Array.isArray(value) && value.length === 2 && isValue(value[0]) && isValue(value[1]))
      out.push({ field, from: value[0], to: value[1] });
  }
  return out;
}
