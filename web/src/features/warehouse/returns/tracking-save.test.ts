import { describe, expect, it } from 'vitest';
import { applyToAll, planSave, type EditedLine } from './tracking-save';

const line = (
  id: number,
  status_id: number,
  resolution_id: number | null = null,
  refunded: boolean | null = null,
): EditedLine => ({
  id,
  status_id,
  resolution_id,
  refunded,
});

describe('saving a return tracking (spec §4)', () => {
  it('updates in place when every line shares one status, even a new one', () => {
    expect(planSave(1, [line(1, 2), line(2, 2)])).toMatchObject({ kind: 'update', status_id: 2 });
    expect(planSave(1, [line(1, 1)])).toMatchObject({ kind: 'update', status_id: 1 });
  });

  it('splits two statuses: lines on the current one stay, the others go to the clone', () => {
    const plan = planSave(1, [line(1, 1), line(2, 2, 3), line(3, 1)]);
    expect(plan).toEqual({
      kind: 'split',
      current: { status_id: 1, lines: [line(1, 1), line(3, 1)] },
      clone: { status_id: 2, lines: [line(2, 2, 3)] },
    });
  });

  it('refuses two statuses of which none is the current one, and three statuses', () => {
    expect(planSave(1, [line(1, 2), line(2, 4, 2, true)])).toMatchObject({ kind: 'refused', rule: 'keeps_current_status' });
    expect(planSave(1, [line(1, 1), line(2, 2), line(3, 4, 2, false)])).toMatchObject({
      kind: 'refused',
      rule: 'too_many_statuses',
    });
  });

  it('refuses a final line with resolution 1 (or none) or refunded undecided, naming the lines', () => {
    expect(planSave(2, [line(1, 4, 1, true), line(2, 4, null, true)])).toEqual({
      kind: 'refused',
      rule: 'final_needs_resolution',
      lines: [1, 2],
    });
    expect(planSave(2, [line(1, 4, 2, null), line(2, 4, 2, false)])).toEqual({
      kind: 'refused',
      rule: 'final_needs_refunded',
      lines: [1],
    });
    expect(planSave(2, [line(1, 4, 2, false)])).toMatchObject({ kind: 'update', status_id: 4 });
  });

  it('the global selectors set every line', () => {
    expect(applyToAll([line(1, 1), line(2, 2)], { status_id: 4 }).map((l) => l.status_id)).toEqual([4, 4]);
  });
});
