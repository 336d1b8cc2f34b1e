import { describe, expect, it } from 'vitest';
import { answerDatatable, isBlank } from './datatable';

const rows = [
  { code: 'S08002', name: 'Àvila', amount: 30 },
  { code: 'S08001', name: 'avinyó', amount: 10 },
  { code: 'L2001', name: 'Bruc', amount: 20 },
];
const spec = {
  sorters: {
    code: (r: (typeof rows)[0]) => r.code,
    amount: (r: (typeof rows)[0]) => r.amount,
    name: (r: (typeof rows)[0]) => r.name,
  },
  filters: {
    code: (r: (typeof rows)[0], v: string) => r.code.startsWith(v),
    amount: (r: (typeof rows)[0], v: { from?: number }) => r.amount >= (v.from ?? -Infinity),
  },
};
const q = (over: object) => ({ page: 1, per_page: 10, sort_desc: false, search: {}, ...over });

describe('answerDatatable', () => {
  it('filters, sorts, pages and counts the total before paging', () => {
    const res = answerDatatable(rows, q({ search: { code: 'S08' }, sort_by: 'code', per_page: 1, page: 2 }), spec, (r) => r.code);
    expect(res).toEqual({ data: ['S08002'], meta: { total: 2, has_more: false } });
  });

  it('returns every row with per_page -1 and sorts descending', () => {
    expect(answerDatatable(rows, q({ per_page: -1, sort_by: 'amount', sort_desc: true }), spec, (r) => r.amount).data).toEqual([
      30, 20, 10,
    ]);
  });

  it('sorts text with Catalan collation, ignoring case and accents', () => {
    expect(answerDatatable(rows, q({ sort_by: 'name' }), spec, (r) => r.name).data).toEqual(['Àvila', 'avinyó', 'Bruc']);
  });

  it('skips blank search values, including nested ranges', () => {
    expect(isBlank({ from: undefined, to: '' })).toBe(true);
    expect(answerDatatable(rows, q({ search: { code: '', amount: {} } }), spec, (r) => r).meta.total).toBe(3);
    expect(answerDatatable(rows, q({ search: { amount: { from: 15 } } }), spec, (r) => r).meta.total).toBe(2);
  });
});
