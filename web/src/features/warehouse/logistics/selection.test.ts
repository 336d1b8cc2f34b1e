import { describe, expect, it } from 'vitest';
import { parsePallets, parseWeight, partiesOf, totalsOf } from './selection';

describe('logistics selection rules', () => {
  it('counts distinct parties', () => {
    expect(partiesOf([])).toBe(0);
    expect(partiesOf([1001, 1001])).toBe(1);
    expect(partiesOf([1001, 1002, 1001])).toBe(2);
  });

  it('adds up pallets and weight without float noise', () => {
    expect(totalsOf([])).toEqual({ pallets: 0, weight: 0 });
    expect(
      totalsOf([
        { pallet_count: 2, weight_in_kg: 0.1 },
        { pallet_count: 1, weight_in_kg: 0.2 },
      ]),
    ).toEqual({ pallets: 3, weight: 0.3 });
  });

  it('reads weights with a decimal comma and whole pallets', () => {
    expect(parseWeight('12,5')).toBe(12.5);
    expect(parseWeight('12.5')).toBe(12.5);
    expect(parseWeight('0')).toBeNull();
    expect(parseWeight('abc')).toBeNull();
    expect(parseWeight('')).toBeNull();
    expect(parsePallets('3')).toBe(3);
    expect(parsePallets('0')).toBeNull();
    expect(parsePallets('1,5')).toBeNull();
  });
});
