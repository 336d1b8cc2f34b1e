import { describe, expect, it } from 'vitest';
import type { PendingReturn } from '../../../../../shared/warehouse/returns';
import { groupByLaboratory, processTarget, quantityProblem } from './return-form';

const t = (key: string) => key;
const line = (id: number, party: { id: number; name: string }): PendingReturn => ({
  id,
  product: { id: 1, code: 'P1', national_code: '6543210', description: 'Producte', ean13: [] },
  quantity: 1,
  lot: null,
  defect: 'Obsolet',
  expires_at: null,
  party,
  created_at: '2026-11-25T10:00:00Z',
  created_by: 'Núria',
});
const zeta = { id: 2, name: 'Zeta Pharma' };
const alfa = { id: 3, name: 'Àlfa Labs' };
const none = { id: -1, name: '' };

describe('pending returns', () => {
  it('quantity is required, whole and at least 0', () => {
    expect(quantityProblem('', t)).toBe('validation.required');
    expect(quantityProblem('-1', t)).toBe('warehouse.returns.quantity_whole');
    expect(quantityProblem('1.5', t)).toBe('warehouse.returns.quantity_whole');
    expect(quantityProblem('0', t)).toBeUndefined();
  });

  it('groups by laboratory in Catalan order, lines without a laboratory last', () => {
    const groups = groupByLaboratory([line(1, zeta), line(2, none), line(3, alfa), line(4, zeta)]);
    expect(groups.map((g) => [g.party.id, g.lines.map((l) => l.id)])).toEqual([
      [3, [3]],
      [2, [1, 4]],
      [-1, [2]],
    ]);
  });

  it('processes a selection of one laboratory only', () => {
    expect(processTarget([])).toEqual({ kind: 'none' });
    expect(processTarget([line(1, zeta), line(3, alfa)])).toEqual({ kind: 'several' });
    expect(processTarget([line(2, none)])).toEqual({ kind: 'no_laboratory' });
    expect(processTarget([line(1, zeta), line(4, zeta)])).toEqual({ kind: 'one', party: zeta, returns: [1, 4] });
  });
});
