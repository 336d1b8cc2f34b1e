/**
 * The sales import's rules shared by API and screens (administration-operations §5, §6, §9):
 * code lengths, the distributor profile's designators and date formats, and the code
 * checks of the new-products step. Zod-free.
 */

/** §9 code lengths. */
export const CN_MIN = 6;
export const CN_MAX = 7;
export const XF_LENGTH = 7;
export const CUSTOMER_CODE_LENGTH = 6;

/** Files one upload takes at once, and the largest file (a 100,000-row CSV is ~10 MB). */
export const SALES_FILES_MAX = 20;
export const SALES_FILE_MAX_BYTES = 50 * 1024 * 1024;
/** Rows one conversions or catalog import takes (a month's price list is ~45,000). */
export const CONVERSION_IMPORT_MAX_ROWS = 100_000;

/** A column designator: letters as the office suite names columns (A … XFD). */
export const DESIGNATOR = /^[A-Za-z]{1,3}$/;

/** 'A' → 0, 'Z' → 25, 'AA' → 26. */
export function columnIndex(designator: string): number {
  let n = 0;
  for (const ch of designator.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** 0 → 'A', 25 → 'Z', 26 → 'AA' (the inverse of `columnIndex`). */
export function columnLetters(index: number): string {
  let out = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) out = String.fromCharCode(65 + ((n - 1) % 26)) + out;
  return out;
}

/**
 * A text date format: d, m, Y (4 digits) or y (2 digits), each once, separated by '/', '-', '.',
 * ' ' or nothing (Ymd). PHP's letters, as the legacy system wrote them.
 */
export const DATE_FORMAT = /^(?=[^d]*d[^d]*$)(?=[^m]*m[^m]*$)(?=[^Yy]*[Yy][^Yy]*$)[dmYy](?:[/.\- ]?[dmYy]){2}$/;

/** The sheet field: a name, or a 1-based position written as digits. */
export const sheetChoice = (sheet: string): string | number => (/^\d+$/.test(sheet.trim()) ? Number(sheet) - 1 : sheet.trim());

function ean13Digit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** An EAN-13 whose last digit is its check digit. */
export const isValidEan13 = (code: string) => /^\d{13}$/.test(code) && ean13Digit(code.slice(0, 12)) === Number(code[12]);

/**
 * A 7-digit Spanish national code (CN) whose 7th digit is its check digit: the EAN-13 check digit
 * of 847000 followed by the first six digits (the code as printed in the product's barcode).
 */
export const isValidNationalCode = (code: string) =>
  /^\d{7}$/.test(code) && ean13Digit(`847000${code.slice(0, 6)}`) === Number(code[6]);

/** Flags of the new-products step: a code that looks like a CN or an EAN-13 and fails its check. */
export function codeChecks(code: string): { cn_check_failed: boolean; ean_check_failed: boolean } {
  return {
    cn_check_failed: /^\d{7}$/.test(code) && !isValidNationalCode(code),
    ean_check_failed: /^\d{13}$/.test(code) && !isValidEan13(code),
  };
}

/**
 * "Remove leading zeroes" (step 5): a customer code padded beyond the 6 characters of a customer
 * conversion loses the extra leading zeroes, down to 6 and never further (`0004567` → `004567`;
 * `000456` stays: stripping it to `456` could never match a conversion). Null: nothing to strip.
 */
export function strippedCustomer(code: string): string | null {
  if (code.length <= CUSTOMER_CODE_LENGTH || !/^0/.test(code)) return null;
  let out = code;
  while (out.length > CUSTOMER_CODE_LENGTH && out.startsWith('0')) out = out.slice(1);
  return out;
}
