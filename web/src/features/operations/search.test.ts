import { describe, expect, it } from 'vitest';
import { laboratorySearch, pharmacySearch, storeUnreadable } from './search';

describe('pharmacy list search (spec §7)', () => {
  it('sends the filters typed, trimmed, the store as a number', () => {
    expect(
      pharmacySearch({
        code: ' S08 ',
        store: ' 12 ',
        code_fede: 'F0',
        date_from: '2026-01-01',
        date_to: '2026-12-31',
        party: 'Centre',
      }),
    ).toEqual({ code: 'S08', store: 12, code_fede: 'F0', date_from: '2026-01-01', date_to: '2026-12-31', party: 'Centre' });
  });

  it('leaves out what is empty or unreadable', () => {
    expect(pharmacySearch({ code: ' ', store: '12a', code_fede: '', date_from: '', date_to: '31/12', party: '' })).toEqual({});
    expect(storeUnreadable('12a')).toBe(true);
    expect(storeUnreadable('')).toBe(false);
  });
});

describe('laboratory list search (spec §7)', () => {
  it('sends code, party and the dates that are days', () => {
    expect(laboratorySearch({ code: 'L2', date_from: '2026-01-01', date_to: 'x', party: ' Derm ' })).toEqual({
      code: 'L2',
      date_from: '2026-01-01',
      party: 'Derm',
    });
  });
});
