/**
 * Phone numbers to E.164, the form calls are matched to parties by: Spanish numbers as people write
 * them ("93 123 45 67", "93.123.45.67", "+34 931 234 567", "0034931234567") become +34931234567;
 * numbers with another country code keep it. Anything unreadable is null (no match, never a guess).
 */
export function toE164(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const trimmed = raw.trim();
  let digits = trimmed.replace(/[\s.\-()/]/g, '');
  if (!/^\+?\d+$/.test(digits)) return null;
  if (digits.startsWith('+')) digits = digits.slice(1);
  else if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.length === 9) digits = `34${digits}`;
  else return null;
  // Spain: 34 then nine digits starting 6, 7, 8 or 9.
  if (digits.startsWith('34') && !/^34[6-9]\d{8}$/.test(digits)) return null;
  if (digits.length < 8 || digits.length > 15) return null;
  return `+${digits}`;
}

/** The digits a typed number filter compares with (no +, no 0034/34 prefix needed). */
export function phoneDigits(raw: string): string {
  return raw.replace(/\D/g, '').replace(/^(0034|34)(?=[6-9]\d{8}$)/, '');
}
