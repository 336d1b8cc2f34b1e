/** The chips' rules (ChipsInput): how typed or pasted text becomes values. */

export interface ChipsResult {
  values: string[];
  rejected: { value: string; message: string }[];
}

/**
 * Adds the values in `text` (split on blanks, commas and semicolons) to `current`, once each and in
 * order; values `refuse` answers a message for are handed back instead.
 */
export function addChips(current: readonly string[], text: string, refuse?: (value: string) => string | undefined): ChipsResult {
  const values = [...current];
  const rejected: ChipsResult['rejected'] = [];
  for (const value of text.split(/[\s,;]+/).filter(Boolean)) {
    const message = refuse?.(value);
    if (message) rejected.push({ value, message });
    else if (!values.includes(value)) values.push(value);
  }
  return { values, rejected };
}
