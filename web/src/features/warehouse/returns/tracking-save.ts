/**
 * What saving a return tracking does (spec §4), decided on screen before anything is sent (the
 * server decides again and answers 422 naming the rule, 409 when the lines changed meanwhile):
 * - refused when a line in status 4 (final) has resolution 1 or an undecided refunded value, or
 *   when the lines hold more than two statuses, or two of which none is the batch's current one;
 * - an update in place when every line shares one status;
 * - a split otherwise: lines on the current status stay, the others move to a clone.
 */

/** Spec §4: 1 is the initial status, 2 shows resolution icons, 4 is final. */
export const STATUS_INITIAL = 1;
export const STATUS_RESOLUTIONS = 2;
export const STATUS_FINAL = 4;
/** The resolution a final line may not keep (§4: "other than 1"). */
export const RESOLUTION_PENDING = 1;

export interface EditedLine {
  id: number;
  status_id: number;
  resolution_id: number | null;
  /** null: pending (§3 refunded values). */
  refunded: boolean | null;
}

export type SaveRule = 'final_needs_resolution' | 'final_needs_refunded' | 'too_many_statuses' | 'keeps_current_status';

export type SavePlan =
  | { kind: 'refused'; rule: SaveRule; lines: number[] }
  | { kind: 'update'; status_id: number; lines: EditedLine[] }
  | {
      kind: 'split';
      current: { status_id: number; lines: EditedLine[] };
      clone: { status_id: number; lines: EditedLine[] };
    };

export function planSave(currentStatus: number, lines: readonly EditedLine[]): SavePlan {
  const final = lines.filter((l) => l.status_id === STATUS_FINAL);
  const unresolved = final.filter((l) => l.resolution_id === null || l.resolution_id === RESOLUTION_PENDING);
  if (unresolved.length) return { kind: 'refused', rule: 'final_needs_resolution', lines: unresolved.map((l) => l.id) };
  const undecided = final.filter((l) => l.refunded === null);
  if (undecided.length) return { kind: 'refused', rule: 'final_needs_refunded', lines: undecided.map((l) => l.id) };
  const statuses = [...new Set(lines.map((l) => l.status_id))];
  if (statuses.length > 2) return { kind: 'refused', rule: 'too_many_statuses', lines: [] };
  if (statuses.length <= 1) return { kind: 'update', status_id: statuses[0] ?? currentStatus, lines: [...lines] };
  if (!statuses.includes(currentStatus)) return { kind: 'refused', rule: 'keeps_current_status', lines: [] };
  const other = statuses.find((s) => s !== currentStatus)!;
  return {
    kind: 'split',
    current: { status_id: currentStatus, lines: lines.filter((l) => l.status_id === currentStatus) },
    clone: { status_id: other, lines: lines.filter((l) => l.status_id === other) },
  };
}

/** The global selectors (spec §2): a value chosen there is applied to every line. */
export function applyToAll(lines: readonly EditedLine[], change: Partial<Omit<EditedLine, 'id'>>): EditedLine[] {
  return lines.map((l) => ({ ...l, ...change }));
}
