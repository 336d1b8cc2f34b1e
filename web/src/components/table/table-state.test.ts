import { describe, expect, it } from 'vitest';
import { paging, parseTableState, tableParams, type TableStateSpec } from './table-state';

const spec: TableStateSpec<'name' | 'type'> = {
  filters: ['name', 'type'],
  sortKeys: ['name', 'email'],
  defaultSort: { by: 'name' },
};
const parse = (query: string, s = spec) => parseTableState(new URLSearchParams(query), s);

describe('server table state in the URL', () => {
  it('opens on the defaults when the URL says nothing', () => {
    expect(parse('')).toEqual({ page: 1, perPage: 10, sortBy: 'name', sortDesc: false, filters: { name: '', type: '' } });
    expect(tableParams(parse(''), spec)).toEqual({});
  });

  it('reads back what it wrote', () => {
    const state = { page: 3, perPage: 50, sortBy: 'email', sortDesc: true, filters: { name: 'Girona', type: '1' } };
    const params = tableParams(state, spec);
    expect(params).toEqual({ page: '3', per_page: '50', sort_by: 'email', sort_desc: '1', name: 'Girona', type: '1' });
    expect(parse(new URLSearchParams(params).toString())).toEqual(state);
  });

  it('keeps the default column sorted the other way', () => {
    const params = tableParams({ ...parse(''), sortDesc: true }, spec);
    expect(params).toEqual({ sort_by: 'name', sort_desc: '1' });
    expect(parse(new URLSearchParams(params).toString()).sortDesc).toBe(true);
  });

  it('trims filters and leaves empty ones out', () => {
    expect(tableParams({ ...parse(''), filters: { name: '  Reus ', type: '   ' } }, spec)).toEqual({ name: 'Reus' });
  });

  it('ignores bad values instead of sending them to the server', () => {
    expect(parse('page=-2&per_page=1000&sort_by=password&sort_desc=1&other=x')).toEqual(parse(''));
    expect(parse('page=abc&per_page=20.5').page).toBe(1);
    expect(parse('page=1e3').page).toBe(1);
    expect(parse('per_page=-1').perPage).toBe(10);
    expect(parse(`name=${'x'.repeat(400)}`).filters.name).toHaveLength(255);
  });

  it('starts at the preferred page size unless the URL names one', () => {
    const preferring = { ...spec, defaultPerPage: 20 };
    expect(parse('', preferring).perPage).toBe(20);
    expect(parse('per_page=50', preferring).perPage).toBe(50);
    expect(tableParams({ ...parse('', preferring), perPage: 10 }, preferring)).toEqual({ per_page: '10' });
    expect(parse('', { ...spec, defaultPerPage: 7 }).perPage).toBe(10);
  });

  it('uses the server default order when the table states none', () => {
    const unsorted = { ...spec, defaultSort: undefined };
    expect(parse('', unsorted).sortBy).toBeUndefined();
    expect(tableParams(parse('sort_by=email', unsorted), unsorted)).toEqual({ sort_by: 'email' });
  });
});

describe('paging', () => {
  it('counts pages when the server counted the rows', () => {
    expect(paging({ total: 45, has_more: true }, 1, 10, 10)).toEqual({ pagesCount: 5, openEnd: false, counter: '(45)' });
    expect(paging({ total: 0, has_more: false }, 1, 10, 0)).toEqual({ pagesCount: 1, openEnd: false, counter: '(0)' });
  });

  it('pages open-ended while the server has more and it did not count', () => {
    expect(paging({ total: null, has_more: true }, 3, 20, 20)).toEqual({ pagesCount: 3, openEnd: true, counter: '(60+)' });
  });

  it('closes the paging on the last page of an uncounted table', () => {
    expect(paging({ total: null, has_more: false }, 3, 20, 7)).toEqual({ pagesCount: 3, openEnd: false, counter: '(47)' });
  });
});
