/**
 * The save rules of a returns tracking (ticketing-warehouse §4), pure so each is tested alone:
 * 1. no line in status 4 with resolution 1 (pending);
 * 2. no line in status 4 with the refund undecided;
 * 3. at most two distinct statuses among the lines;
 * 4. with two, one of them is the batch's current status.
 * One status: the batch is saved in place. Two: the lines on the other status split off into a clone.
 */
import { FINAL_STATUS, PENDING_RESOLUTION, type Refunded } from '../../../shared/warehouse/returns';
import type { ServerMessageKey } from '../../../shared/i18n/server-messages';

export interface LineState {
  id: number;
  status_id: number;
  resolution_id: number;
  refunded: Refunded;
}

export interface RuleBreak {
  key: ServerMessageKey;
  vars: Record<string, string | number>;
}

/** The first rule the lines break, or null; `codeOf` names a line's product in the message. */
export function brokenRule(currentStatus: number, lines: readonly LineState[], codeOf: (id: number) => string): RuleBreak | null {
  for (const l of lines) {
    if (l.status_id === FINAL_STATUS && l.resolution_id === PENDING_RESOLUTION)
      return { key: 'returns.rule_final_resolution', vars: { product: codeOf(l.id) } };
    if (l.status_id === FINAL_STATUS && l.refunded === null)
      return { key: 'returns.rule_final_refunded', vars: { product: codeOf(l.id) } };
  }
  const statuses = [...new Set(lines.map((l) => l.status_id))];
  if (statuses.length > 2) return { key: 'returns.rule_two_statuses', vars: {} };
  if (statuses.length === 2 && !statuses.includes(currentStatus))
    return { key: 'returns.rule_current_status', vars: { status: currentStatus } };
  return null;
}

/** Whether the lines are exactly the batch's (each once, none missing, none foreign). */
export function sameLines(batchIds: readonly number[], sent: readonly { id: number }[]): boolean {
  const ids = sent.map((l) => l.id);
  return ids.length === batchIds.length && new Set(ids).size === ids.length && ids.every((id) => batchIds.includes(id));
}

/** What a save does: in place (one status) or a split (lines on `other` leave with a clone). */
export function saveKind(
  currentStatus: number,
  lines: readonly LineState[],
): { kind: 'in_place'; status: number } | { kind: 'split'; other: number } {
  const statuses = [...new Set(lines.map((l) => l.status_id))];
  if (statuses.length === 1) return { kind: 'in_place', status: statuses[0]! };
  return { kind: 'split', other: statuses.find((s) => s !== currentStatus)! };
}
