// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { UpperCaseInput, UpperCaseTextarea, upperCaseKeepingSelection } from './UpperCaseField';

afterEach(cleanup);

describe('upperCaseKeepingSelection', () => {
  it('upper-cases, accented letters included, and keeps the caret after what was typed', () => {
    expect(upperCaseKeepingSelection('farmàcia núria', 3, 3)).toEqual({ value: 'FARMÀCIA NÚRIA', start: 3, end: 3 });
    expect(upperCaseKeepingSelection('HOLA b MON', 6, 6)).toEqual({ value: 'HOLA B MON', start: 6, end: 6 });
  });

  it('moves the caret by the length upper-casing adds before it', () => {
    expect(upperCaseKeepingSelection('straße x', 6, 8)).toEqual({ value: 'STRASSE X', start: 7, end: 9 });
    expect(upperCaseKeepingSelection('x', null, null)).toEqual({ value: 'X', start: null, end: null });
  });
});

/** Types into the native field as a browser does: the new text, the caret after it, then `input`. */
function typeAt(el: HTMLInputElement | HTMLTextAreaElement, text: string, caret: number) {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const before = el.value.slice(0, caret);
  const after = el.value.slice(caret);
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, before + text + after);
  el.setSelectionRange(caret + text.length, caret + text.length);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

function Controlled({ area }: { area?: boolean }) {
  const [value, setValue] = useState('HOLA MON');
  return area ? (
    <UpperCaseTextarea data-testid="field" value={value} onChange={setValue} />
  ) : (
    <UpperCaseInput data-testid="field" value={value} onChange={setValue} />
  );
}

describe.each([
  ['<UpperCaseInput>', false, 'input'],
  ['<UpperCaseTextarea>', true, 'textarea'],
] as const)('%s', (_, area, tag) => {
  it('typing in the middle keeps the caret there: " bon" after HOLA gives HOLA BON MON', () => {
    render(<Controlled area={area} />);
    const el = screen.getByTestId('field').querySelector(tag)!;
    el.focus();
    let caret = 4;
    for (const ch of ' bon') {
      typeAt(el, ch, caret);
      caret += 1;
      expect(el.selectionStart).toBe(caret);
    }
    expect(el.value).toBe('HOLA BON MON');
  });
});
