import { describe, expect, it } from 'vitest';
import { firstErrors, gridErrors, shownRows } from './rules';

const codes = { pharmacies: new Set(['F4001']), laboratories: new Set(['LAB001']) };
const good = {
  tipus_document: 'ALB',
  albara: 'A1',
  data_albara: '15-1-2026',
  codi_client: 'F4001',
  codi_nacional: '700001',
  codi_laboratori: 'LAB001',
  quantitat: '2',
  pvl: '10,5',
  import_net: '21',
};

describe('the verify grid checks (spec §5 "Sell-in grid")', () => {
  it('finds the unknown pharmacy of the fede import and the bad date, in row order', () => {
    const errors = gridErrors([good, { ...good, codi_client: 'F9999' }, { ...good, data_albara: '2026-01-15' }], codes);
    expect(shownRows(errors, true)).toEqual([1, 2]);
    expect(shownRows(errors, false)).toEqual([0, 1, 2]);
    expect(firstErrors(errors, 5)).toEqual([
      { row: 2, column: 'codi_client', rule: 'validation.pharmacy' },
      { row: 3, column: 'data_albara', rule: 'validation.date' },
    ]);
  });

  it('has no code lookups in the platform import', () => {
    expect(shownRows(gridErrors([{ ...good, codi_client: 'F9999' }]), true)).toEqual([]);
  });

  it('stops at the number asked for', () => {
    const errors = gridErrors([{}, {}], codes);
    expect(firstErrors(errors, 3)).toHaveLength(3);
  });
});
