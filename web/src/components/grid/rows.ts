/** Row helpers for grids that keep one spare empty row at the bottom (manual sales, spec §9). */

/** A row is empty when every one of its cells is blank. */
export function isEmptyRow<K extends string>(row: Partial<Record<K, unknown>>, keys: readonly K[]): boolean {
  return keys.every((k) => String(row[k] ?? '').trim() === '');
}

/** The rows plus the one spare row the grid shows (typing in it makes it a row). */
export function withSpareRow<R>(rows: readonly R[], blank: () => R): R[] {
  return [...rows, blank()];
}

/** The rows after one cell edit; an edit in the spare row (index = rows.length) appends it. */
export function editCell<R, K extends string>(rows: readonly R[], index: number, key: K, value: string, blank: () => R): R[] {
  const out = rows.slice();
  out[index] = { ...(out[index] ?? blank()), [key]: value } as R;
  return out;
}

/** The indexes of the rows that are not empty, with the rows themselves (empty rows are not sent, §5). */
export function filledRows<R extends Partial<Record<K, unknown>>, K extends string>(
  rows: readonly R[],
  keys: readonly K[],
): { index: number; row: R }[] {
  return rows.flatMap((row, index) => (isEmptyRow(row, keys) ? [] : [{ index, row }]));
}
