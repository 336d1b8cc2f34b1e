/**
 * A block of cells copied from Excel or LibreOffice Calc arrives as text/plain: one line per row,
 * cells separated by tabs, a cell holding a tab, a line break or a quote wrapped in quotes (quotes
 * doubled). Cells stay text: a Spanish "12,50" or "05/03/2026" is read by whoever owns the column,
 * never guessed here.
 */

/** The rows of cells of a pasted block; the trailing line break spreadsheets add is dropped. */
export function parseClipboardBlock(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  let atCellStart = true;
  while (i < text.length) {
    const ch = text[i]!;
    if (atCellStart && ch === '"') {
      // A quoted cell: up to the closing quote, "" standing for one quote.
      i++;
      while (i < text.length) {
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        cell += text[i];
        i++;
      }
      atCellStart = false;
      continue;
    }
    if (ch === '\t') {
      row.push(cell);
      cell = '';
      atCellStart = true;
    } else if (ch === '\n' || ch === '\r') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      atCellStart = true;
      if (ch === '\r' && text[i + 1] === '\n') i++;
    } else {
      cell += ch;
      atCellStart = false;
    }
    i++;
  }
  if (!atCellStart || cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** Whether a paste is a block (several cells) rather than text for the one cell. */
export const isBlock = (text: string): boolean => /[\t\n\r]/.test(text.replace(/(\r?\n)+$/, ''));

/**
 * The rows after writing `block` from row `start`, column `column` on: rows missing below are
 * made with `blank`, cells past the last column are dropped, each cell trimmed.
 */
export function pasteBlock<R, K extends string>(
  rows: readonly R[],
  start: number,
  column: number,
  block: readonly (readonly string[])[],
  keys: readonly K[],
  blank: () => R,
): R[] {
  const out = rows.slice();
  block.forEach((cells, r) => {
    const index = start + r;
    const row = { ...(out[index] ?? blank()) } as Record<K, unknown>;
    cells.forEach((value, c) => {
      const key = keys[column + c];
      if (key !== undefined) row[key] = value.trim();
    });
    out[index] = row as R;
  });
  return out;
}
