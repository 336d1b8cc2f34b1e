/**
 * Text fields whose value is upper case as it is typed (the ticketing spec's description,
 * resolution, free-text party and lookup names), keeping the caret where the user typed.
 *
 * Upper-casing in `onChange` gives the controlled field a value other than the one the browser
 * holds, so React writes it back and the caret jumps to the end: typing " bon" after "HOLA" in
 * "HOLA MON" gave "HOLA B MONON". These fields remember the selection the keystroke
 * left, mapped through the upper-casing, and put it back once React has written the value.
 */
import Input, { type InputProps } from '@cloudscape-design/components/input';
import Textarea, { type TextareaProps } from '@cloudscape-design/components/textarea';
import { useLayoutEffect, useRef } from 'react';
import { upperCased } from '../../../shared/ticketing/rules';

/** Where the caret or selection goes once the field holds `value`. */
type Pending = { value: string; start: number; end: number; direction: 'forward' | 'backward' | 'none' };

/** The native field inside a Cloudscape Input or Textarea (it does not expose its own). */
const nativeOf = (box: HTMLElement | null) =>
  box?.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea') ?? null;

/** `value` upper-cased, and where a selection in `value` falls in the upper-cased text. */
export function upperCaseKeepingSelection(
  value: string,
  start: number | null,
  end: number | null,
): { value: string; start: number | null; end: number | null } {
  // Upper-casing may change a text's length ("ß" → "SS"): measure the part before each end.
  const at = (i: number | null) => (i === null ? null : upperCased(value.slice(0, i)).length);
  return { value: upperCased(value), start: at(start), end: at(end) };
}

/** Upper-cases each change and keeps the caret: the shared part of both fields. */
function useUpperCase(value: string, onChange: (value: string) => void) {
  const box = useRef<HTMLDivElement>(null);
  const pending = useRef<Pending | null>(null);
  // After React wrote the new value (which put the caret at the end), before the browser paints.
  useLayoutEffect(() => {
    const wanted = pending.current;
    const el = nativeOf(box.current);
    pending.current = null;
    if (!wanted || !el || el.value !== wanted.value || el.ownerDocument.activeElement !== el) return;
    if (el.selectionStart !== wanted.start || el.selectionEnd !== wanted.end)
      el.setSelectionRange(wanted.start, wanted.end, wanted.direction);
  }, [value]);
  const change = (raw: string) => {
    const el = nativeOf(box.current);
    const next = upperCaseKeepingSelection(raw, el?.selectionStart ?? null, el?.selectionEnd ?? null);
    pending.current =
      el && next.start !== null && next.end !== null
        ? { value: next.value, start: next.start, end: next.end, direction: el.selectionDirection ?? 'none' }
        : null;
    onChange(next.value);
  };
  return { box, change };
}

export type UpperCaseInputProps = Omit<InputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  'data-testid'?: string;
};

/** A Cloudscape Input whose value is upper case as typed, the caret kept. */
export function UpperCaseInput({ value, onChange, ...rest }: UpperCaseInputProps) {
  const { box, change } = useUpperCase(value, onChange);
  return (
    <div ref={box}>
      <Input {...rest} value={value} onChange={({ detail }) => change(detail.value)} />
    </div>
  );
}

export type UpperCaseTextareaProps = Omit<TextareaProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  'data-testid'?: string;
};

/** A Cloudscape Textarea whose value is upper case as typed, the caret kept. */
export function UpperCaseTextarea({ value, onChange, ...rest }: UpperCaseTextareaProps) {
  const { box, change } = useUpperCase(value, onChange);
  return (
    <div ref={box}>
      <Textarea {...rest} value={value} onChange={({ detail }) => change(detail.value)} />
    </div>
  );
}
