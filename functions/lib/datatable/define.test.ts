import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { datatableQuery } from '../../../shared/api/datatable-query';
import { defineRoute, SIGNED_IN } from '../../../shared/api/route';
import { contains, inRange } from './compare';
import { defineDatatable, isBlank } from './define';

const route = defineRoute({
  method: 'GET',
  path: '/api/test/table',
  access: SIGNED_IN,
  query: datatableQuery(
    { code: z.string(), amount: z.object({ from: z.coerce.number().optional(), to: z.coerce.number().optional() }) },
    ['code', 'amount', 'name'],
    { allowAll: true },
  ),
  summary: 'test',
});

const rows = [
  { code: 'S08002', name: 'Àvila', amount: 30 },
  { code: 'S08001', name: 'avinyó', amount: 10 },
  { code: 'L2001', name: 'Bruc', amount: 20 },
];
type Row = (typeof rows)[number];

const table = defineDatatable(route).bounded({
  cap: 3,
  load: async (extra: Row[] | void) => [...rows, ...(extra ?? [])],
  sorts: { code: (r) => r.code, amount: (r) => r.amount, name: (r) => r.name },
  filters: { code: (r, v) => contains(r.code, v), amount: (r, v) => inRange(r.amount, v) },
});
const q = (over: object) => route.query!.parse({ ...over });
const answer = async (over: object) => (await table.run(q(over), undefined)).answer;

describe('bounded datatable', () => {
  it('filters, sorts, pages and counts the total before paging', async () => {
    expect(await answer({ search: { code: 's08' }, sort_by: 'code', per_page: 1, page: 2 })).toEqual({
      data: [rows[0]],
      meta: { total: 2, has_more: false },
    });
    expect((await answer({ per_page: 1 })).meta).toEqual({ total: 3, has_more: true });
  });

  it('returns every row with per_page -1 and sorts descending', async () => {
    expect((await answer({ per_page: -1, sort_by: 'amount', sort_desc: true })).data.map((r) => r.amount)).toEqual([30, 20, 10]);
  });

  it('sorts text with Catalan collation, ignoring case and accents', async () => {
    expect((await answer({ sort_by: 'name' })).data.map((r) => r.name)).toEqual(['Àvila', 'avinyó', 'Bruc']);
  });

  it('skips blank search values, including nested ranges', async () => {
    expect(isBlank({ from: undefined, to: '' })).toBe(true);
    expect((await answer({ search: { code: '', amount: {} } })).meta.total).toBe(3);
    expect((await answer({ search: { amount: { from: 15 } } })).meta.total).toBe(2);
  });

  it('refuses to serve a collection past its stated cap (the table needs an index then)', async () => {
    await expect(table.run(q({}), [rows[0]!])).rejects.toThrow(/cap of 3/);
  });
});

describe('every declared filter and sort key must be implemented (checked by the compiler)', () => {
  it('does not compile without one of them', () => {
    const load = async () => rows;
    const sorts = { code: (r: Row) => r.code, amount: (r: Row) => r.amount, name: (r: Row) => r.name };
    defineDatatable(route).bounded({
      cap: 10,
      load,
      sorts,
      // @ts-expect-error: the route declares the filter `amount`, which has no implementation.
      filters: { code: () => true },
    });
    defineDatatable(route).bounded({
      cap: 10,
      load,
      // @ts-expect-error: the route declares the sort key `name`, which has no implementation.
      sorts: { code: sorts.code, amount: sorts.amount },
      filters: { code: () => true, amount: () => true },
    });
    defineDatatable(route).bounded({
      cap: 10,
      load,
      sorts,
      // @ts-expect-error: a filter the route does not declare is refused too.
      filters: { code: () => true, amount: () => true, colour: () => true },
    });
    expect(typeof defineDatatable(route).indexed).toBe('function');
  });
});

describe('count', () => {
  it("is an indexed table's counted total, read without any row; a bounded table has none", async () => {
    expect(await table.count(q({}), undefined)).toBeNull();
    const range = () => ({ label: 'test', query: { TableName: 'portal' }, row: (item: Record<string, unknown>) => item as Row });
    const indexed = defineDatatable(route).indexed({
      sorts: { default: range, code: range, amount: range, name: range },
      filters: { code: (r, v) => contains(r.code, v), amount: (r, v) => inRange(r.amount, v) },
      // A counter for the whole table only, as the real tables keep one per filter they count.
      count: async (query) => (isBlank(query.search) ? 42 : null),
    });
    expect(await indexed.count(q({}), undefined)).toBe(42);
    expect(await indexed.count(q({ search: { code: 'S08' } }), undefined)).toBeNull();
  });
});
