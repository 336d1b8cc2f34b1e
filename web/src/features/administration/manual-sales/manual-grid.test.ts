import { describe, expect, it } from 'vitest';
import { blankRow, clearCellError, keepErrorsOf, rowsToSend, splitServerErrors } from './manual-grid';

const row = (customer: string) => ({ ...blankRow(), customer });

describe('manual sales grid', () => {
  it('drops empty rows and remembers where each sent row came from', () => {
    const sent = rowsToSend([row('C1'), blankRow(), { ...blankRow(), notes: '  ' }, row('C4')]);
    expect(sent.rows.map((r) => r.customer)).toEqual(['C1', 'C4']);
    expect(sent.from).toEqual([0, 3]);
  });

  it('puts rows.N.field back on the grid row N came from; other fields stay on the form', () => {
    const { cells, form } = splitServerErrors(
      { 'rows.1.amount': 'Ha de ser un número.', 'rows.0.date': 'Data no vàlida.', brand: 'Obligatori.', rows: 'Cap fila.' },
      [0, 3],
    );
    expect(cells.get(3)).toEqual({ amount: 'Ha de ser un número.' });
    expect(cells.get(0)).toEqual({ date: 'Data no vàlida.' });
    expect(form).toEqual({ brand: 'Obligatori.', rows: 'Cap fila.' });
  });

  it('an edited cell loses its error; removed rows take theirs with them', () => {
    const errors = new Map([
      [0, { date: 'x' }],
      [2, { amount: 'y', quantity: 'z' }],
    ]);
    expect(clearCellError(errors, 0, 'date').has(0)).toBe(false);
    expect(clearCellError(errors, 2, 'amount').get(2)).toEqual({ quantity: 'z' });
    expect(keepErrorsOf(errors, [1, 2])).toEqual(new Map([[1, { amount: 'y', quantity: 'z' }]]));
  });
});
