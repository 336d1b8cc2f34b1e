import { describe, expect, it } from 'vitest';
import { gtinToEan13, parseGs1 } from './gs1';

// 8470006541036 is the EAN-13 of the Spanish CN 654103: GTIN-14 08470006541036.
const GTIN = '08470006541036';

describe('GS1 parsing', () => {
  it('reads a DataMatrix as a scanner sends it: fixed fields, then GS-terminated lot and serial', () => {
    expect(parseGs1(`]d201${GTIN}17271031` + `10LOT-A7\x1d21SN123456789`)).toEqual({
      gtin: GTIN,
      expiry: '2027-10-31',
      lot: 'LOT-A7',
      serial: 'SN123456789',
    });
  });

  it('reads the bracketed human-readable form in any order', () => {
    expect(parseGs1(`(01)${GTIN}(10)L123(17)260600`)).toEqual({ gtin: GTIN, lot: 'L123', expiry: '2026-06-30', serial: null });
  });

  it('reads a lot that runs to the end with no separator', () => {
    expect(parseGs1(`01${GTIN}10ABC`)?.lot).toBe('ABC');
  });

  it('refuses a wrong check digit, a short GTIN and plain text', () => {
    expect(parseGs1('0108470006541035')).toBeNull();
    expect(parseGs1('01084700065410')).toBeNull();
    expect(parseGs1('654103')).toBeNull();
    expect(parseGs1('')).toBeNull();
  });

  it('gives no expiry for an impossible date', () => {
    expect(parseGs1(`01${GTIN}17261332`)?.expiry).toBeNull();
    expect(parseGs1(`01${GTIN}17260231`)?.expiry).toBeNull();
  });

  it('maps an indicator-0 GTIN to its EAN-13', () => {
    expect(gtinToEan13(GTIN)).toBe('8470006541036');
    expect(gtinToEan13('18470006541033')).toBeNull();
  });
});
