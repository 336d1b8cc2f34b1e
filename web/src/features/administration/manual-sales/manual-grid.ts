/**
 * The manual sales grid's rows and how a submit maps to and from them (spec §3, §5, §9): eight
 * text cells per row, sent as typed (the server reads Spanish decimal commas and DD/MM/YYYY
 * dates), empty rows dropped before sending, and the server's `rows.N.field` errors put back on
 * the grid row each sent row came from.
 */
import { MANUAL_SALE_FIELDS, type ManualSaleField } from '../../../../../shared/administration/rules';
import { filledRows } from '../../../components/grid/rows';

export type ManualRow = Record<ManualSaleField, string>;
export const blankRow = (): ManualRow => Object.fromEntries(MANUAL_SALE_FIELDS.map((f) => [f, ''])) as ManualRow;

/** Grid row index → field → message. */
export type CellErrors = Map<number, Partial<Record<ManualSaleField, string>>>;

/** The rows to send and, for each, the grid row it came from. */
export function rowsToSend(rows: readonly ManualRow[]): { rows: ManualRow[]; from: number[] } {
  const filled = filledRows(rows, MANUAL_SALE_FIELDS);
  return { rows: filled.map((f) => f.row), from: filled.map((f) => f.index) };
}

/**
 * A 422's fields split into cell errors (on the grid rows they came from) and the form's other
 * fields (brand, distributor, rows itself).
 */
export function splitServerErrors(
  fields: Record<string, string>,
  from: readonly number[],
): { cells: CellErrors; form: Record<string, string> } {
  const cells: CellErrors = new Map();
  const form: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields)) {
    const m = /^rows\.(\d+)\.(\w+)$/.exec(field);
    const gridRow = m ? from[Number(m[1])] : undefined;
    if (m && gridRow !== undefined && (MANUAL_SALE_FIELDS as readonly string[]).includes(m[2]!)) {
      cells.set(gridRow, { ...cells.get(gridRow), [m[2] as ManualSaleField]: message });
    } else form[field] = message;
  }
  return { cells, form };
}

/** Cell errors after an edit: the edited cell's error goes (the server checks it again on submit). */
export function clearCellError(errors: CellErrors, index: number, field: ManualSaleField): CellErrors {
  const row = errors.get(index);
  if (!row?.[field]) return errors;
  const next = new Map(errors);
  const rest = { ...row };
  delete rest[field];
  if (Object.keys(rest).length) next.set(index, rest);
  else next.delete(index);
  return next;
}

/** Cell errors after rows were removed: each kept row's errors move with it. */
export function keepErrorsOf(errors: CellErrors, kept: readonly number[]): CellErrors {
  const next: CellErrors = new Map();
  kept.forEach((oldIndex, newIndex) => {
    const row = errors.get(oldIndex);
    if (row) next.set(newIndex, row);
  });
  return next;
}
