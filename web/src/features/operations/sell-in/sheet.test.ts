import { describe, expect, it } from 'vitest';
import { SELL_IN_COLUMNS } from '../../../../../shared/operations/sell-in';
import { autoMap, buildRows, cellToText, normalHeader, recalledMapping, unmapped } from './sheet';

describe('header matching (spec §4 step 1)', () => {
  it('matches expected columns by name, accents and case forgiven, in any order', () => {
    const headers = [...SELL_IN_COLUMNS].reverse().map((c) => c.toUpperCase().replace('_', ' '));
    const mapping = autoMap(headers);
    expect(unmapped(mapping)).toEqual([]);
    expect(mapping.tipus_acord).toBe(SELL_IN_COLUMNS.length - 1);
    expect(mapping.import_net).toBe(0);
    expect(normalHeader('Descripció ')).toBe('descripcio');
  });

  it('falls back to position when a header has another name, never reusing a named one', () => {
    const headers = SELL_IN_COLUMNS.map((c, i) => (i === 2 ? 'Fecha acuerdo' : c));
    const mapping = autoMap(headers);
    expect(mapping.data_acord).toBe(2);
    expect(unmapped(mapping)).toEqual([]);
  });

  it('leaves unmapped what has neither a name nor a header at its position', () => {
    const mapping = autoMap(['acord', 'x']);
    expect(mapping.acord).toBe(0);
    // Position 1 is "x": taken by the column at position 1 (acord is named elsewhere, so it stays at 0).
    expect(unmapped(mapping)).toContain('import_net');
  });
});

describe('rows from the mapping', () => {
  it('takes each expected column from its mapped cell, blanks where the row is short', () => {
    const mapping = autoMap(['codi_client', 'quantitat']);
    const [row] = buildRows([['C1']], mapping);
    expect(row!.codi_client).toBe('C1');
    expect(row!.quantitat).toBe('');
  });

  it('writes date cells as D-M-YYYY and keeps text as typed', () => {
    expect(cellToText(new Date(2026, 0, 5))).toBe('5-1-2026');
    expect(cellToText(' 007 ')).toBe('007');
    expect(cellToText(12.5)).toBe('12.5');
  });
});

describe('remembered mappings', () => {
  const headers = ['A', 'B', ...SELL_IN_COLUMNS.slice(2)];
  const remembered = [
    { headers: ['x'], mapping: {}, updated_at: '2026-11-01T00:00:00Z', user: null },
    {
      headers: headers.map((h) => h.toLowerCase()),
      mapping: { tipus_acord: 1, acord: 0 },
      updated_at: '2026-11-02T00:00:00Z',
      user: 'Sílvia Prat',
    },
  ];

  it('maps a header set seen before the same way; columns it left out stay unmapped', () => {
    const mapping = recalledMapping(remembered, headers)!;
    expect(mapping.tipus_acord).toBe(1);
    expect(mapping.acord).toBe(0);
    expect(mapping.import_net).toBeNull();
  });

  it('does not guess for a changed header set', () => {
    expect(recalledMapping(remembered, [...headers, 'extra'])).toBeNull();
    expect(recalledMapping(remembered, [...headers].reverse())).toBeNull();
  });
});
