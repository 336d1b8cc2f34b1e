import { describe, expect, it } from 'vitest';
import { apiQuery, DEFAULT_QUERY, pagesCount, parseQuery, toParams } from './guest-table-query';

describe('guests table state in the URL', () => {
  it('round-trips page, size, sort and search; defaults stay out of the URL', () => {
    const q = { ...DEFAULT_QUERY, page: 3, per_page: 20, sort_by: 'party' as const, sort_desc: true };
    q.search = { ...q.search, code: 'S08', type: '1' };
    const params = toParams(q);
    expect(params).toEqual({ page: '3', per_page: '20', sort_by: 'party', sort_desc: '1', code: 'S08', type: '1' });
    expect(parseQuery(new URLSearchParams(params))).toEqual(q);
    expect(toParams(DEFAULT_QUERY)).toEqual({});
  });

  it('falls back to the defaults for anything unknown (page sizes 10/20/50 only)', () => {
    const q = parseQuery(new URLSearchParams('page=-2&per_page=7&sort_by=password&type=3'));
    expect(q).toEqual(DEFAULT_QUERY);
  });

  it('sends only the search terms given, trimmed', () => {
    const q = { ...DEFAULT_QUERY, search: { ...DEFAULT_QUERY.search, name: '  puig ', email: ' ' } };
    expect(apiQuery(q).search).toEqual({ name: 'puig' });
  });

  it('counts pages, one at least', () => {
    expect(pagesCount(0, 10)).toBe(1);
    expect(pagesCount(21, 10)).toBe(3);
  });
});
