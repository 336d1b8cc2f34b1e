import { describe, expect, it } from 'vitest';
import { toQueryString } from './query-string';

describe('query strings', () => {
  it('serialises nested objects and arrays with brackets, skipping empty values', () => {
    expect(toQueryString({ page: 1, sort_desc: false, search: { name: 'Puig & fills', party: null }, ids: [3, 4] })).toBe(
      '?page=1&sort_desc=false&search%5Bname%5D=Puig%20%26%20fills&ids%5B%5D=3&ids%5B%5D=4',
    );
    expect(toQueryString({})).toBe('');
    expect(toQueryString(undefined)).toBe('');
  });
});
