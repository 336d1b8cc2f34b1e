// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { PAGE_SIZES as API_PAGE_SIZES } from '../../../shared/api/datatable';
import { datatableQuery, PAGE_SIZES, pagesCount, pruneEmpty } from './datatable';

describe('datatable query (spec §7: page, per_page, sort_by, sort_desc, search{…})', () => {
  it('sends paging, the sort only when chosen, and only the filters that have a value', () => {
    expect(
      datatableQuery(
        { page: 2, perPage: 20, sortDesc: false },
        { date: { from: '2026-01-01', to: '' }, document: '', number: null, amount: { from: undefined, to: undefined } },
      ),
    ).toEqual({ page: 2, per_page: 20, search: { date: { from: '2026-01-01' } } });
    expect(datatableQuery({ page: 1, perPage: 10, sortBy: 'amount', sortDesc: true }, {})).toEqual({
      page: 1,
      per_page: 10,
      sort_by: 'amount',
      sort_desc: true,
      search: {},
    });
  });

  it('keeps zero and false (they are values)', () => {
    expect(pruneEmpty({ amount: { from: 0 }, flag: false })).toEqual({ amount: { from: 0 }, flag: false });
  });

  it('offers the page sizes the API accepts (10/20/50)', () => {
    expect(PAGE_SIZES).toEqual(API_PAGE_SIZES);
  });

  it('counts pages (at least one)', () => {
    expect(pagesCount(0, 10)).toBe(1);
    expect(pagesCount(56, 10)).toBe(6);
    expect(pagesCount(56, 50)).toBe(2);
  });
});
