import { describe, expect, it } from 'vitest';
import { distributorIssues, type DistributorValues } from './config/distributor-rules';
import { customerConversionIssues, productConversionIssues, xfIssue } from './conversions/conversion-rules';
import { conversionsOf } from './wizard/NewProductsStep';
import type { NewProductRow } from './api';

const distributor: DistributorValues = {
  id: '12',
  name: 'Distribuïdora Nord',
  sheet: '1',
  first_row: '2',
  date_format: 'd/m/Y',
  date: 'A',
  customer: 'b',
  delivery_note: 'C',
  product_code: 'D',
  description: 'E',
  price: 'F',
  quantity: 'AA',
};
const party = { id: 2001, code: 'L2001', name: 'Laboratoris Mediterrani' };

describe('distributor form rules (spec §5: every field required)', () => {
  it('accepts a whole profile', () => expect(distributorIssues(distributor, party)).toEqual({}));
  it('asks for the party and every field', () => {
    const empty = Object.fromEntries(Object.keys(distributor).map((k) => [k, ' '])) as unknown as DistributorValues;
    const issues = distributorIssues(empty, null);
    expect(Object.keys(issues).sort()).toEqual([...Object.keys(distributor), 'party_id'].sort());
    expect(new Set(Object.values(issues).map((i) => i.key))).toEqual(new Set(['validation.required']));
  });
  it('refuses a column that is not letters, a row that is not a positive number, a date format without a year', () => {
    const issues = distributorIssues({ ...distributor, price: '1F', first_row: '0', date_format: 'd/m', id: '-3' }, party);
    expect(issues.price?.key).toBe('salesImport.distributors.bad_column');
    expect(issues.first_row?.key).toBe('salesImport.distributors.positive');
    expect(issues.id?.key).toBe('salesImport.distributors.positive');
    expect(issues.date_format?.key).toBe('salesImport.distributors.bad_date_format');
    expect(distributorIssues({ ...distributor, date_format: 'Ymd' }, party)).toEqual({});
  });
});

describe('conversion rules (spec §5, §9)', () => {
  it('cn 6 to 7 characters without spaces, xf exactly 7, description optional', () => {
    expect(productConversionIssues({ cn: '123456', xf: 'XF00001', description: '' })).toEqual({});
    expect(productConversionIssues({ cn: '12345', xf: 'XF0001', description: '' })).toEqual({
      cn: { key: 'salesImport.rules.between', vars: { min: 6, max: 7 } },
      xf: { key: 'salesImport.rules.length', vars: { length: 7 } },
    });
    expect(productConversionIssues({ cn: '12 3456', xf: 'XF00001', description: '' }).cn?.key).toBe(
      'salesImport.rules.no_spaces',
    );
    expect(xfIssue('')?.key).toBe('validation.required');
  });
  it('customer_code exactly 6, the rest required', () => {
    expect(customerConversionIssues({ customer_code: '000123', sl_code: 'S', sl: 'SL', pf_code: 'P' })).toEqual({});
    expect(Object.keys(customerConversionIssues({ customer_code: '123', sl_code: '', sl: ' ', pf_code: '' })).sort()).toEqual([
      'customer_code',
      'pf_code',
      'sl',
      'sl_code',
    ]);
  });
});

describe('new products: the conversions sent', () => {
  const row = (id: string, code: string, description: string) =>
    ({ id, product_code: code, description, cn_check_failed: false, ean_check_failed: false }) as NewProductRow;
  it('one per product code with a typed xf, trimmed, in the rows order', () => {
    const rows = [
      row('1', '0700101', 'Crema'),
      row('2', '0700102', ' '),
      row('3', '0700101', 'Crema'),
      row('4', '0700103', 'Gel'),
    ];
    expect(conversionsOf(rows, { '0700101': ' XF00001 ', '0700102': 'XF00002', '0700103': '  ' })).toEqual([
      { cn: '0700101', xf: 'XF00001', description: 'Crema' },
      { cn: '0700102', xf: 'XF00002', description: null },
    ]);
  });
});
