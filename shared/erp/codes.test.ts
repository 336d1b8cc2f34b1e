import { describe, expect, it } from 'vitest';
import { eanOfNationalCode, gs1CheckDigit, isEan13, isNationalCode, nationalCodeOf } from './codes';

describe('EAN-13', () => {
  it('accepts codes whose last digit is the GS1 check digit', () => {
    expect(isEan13('4006381333931')).toBe(true);
    expect(isEan13('8470006543215'.slice(0, 12) + String(gs1CheckDigit('847000654321')))).toBe(true);
  });
  it('refuses a wrong check digit, letters and other lengths', () => {
    expect(isEan13('4006381333932')).toBe(false);
    expect(isEan13('400638133393')).toBe(false);
    expect(isEan13('40063813339311')).toBe(false);
    expect(isEan13('400638133393A')).toBe(false);
  });
});

describe('national code (CN)', () => {
  it('takes its seventh digit from the EAN-13 that carries it (847000 + six digits)', () => {
    const cn = nationalCodeOf('654321');
    expect(cn).toHaveLength(7);
    expect(isNationalCode(cn)).toBe(true);
    expect(eanOfNationalCode(cn)).toBe(`847000654321${cn[6]}`);
    expect(isEan13(eanOfNationalCode(cn))).toBe(true);
  });
  it('refuses a seven-digit code with a wrong check digit', () => {
    const cn = nationalCodeOf('712729');
    const wrong = cn.slice(0, 6) + String((Number(cn[6]) + 1) % 10);
    expect(isNationalCode(wrong)).toBe(false);
  });
  it('accepts six digits (no check digit) and keeps leading zeroes significant', () => {
    expect(isNationalCode('012345')).toBe(true);
    expect(isNationalCode('12345')).toBe(false);
    expect(isNationalCode('12345678')).toBe(false);
    expect(isNationalCode('65432A')).toBe(false);
  });
});
