/**
 * The first rows of an uploaded sales file, before anything is staged: as the sheet has
 * them (to build a new distributor's profile by clicking its header row and columns), and as the
 * distributor's profile will read them (dates, decimals, codes; the rows it would reject), with the
 * columns that moved, appeared or went missing since the layout the distributor remembers.
 * Only the first rows are read: the file is not read to the end.
 */
import type { Readable } from 'node:stream';
import type { Locale } from '../../../shared/i18n/locale';
import { serverMessage } from '../../../shared/i18n/server-messages';
import { columnIndex, columnLetters, sheetChoice } from '../../../shared/sales-import/rules';
import type { LayoutChange, PreviewCell, ProfilePreview, SheetPreview } from '../../../shared/sales-import/views';
import { isBlank, type Cell } from '../files/spreadsheet/cells';
import { openRowSource } from '../files/spreadsheet/reader';
import { readByProfile, SALE_COLUMNS, type Profile } from './profile-reader';
import { cellToText } from './values';

/** Rows shown: enough to see titles above the header and a few data rows. */
export const PREVIEW_ROWS = 20;
/** Columns shown at most (a sales export has a dozen or two). */
const PREVIEW_COLUMNS = 40;

function previewCell(cell: Cell): PreviewCell {
  if (isBlank(cell)) return { type: 'empty', text: '' };
  if (cell instanceof Date) return { type: 'date', text: Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10) };
  if (typeof cell === 'number') return { type: 'number', text: cellToText(cell) };
  return { type: 'text', text: cellToText(cell) };
}

/** The first rows of a sheet as it has them (blank rows skipped, their numbers kept). */
export async function sheetPreview(body: Readable, fileName: string, sheet: string): Promise<SheetPreview> {
  const source = await openRowSource(body, fileName, sheetChoice(sheet));
  const rows: SheetPreview['rows'] = [];
  let width = 0;
  try {
    for await (const raw of source.rows) {
      if (raw.cells.every(isBlank)) continue;
      const cells = raw.cells.slice(0, PREVIEW_COLUMNS);
      while (cells.length && isBlank(cells[cells.length - 1]!)) cells.pop();
      width = Math.max(width, cells.length);
      rows.push({ row: raw.number, cells: cells.map(previewCell) });
      if (rows.length >= PREVIEW_ROWS) break;
    }
  } finally {
    body.destroy();
  }
  return {
    sheet: source.sheet,
    columns: Array.from({ length: width }, (_, i) => columnLetters(i)),
    rows,
    decimal_comma: source.conventions.decimalComma,
  };
}

/**
 * What changed since the remembered header: columns missing, new, and those found at another
 * letter (named with both letters), each named as the header has it.
 */
export function layoutChanges(remembered: readonly string[], seen: readonly string[]): LayoutChange[] {
  const changes: LayoutChange[] = [];
  remembered.forEach((name, from) => {
    if (name === '') return;
    const to = seen.indexOf(name);
    if (to < 0) changes.push({ kind: 'missing', name, from: columnLetters(from), to: null });
    else if (to !== from) changes.push({ kind: 'moved', name, from: columnLetters(from), to: columnLetters(to) });
  });
  seen.forEach((name, to) => {
    if (name !== '' && !remembered.includes(name)) changes.push({ kind: 'added', name, from: null, to: columnLetters(to) });
  });
  return changes;
}

/** The first rows as the profile reads them, and how the layout differs from the remembered one. */
export async function profilePreview(
  body: Readable,
  fileName: string,
  profile: Profile,
  remembered: readonly string[] | null,
  locale: Locale,
): Promise<ProfilePreview> {
  const read = await readByProfile(body, fileName, profile);
  const rows: ProfilePreview['rows'] = [];
  try {
    for await (const r of read.rows) {
      if ('sale' in r) rows.push({ row: r.sale.row, sale: r.sale, values: null, errors: [] });
      else
        rows.push({
          row: r.rejected.row,
          sale: null,
          values: r.rejected.values,
          errors: r.rejected.reasons.map((x) =>
            serverMessage(
              locale,
              x.key,
              x.vars.column
                ? { ...x.vars, column: serverMessage(locale, `import_sales.column.${x.vars.column}` as never) }
                : x.vars,
            ),
          ),
        });
      if (rows.length >= PREVIEW_ROWS) break;
    }
  } finally {
    body.destroy();
  }
  const header = read.header ?? [];
  // The header cell each field reads in this file.
  const fields = Object.fromEntries(SALE_COLUMNS.map((c) => [c, header[columnIndex(profile[c])] ?? ''])) as Record<
    (typeof SALE_COLUMNS)[number],
    string
  >;
  return {
    header: read.header,
    fields,
    rows,
    changes: remembered && read.header ? layoutChanges(remembered, read.header) : [],
  };
}
