import { describe, expect, it } from 'vitest';
import { CALL_FILTERS, callSearch, type CallFilter } from './call-filters';

const none = Object.fromEntries(CALL_FILTERS.map((f) => [f, ''])) as Record<CallFilter, string>;

describe('call log filters', () => {
  it('send nothing when nothing is set', () => {
    expect(callSearch(none)).toEqual({});
  });

  it('send what is set and readable', () => {
    expect(callSearch({ ...none, number: ' 93 ', lang: 'es', date_to: '2026-11-22', code: '' })).toEqual({
      number: '93',
      lang: 'es',
      date_to: '2026-11-22',
    });
    expect(callSearch({ ...none, lang: 'fr', date_from: '22/11/2026' })).toEqual({});
  });
});
