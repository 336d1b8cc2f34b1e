/**
 * Product codes the ERP sends and the warehouse scans: the Spanish national code (CN) and EAN-13.
 * Used by the ERP feed's schemas and by screens that look products up by code.
 */

/** The GS1 mod-10 check digit of a string of digits (weights 1, 3 from the left for EAN-13). */
export function gs1CheckDigit(digits: string): number {
  let sum = 0;
  // From the right, the digit next to the check digit weighs 3.
  for (let i = 0; i < digits.length; i++) {
    const d = digits.charCodeAt(digits.length - 1 - i) - 48;
    sum += d * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** A valid EAN-13: thirteen digits whose last is the check digit of the first twelve. */
export function isEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && gs1CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/**
 * Spanish medicines carry the national code inside an EAN-13 as 847000 + six digits, and the
 * seven-digit CN's last digit is that EAN's check digit. Six-digit codes (older, parapharmacy)
 * have no check digit.
 */
export const CN_EAN_PREFIX = '847000';

export function isNationalCode(code: string): boolean {
  if (/^\d{6}$/.test(code)) return true;
  return /^\d{7}$/.test(code) && gs1CheckDigit(CN_EAN_PREFIX + code.slice(0, 6)) === Number(code[6]);
}

/** The seven-digit CN of six digits (adds the check digit). */
export function nationalCodeOf(six: string): string {
  return six + String(gs1CheckDigit(CN_EAN_PREFIX + six));
}

/** The EAN-13 that carries a national code (six or seven digits). */
export function eanOfNationalCode(cn: string): string {
  const body = CN_EAN_PREFIX + cn.slice(0, 6);
  return body + String(gs1CheckDigit(body));
}
