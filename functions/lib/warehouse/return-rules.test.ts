import { describe, expect, it } from 'vitest';
import { brokenRule, sameLines, saveKind, type LineState } from './return-rules';

const line = (id: number, status_id: number, resolution_id = 1, refunded: boolean | null = null): LineState => ({
  id,
  status_id,
  resolution_id,
  refunded,
});
const code = (id: number) => `P${id}`;

describe('tracking save rules (§4)', () => {
  it('accepts lines of one status, and of two when one is the current', () => {
    expect(brokenRule(1, [line(1, 1), line(2, 1)], code)).toBeNull();
    expect(brokenRule(1, [line(1, 1), line(2, 2)], code)).toBeNull();
    expect(brokenRule(2, [line(1, 2), line(2, 4, 3, true)], code)).toBeNull();
  });
  it('rule 1: a line in status 4 needs a resolution other than pending', () => {
    expect(brokenRule(2, [line(1, 4, 1, true)], code)).toEqual({ key: 'returns.rule_final_resolution', vars: { product: 'P1' } });
  });
  it('rule 2: a line in status 4 needs the refund decided (false counts as decided)', () => {
    expect(brokenRule(2, [line(7, 4, 2, null)], code)).toEqual({ key: 'returns.rule_final_refunded', vars: { product: 'P7' } });
    expect(brokenRule(2, [line(7, 4, 2, false)], code)).toBeNull();
  });
  it('rule 3: at most two distinct statuses', () => {
    expect(brokenRule(1, [line(1, 1), line(2, 2), line(3, 3)], code)?.key).toBe('returns.rule_two_statuses');
  });
  it('rule 4: of two statuses one must be the current', () => {
    expect(brokenRule(1, [line(1, 2), line(2, 3)], code)).toEqual({ key: 'returns.rule_current_status', vars: { status: 1 } });
  });
  it('tells a save in place from a split', () => {
    expect(saveKind(1, [line(1, 2), line(2, 2)])).toEqual({ kind: 'in_place', status: 2 });
    expect(saveKind(1, [line(1, 1), line(2, 2)])).toEqual({ kind: 'split', other: 2 });
  });
  it('checks the lines are exactly the batch', () => {
    expect(sameLines([1, 2], [{ id: 2 }, { id: 1 }])).toBe(true);
    expect(sameLines([1, 2], [{ id: 1 }])).toBe(false);
    expect(sameLines([1, 2], [{ id: 1 }, { id: 1 }])).toBe(false);
    expect(sameLines([1, 2], [{ id: 1 }, { id: 3 }])).toBe(false);
  });
});
