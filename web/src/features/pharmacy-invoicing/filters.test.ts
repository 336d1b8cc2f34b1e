import { describe, expect, it } from 'vitest';
import { toQueryString } from '../../../../shared/api/query-string';
import { activeFilters, filterIssues, invoiceSearch, NO_FILTERS, parseAmount } from './filters';

describe('invoice filters → datatable search (spec §2, docs/api/portal.md "Invoicing")', () => {
  it('sends nothing without filters', () => {
    expect(invoiceSearch(NO_FILTERS)).toEqual({});
    expect(activeFilters(NO_FILTERS)).toBe(0);
  });

  it('maps every filter to its search key', () => {
    const filters = {
      date_from: '2026-01-01',
      date_to: '2026-03-31',
      document: 'credit' as const,
      number: '  A2026 ',
      amount_from: '-1.000,50',
      amount_to: '0',
    };
    expect(invoiceSearch(filters)).toEqual({
      date: { from: '2026-01-01', to: '2026-03-31' },
      document: 'credit',
      number: 'A2026',
      amount: { from: -1000.5, to: 0 },
    });
    expect(activeFilters(filters)).toBe(6);
  });

  it('builds the query string the API reads (qs brackets), with paging and sorting', () => {
    const query = {
      page: 3,
      per_page: 20,
      sort_by: 'amount',
      sort_desc: true,
      search: invoiceSearch({ ...NO_FILTERS, date_from: '2026-02-01', document: 'invoice', amount_to: '1234,5' }),
    };
    expect(decodeURIComponent(toQueryString(query))).toBe(
      '?page=3&per_page=20&sort_by=amount&sort_desc=true&search[date][from]=2026-02-01&search[document]=invoice&search[amount][to]=1234.5',
    );
  });

  it('leaves out one side of a range, an incomplete date and an unknown document type', () => {
    expect(invoiceSearch({ ...NO_FILTERS, date_to: '2026-06-30' })).toEqual({ date: { to: '2026-06-30' } });
    expect(invoiceSearch({ ...NO_FILTERS, date_from: '2026/06' })).toEqual({});
    expect(invoiceSearch({ ...NO_FILTERS, document: 'receipt' as never })).toEqual({});
    expect(invoiceSearch({ ...NO_FILTERS, amount_from: '100' })).toEqual({ amount: { from: 100 } });
  });

  it('reads amounts as typed in Catalan and Spanish; unreadable ones are flagged, not sent', () => {
    expect(parseAmount('1.234,50')).toBe(1234.5);
    expect(parseAmount('1234,5')).toBe(1234.5);
    expect(parseAmount('1.234')).toBe(1234);
    expect(parseAmount('12.5')).toBe(12.5);
    expect(parseAmount('1 234 €')).toBe(1234);
    expect(parseAmount('-200')).toBe(-200);
    expect(parseAmount('')).toBeUndefined();
    expect(parseAmount('abc')).toBeNaN();
    const filters = { ...NO_FILTERS, amount_from: 'abc', amount_to: '50' };
    expect(invoiceSearch(filters)).toEqual({ amount: { to: 50 } });
    expect(filterIssues(filters)).toEqual({ amount_from: 'amount' });
  });

  it('flags a range whose end comes before its start', () => {
    expect(filterIssues({ ...NO_FILTERS, amount_from: '500', amount_to: '100' })).toEqual({ amount_to: 'amount_range' });
    expect(filterIssues({ ...NO_FILTERS, date_from: '2026-05-01', date_to: '2026-04-01' })).toEqual({ date_to: 'date_range' });
    expect(filterIssues({ ...NO_FILTERS, date_from: '2026-05-01', date_to: '2026-05-01' })).toEqual({});
  });
});
