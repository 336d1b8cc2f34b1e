/** The grid's cell checks (shared with the server) and the catalogue keys of their messages. */
import {
  SELL_IN_COLUMNS,
  sellInRowErrors,
  type SellInCodeSets,
  type SellInColumn,
  type SellInInputRow,
  type SellInRule,
} from '../../../../../shared/operations/sell-in';

export const RULE_TEXT: Record<SellInRule, string> = {
  'validation.required': 'validation.required',
  'validation.date': 'operations.sell_in.rules.date',
  'validation.number': 'operations.sell_in.rules.number',
  'validation.pharmacy': 'operations.sell_in.rules.pharmacy',
  'validation.laboratory': 'operations.sell_in.rules.laboratory',
};

export type RowErrors = Partial<Record<SellInColumn, SellInRule>>;

/** Every row's failing cells (the fede import also checks client and laboratory codes). */
export function gridErrors(rows: readonly SellInInputRow[], codes?: SellInCodeSets): RowErrors[] {
  return rows.map((row) => sellInRowErrors(row, codes));
}

export const hasErrors = (errors: RowErrors): boolean => Object.keys(errors).length > 0;

/** The rows to show: all, or only those with an error (by index into the rows). */
export function shownRows(errors: readonly RowErrors[], errorsOnly: boolean): number[] {
  const out: number[] = [];
  errors.forEach((e, i) => {
    if (!errorsOnly || hasErrors(e)) out.push(i);
  });
  return out;
}

export { SELL_IN_COLUMNS };

/** The first failing cells, in row order, for the list above the grid (cells may be scrolled out of view). */
export function firstErrors(
  errors: readonly RowErrors[],
  max: number,
): { row: number; column: SellInColumn; rule: SellInRule }[] {
  const out: { row: number; column: SellInColumn; rule: SellInRule }[] = [];
  for (let i = 0; i < errors.length && out.length < max; i++) {
    for (const column of SELL_IN_COLUMNS) {
      const rule = errors[i]![column];
      if (rule && out.length < max) out.push({ row: i + 1, column, rule });
    }
  }
  return out;
}
