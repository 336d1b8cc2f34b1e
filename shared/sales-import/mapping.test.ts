import { describe, expect, it } from 'vitest';
import { guessDateFormat, suggestMapping } from './mapping';
import { columnIndex, columnLetters } from './rules';

const text = (t: string) => ({ type: 'text' as const, text: t });

describe('mapping a sample file', () => {
  it('names columns by letter both ways', () => {
    for (const [i, l] of [
      [0, 'A'],
      [25, 'Z'],
      [26, 'AA'],
      [701, 'ZZ'],
      [702, 'AAA'],
    ] as const) {
      expect(columnLetters(i)).toBe(l);
      expect(columnIndex(l)).toBe(i);
    }
  });

  it('suggests each field from Spanish and Catalan header names, one column per field', () => {
    const m = suggestMapping(['Nº Albarán', 'Fecha', 'Código Cliente', 'Código Nacional', 'Descripción', 'Unidades', 'Precio']);
    expect(m).toEqual({
      date: 'B',
      customer: 'C',
      delivery_note: 'A',
      product_code: 'D',
      description: 'E',
      price: 'G',
      quantity: 'F',
    });
    expect(suggestMapping(['Data', 'Client', 'Albarà', 'Codi', 'Descripció', 'Preu', 'Quantitat']).quantity).toBe('G');
    expect(suggestMapping(['Magatzem', 'Data']).customer).toBeNull();
  });

  it('follows what the profile remembers, even when that column moved', () => {
    const m = suggestMapping(['Lote', 'F. doc', 'Cli', 'Ref', 'Texto', 'Imp', 'Ctd'], {
      header: ['f doc', 'cli', 'ref', 'texto', 'imp', 'ctd', 'lote'],
      letters: { date: 'A', customer: 'B', product_code: 'C', description: 'D', price: 'E', quantity: 'F' },
    });
    expect(m).toMatchObject({ date: 'B', customer: 'C', product_code: 'D', description: 'E', price: 'F', quantity: 'G' });
  });

  it('guesses the text dates format, day first unless a value proves otherwise', () => {
    expect(guessDateFormat([text('1/11/2026'), text('3/11/2026')])).toBe('d/m/Y');
    expect(guessDateFormat([text('11/23/2026')])).toBe('m/d/Y');
    expect(guessDateFormat([text('20261105')])).toBe('Ymd');
    expect(guessDateFormat([text('2026-11-05')])).toBe('Y-m-d');
    expect(guessDateFormat([text('05.11.26')])).toBe('d.m.y');
    expect(guessDateFormat([{ type: 'date', text: '2026-11-05' }])).toBe('d/m/Y');
  });
});
