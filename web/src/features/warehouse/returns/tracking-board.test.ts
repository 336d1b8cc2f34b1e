import { describe, expect, it } from 'vitest';
import { emptyLinesSummary, type TrackingCard } from '../../../../../shared/warehouse/returns';
import { columnsByStatus, matchesLaboratory, pendingRefunds } from './tracking-board';

const summary = emptyLinesSummary();
const card = (
  id: number,
  status_id: number,
  party: { id: number; name: string },
  pending_refund = 0,
  created_at = '2026-11-01',
): TrackingCard => ({
  id,
  party,
  created_at,
  status_id,
  lines: 1,
  lines_summary: summary,
  pending_refund,
});
const iberia = { id: 2002, name: 'Laboratorios Iberia Salud' };
const dermo = { id: 2003, name: 'Dermo Catalunya' };

describe('the tracking board', () => {
  it('searches by laboratory ignoring case and accents', () => {
    expect(matchesLaboratory(card(1, 1, iberia), 'IBERIA')).toBe(true);
    expect(matchesLaboratory(card(1, 1, { id: 9, name: 'Laboratoris Àlfa' }), 'alfa')).toBe(true);
    expect(matchesLaboratory(card(1, 1, dermo), 'iberia')).toBe(false);
    expect(matchesLaboratory(card(1, 1, dermo), '  ')).toBe(true);
  });

  it('one column per status, empty ones too, newest first', () => {
    const columns = columnsByStatus(
      [card(1, 1, iberia, 0, '2026-10-01'), card(2, 1, dermo, 0, '2026-11-01'), card(3, 4, dermo)],
      [1, 2, 3, 4],
    );
    expect([...columns.entries()].map(([s, list]) => [s, list.map((c) => c.id)])).toEqual([
      [1, [2, 1]],
      [2, []],
      [3, []],
      [4, [3]],
    ]);
  });

  it('adds the value pending refund per laboratory, to the cent, highest first', () => {
    expect(
      pendingRefunds([card(1, 2, iberia, 10.1), card(2, 2, iberia, 0.2), card(3, 2, dermo, 50), card(4, 1, dermo, 0)]),
    ).toEqual([
      { party: dermo, value: 50, batches: 1 },
      { party: iberia, value: 10.3, batches: 2 },
    ]);
  });
});
