import { describe, expect, it } from 'vitest';
import { isBlock, parseClipboardBlock, pasteBlock } from './clipboard';

describe('parseClipboardBlock', () => {
  it('reads tab-separated lines as Excel writes them (CRLF, trailing line break)', () => {
    expect(parseClipboardBlock('05/03/2026\tC1\t12,50\r\n06/03/2026\tC2\t3\r\n')).toEqual([
      ['05/03/2026', 'C1', '12,50'],
      ['06/03/2026', 'C2', '3'],
    ]);
  });

  it('keeps empty cells in place and reads LibreOffice LF lines', () => {
    expect(parseClipboardBlock('a\t\tc\n\tb\t\n')).toEqual([
      ['a', '', 'c'],
      ['', 'b', ''],
    ]);
  });

  it('unquotes cells holding a line break, a tab or quotes', () => {
    expect(parseClipboardBlock('"two\nlines"\t"say ""hi"""\t"a\tb"\nx\ty\tz')).toEqual([
      ['two\nlines', 'say "hi"', 'a\tb'],
      ['x', 'y', 'z'],
    ]);
  });

  it('a single cell is not a block', () => {
    expect(isBlock('12,50')).toBe(false);
    expect(isBlock('12,50\n')).toBe(false);
    expect(isBlock('a\tb')).toBe(true);
    expect(isBlock('a\nb')).toBe(true);
  });
});

describe('pasteBlock', () => {
  const keys = ['a', 'b', 'c'] as const;
  type Row = Record<(typeof keys)[number], string>;
  const blank = (): Row => ({ a: '', b: '', c: '' });

  it('writes from the chosen cell, adds the rows missing and drops cells past the last column', () => {
    const rows: Row[] = [{ a: '1', b: '2', c: '3' }];
    const out = pasteBlock(rows, 0, 1, [['x', 'y', 'dropped'], [' z ']], keys, blank);
    expect(out).toEqual([
      { a: '1', b: 'x', c: 'y' },
      { a: '', b: 'z', c: '' },
    ]);
    expect(rows[0]).toEqual({ a: '1', b: '2', c: '3' });
  });

  it('200 pasted rows become 200 rows, decimal commas and dates kept as typed', () => {
    const block = Array.from({ length: 200 }, (_, i) => [`0${(i % 9) + 1}/03/2026`, `${i},5`]);
    const out = pasteBlock([blank()], 0, 0, block, keys, blank);
    expect(out).toHaveLength(200);
    expect(out[199]).toEqual({ a: '02/03/2026', b: '199,5', c: '' });
  });
});

describe('spare row helpers', async () => {
  const { editCell, filledRows, isEmptyRow, withSpareRow } = await import('./rows');
  const keys = ['a', 'b'] as const;
  const blank = () => ({ a: '', b: '' });

  it('typing in the spare row appends it, and one spare row follows', () => {
    const rows = editCell([], 0, 'a', 'x', blank);
    expect(rows).toEqual([{ a: 'x', b: '' }]);
    expect(withSpareRow(rows, blank)).toEqual([
      { a: 'x', b: '' },
      { a: '', b: '' },
    ]);
  });

  it('empty rows (blanks only) are dropped, the others keep their index', () => {
    const rows = [
      { a: ' ', b: '' },
      { a: '', b: '2' },
    ];
    expect(isEmptyRow(rows[0]!, keys)).toBe(true);
    expect(filledRows(rows, keys)).toEqual([{ index: 1, row: { a: '', b: '2' } }]);
  });
});
