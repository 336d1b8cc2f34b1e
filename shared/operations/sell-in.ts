/**
 * The sell-in import row (§3) and its rules (§5 "Sell-in grid"), zod-free so the wizard's grid and
 * the server check rows with the same function: the server validates again whatever the grid said.
 */

/** The amounts, last in a row. */
const NUMBER_COLUMNS = ['quantitat', 'pvl', 'preu', 'descompte', 'preu_net', 'import_net'] as const;

export const SELL_IN_COLUMNS = [
  'tipus_acord',
  'acord',
  'data_acord',
  'notes',
  'inici_vigencia',
  'fi_vigencia',
  'tipus_document',
  'albara',
  'data_albara',
  'codi_client',
  'codi_producte',
  'codi_nacional',
  'descripcio',
  'codi_laboratori',
  ...NUMBER_COLUMNS,
] as const;
export type SellInColumn = (typeof SELL_IN_COLUMNS)[number];

export const SELL_IN_DATE_COLUMNS: readonly SellInColumn[] = ['data_acord', 'inici_vigencia', 'fi_vigencia', 'data_albara'];
export const SELL_IN_NUMBER_COLUMNS: readonly SellInColumn[] = NUMBER_COLUMNS;
/**
 * Cells that must not be empty (§5 "required fields non-empty"; the spec does not list them): what
 * the summary report needs to place a row (delivery note, its date, client, product, laboratory,
 * quantity and amounts). Agreement fields may be empty (sales outside an agreement).
 */
export const SELL_IN_REQUIRED: readonly SellInColumn[] = [
  'tipus_document',
  'albara',
  'data_albara',
  'codi_client',
  'codi_nacional',
  'codi_laboratori',
  'quantitat',
  'pvl',
  'import_net',
];

/** Most rows one import takes (§9 leaves it open; the issue asks for 10,000 at once). */
export const SELL_IN_MAX_ROWS = 10_000;

export type SellInCell = string | number | null | undefined;
export type SellInInputRow = Partial<Record<SellInColumn, SellInCell>>;

/** The message keys a cell can fail with (validation.* of the web and the server alike). */
export type SellInRule =
  'validation.required' | 'validation.date' | 'validation.number' | 'validation.pharmacy' | 'validation.laboratory';

/** Strict D-M-YYYY (one or two digits for day and month), a real calendar day → YYYY-MM-DD. */
export function parseDmy(text: string): string | null {
  const m = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return `${m[3]}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** A number cell: a number, or text with a decimal comma or point ("1.234,56" and "1234.56"). */
export function parseAmount(cell: SellInCell): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  const t = (cell ?? '').trim().replace(/\s/g, '');
  if (!t) return null;
  const normal = t.includes(',') ? t.replace(/\./g, '').replace(',', '.') : t;
  if (!/^[-+]?\d+(\.\d+)?$/.test(normal)) return null;
  return Number(normal);
}

export const cellText = (cell: SellInCell): string => (cell === null || cell === undefined ? '' : String(cell).trim());

/** Known codes of the fede import (GET /api/opc/import/sell-in-fede); the platform import has none. */
export interface SellInCodeSets {
  pharmacies: ReadonlySet<string>;
  laboratories: ReadonlySet<string>;
}

/** Every failing cell of a row, by column; empty when the row is good. */
export function sellInRowErrors(row: SellInInputRow, codes?: SellInCodeSets): Partial<Record<SellInColumn, SellInRule>> {
  const errors: Partial<Record<SellInColumn, SellInRule>> = {};
  for (const col of SELL_IN_COLUMNS) {
    const text = cellText(row[col]);
    if (!text) {
      if (SELL_IN_REQUIRED.includes(col)) errors[col] = 'validation.required';
      continue;
    }
    if (SELL_IN_DATE_COLUMNS.includes(col) && !parseDmy(text)) errors[col] = 'validation.date';
    else if (SELL_IN_NUMBER_COLUMNS.includes(col) && parseAmount(row[col]) === null) errors[col] = 'validation.number';
  }
  if (codes) {
    const client = cellText(row.codi_client);
    if (client && !errors.codi_client && !codes.pharmacies.has(client)) errors.codi_client = 'validation.pharmacy';
    const lab = cellText(row.codi_laboratori);
    if (lab && !errors.codi_laboratori && !codes.laboratories.has(lab)) errors.codi_laboratori = 'validation.laboratory';
  }
  return errors;
}
