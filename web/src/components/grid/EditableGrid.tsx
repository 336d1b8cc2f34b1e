/**
 * The one editable spreadsheet-like grid (operations' sell-in verify step, administration's manual
 * sales). Virtualised: only the rows in view (and a few around them) are in the page, so 10,000
 * rows scroll and edit as 50 do. Generic over its columns; the owner keeps the rows and decides
 * each cell's error. Keyboard: arrows, Enter and Tab move between cells (the grid scrolls to the
 * cell); a block pasted from Excel or LibreOffice (tab-separated lines) is handed to `onPaste`.
 * A failing cell is marked and says why (title and aria-invalid).
 */
import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { isBlock, parseClipboardBlock } from './clipboard';
import './grid.css';

export const ROW_HEIGHT = 34;
const VIEW_HEIGHT = 440;
const OVERSCAN = 6;

export interface GridColumn<K extends string> {
  key: K;
  label: string;
  /** Pixels; 120 by default. */
  width?: number;
}

export interface GridSelection {
  selected: ReadonlySet<number>;
  onSelect: (index: number, on: boolean) => void;
  /** The checkbox's accessible name for row n (1-based). */
  label: (n: number) => string;
}

export interface EditableGridProps<R, K extends string> {
  columns: readonly GridColumn<K>[];
  rows: readonly R[];
  /** A cell's text as shown and edited. */
  text: (row: R, key: K) => string;
  /** The message of a failing cell, or undefined when it is good. */
  error?: (index: number, key: K) => string | undefined;
  /** Indexes of the rows to show, in order (all rows when absent). */
  shown?: readonly number[];
  selection?: GridSelection;
  onEdit: (index: number, key: K, value: string) => void;
  /** A block pasted at row `index`, column `column` (by position); without it a paste edits the one cell. */
  onPaste?: (index: number, column: number, block: string[][]) => void;
  /** The grid's accessible name and its row-number column's title. */
  label: string;
  rowNumberLabel: string;
  'data-testid': string;
  /** Each row's test id is this prefix, a dash and its 1-based number. */
  rowTestIdPrefix: string;
  height?: number;
}

interface Focus {
  /** Position in `shown`. */
  pos: number;
  col: number;
}

export function EditableGrid<R, K extends string>({
  columns,
  rows,
  text,
  error,
  shown: shownProp,
  selection,
  onEdit,
  onPaste,
  label,
  rowNumberLabel,
  'data-testid': testId,
  rowTestIdPrefix,
  height = VIEW_HEIGHT,
}: EditableGridProps<R, K>) {
  const view = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [focus, setFocus] = useState<Focus | null>(null);
  const shown = shownProp ?? rows.map((_, i) => i);
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(shown.length, Math.ceil((scrollTop + height) / ROW_HEIGHT) + OVERSCAN);

  // A cell moved to by the keyboard may only exist once the grid has scrolled to it: focus it then.
  useEffect(() => {
    if (!focus) return;
    const input = view.current?.querySelector<HTMLInputElement>(`input[data-pos="${focus.pos}"][data-col="${focus.col}"]`);
    if (input && document.activeElement !== input) {
      input.focus();
      input.select();
    }
  }, [focus, first, last]);

  function moveTo(pos: number, col: number): boolean {
    if (pos < 0 || pos >= shown.length || col < 0 || col >= columns.length) return false;
    const el = view.current;
    if (el) {
      const top = pos * ROW_HEIGHT;
      const bottom = top + 2 * ROW_HEIGHT; // the sticky header takes one row of the view
      if (top < el.scrollTop) el.scrollTop = top;
      else if (bottom > el.scrollTop + el.clientHeight) el.scrollTop = bottom - el.clientHeight;
      setScrollTop(el.scrollTop);
    }
    setFocus({ pos, col });
    return true;
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>, pos: number, col: number) {
    const input = e.currentTarget;
    const atStart = input.selectionStart === 0 && input.selectionEnd === 0;
    const atEnd = input.selectionStart === input.value.length && input.selectionEnd === input.value.length;
    let moved = false;
    switch (e.key) {
      case 'ArrowDown':
        moved = moveTo(pos + 1, col);
        break;
      case 'ArrowUp':
        moved = moveTo(pos - 1, col);
        break;
      case 'Enter':
        moved = moveTo(e.shiftKey ? pos - 1 : pos + 1, col);
        break;
      case 'ArrowLeft':
        if (atStart) moved = moveTo(pos, col - 1);
        break;
      case 'ArrowRight':
        if (atEnd) moved = moveTo(pos, col + 1);
        break;
      case 'Tab':
        // Across the row, then to the next row; past the grid's ends Tab leaves it as usual.
        if (e.shiftKey) moved = col > 0 ? moveTo(pos, col - 1) : moveTo(pos - 1, columns.length - 1);
        else moved = col < columns.length - 1 ? moveTo(pos, col + 1) : moveTo(pos + 1, 0);
        break;
      default:
        return;
    }
    if (moved || e.key === 'Enter') e.preventDefault();
  }

  function paste(e: ClipboardEvent<HTMLInputElement>, index: number, col: number) {
    if (!onPaste) return;
    const data = e.clipboardData.getData('text/plain');
    if (!isBlock(data)) return;
    e.preventDefault();
    onPaste(index, col, parseClipboardBlock(data));
  }

  return (
    <div
      ref={view}
      className="edit-grid"
      style={{ height }}
      onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
      role="grid"
      aria-rowcount={shown.length + 1}
      aria-colcount={columns.length}
      aria-label={label}
      data-testid={testId}
    >
      <div className="edit-grid-row edit-grid-head" role="row">
        {selection ? <span className="edit-grid-check" role="columnheader" /> : null}
        <span className="edit-grid-number" role="columnheader">
          {rowNumberLabel}
        </span>
        {columns.map((col) => (
          <span key={col.key} className="edit-grid-cell" role="columnheader" style={{ width: col.width }}>
            {col.label}
          </span>
        ))}
      </div>
      <div style={{ height: shown.length * ROW_HEIGHT, position: 'relative' }}>
        {shown.slice(first, last).map((index, k) => {
          const row = rows[index]!;
          const pos = first + k;
          return (
            <div
              key={index}
              className="edit-grid-row"
              role="row"
              aria-rowindex={pos + 2}
              style={{ position: 'absolute', top: pos * ROW_HEIGHT, height: ROW_HEIGHT }}
              data-testid={`${rowTestIdPrefix}-${index + 1}`}
            >
              {selection ? (
                <span className="edit-grid-check" role="gridcell">
                  <input
                    type="checkbox"
                    checked={selection.selected.has(index)}
                    onChange={(e) => selection.onSelect(index, e.target.checked)}
                    aria-label={selection.label(index + 1)}
                  />
                </span>
              ) : null}
              <span className="edit-grid-number" role="rowheader">
                {index + 1}
              </span>
              {columns.map((col, c) => {
                const message = error?.(index, col.key);
                return (
                  <span key={col.key} className="edit-grid-cell" role="gridcell" style={{ width: col.width }}>
                    <input
                      value={text(row, col.key)}
                      onChange={(e) => onEdit(index, col.key, e.target.value)}
                      onKeyDown={(e) => onKeyDown(e, pos, c)}
                      onFocus={() => {
                        if (focus?.pos !== pos || focus.col !== c) setFocus({ pos, col: c });
                      }}
                      onPaste={(e) => paste(e, index, c)}
                      className={message ? 'is-invalid' : undefined}
                      aria-invalid={message ? true : undefined}
                      aria-label={`${col.label} ${index + 1}`}
                      title={message}
                      data-column={col.key}
                      data-pos={pos}
                      data-col={c}
                    />
                  </span>
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
}
