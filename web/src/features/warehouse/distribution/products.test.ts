import { describe, expect, it } from 'vitest';
import type { DistributionLine } from '../api';
import { productsOf, progressOf, saleMonth } from './products';

const line = (n: number, product: number, code: string): DistributionLine => ({
  shipment_in_line: n,
  shipment_in: 1,
  sale_line: n,
  sale: n,
  party: 1001,
  product,
  lot: null,
  quantity: 1,
  product_obj: { code, description: `P${code}` },
  party_obj: { name: 'Farmàcia' },
  sale_obj: { reference: 'PED-1', sale_date: '2026-03-05', number: 'S1' },
  lot_obj: null,
});

describe('distribution products', () => {
  it('lists each product once, by code, with its lines to place', () => {
    expect(productsOf([line(1, 7, '0000200'), line(2, 3, '0000100'), line(3, 7, '0000200')])).toEqual([
      { id: 3, code: '0000100', description: 'P0000100', lines: 1 },
      { id: 7, code: '0000200', description: 'P0000200', lines: 2 },
    ]);
  });

  it('counts placed out of all lines, of the shipment and of one product', () => {
    const unplaced = [line(1, 7, '0000200'), line(2, 3, '0000100'), line(3, 7, '0000200')];
    const placed = [line(4, 7, '0000200')];
    expect(progressOf(unplaced, placed)).toEqual({ placed: 1, total: 4 });
    expect(progressOf(unplaced, placed, 7)).toEqual({ placed: 1, total: 3 });
    expect(progressOf(unplaced, placed, 3)).toEqual({ placed: 0, total: 1 });
  });

  it('shows the sale month as MM/YYYY', () => {
    expect(saleMonth('2026-03-05')).toBe('03/2026');
    expect(saleMonth('')).toBe('');
  });
});
