/**
 * The verify step's editable grid (spec §4: rows verified and edited; rows with errors can be
 * filtered, selected rows deleted). Virtualised: only the rows in view (and a few around them) are
 * in the page, so 10,000 rows scroll and edit as 50 do. A failing cell is marked and says why.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SellInColumn, SellInInputRow } from '../../../../../shared/operations/sell-in';
import { cellText } from '../../../../../shared/operations/sell-in';
import { RULE_TEXT, SELL_IN_COLUMNS, type RowErrors } from './rules';

export const ROW_HEIGHT = 34;
const VIEW_HEIGHT = 440;
const OVERSCAN = 6;

export function SellInGrid({
  rows,
  errors,
  shown,
  selected,
  onSelect,
  onEdit,
}: {
  rows: readonly SellInInputRow[];
  errors: readonly RowErrors[];
  /** Indexes of the rows to show, in order. */
  shown: readonly number[];
  selected: ReadonlySet<number>;
  onSelect: (index: number, on: boolean) => void;
  onEdit: (index: number, column: SellInColumn, value: string) => void;
}) {
  const { t } = useTranslation();
  const [scrollTop, setScrollTop] = useState(0);
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(shown.length, Math.ceil((scrollTop + VIEW_HEIGHT) / ROW_HEIGHT) + OVERSCAN);
  return (
    <div
      className="opc-grid"
      style={{ height: VIEW_HEIGHT }}
      onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
      role="grid"
      aria-rowcount={shown.length + 1}
      aria-label={t('operations.sell_in.grid')}
      data-testid="sell-in-grid"
    >
      <div className="opc-grid-row opc-grid-head" role="row">
        <span className="opc-grid-check" role="columnheader" />
        <span className="opc-grid-number" role="columnheader">
          {t('operations.sell_in.row_number')}
        </span>
        {SELL_IN_COLUMNS.map((col) => (
          <span key={col} className="opc-grid-cell" role="columnheader">
            {col}
          </span>
        ))}
      </div>
      <div style={{ height: shown.length * ROW_HEIGHT, position: 'relative' }}>
        {shown.slice(first, last).map((index, k) => {
          const row = rows[index]!;
          const rowErrors = errors[index] ?? {};
          return (
            <div
              key={index}
              className="opc-grid-row"
              role="row"
              aria-rowindex={first + k + 2}
              style={{ position: 'absolute', top: (first + k) * ROW_HEIGHT, height: ROW_HEIGHT }}
              data-testid={`sell-in-row-${index + 1}`}
            >
              <span className="opc-grid-check" role="gridcell">
                <input
                  type="checkbox"
                  checked={selected.has(index)}
                  onChange={(e) => onSelect(index, e.target.checked)}
                  aria-label={t('operations.sell_in.select_row', { n: index + 1 })}
                />
              </span>
              <span className="opc-grid-number" role="rowheader">
                {index + 1}
              </span>
              {SELL_IN_COLUMNS.map((col) => {
                const rule = rowErrors[col];
                const message = rule ? t(RULE_TEXT[rule]) : undefined;
                return (
                  <span key={col} className="opc-grid-cell" role="gridcell">
                    <input
                      value={cellText(row[col])}
                      onChange={(e) => onEdit(index, col, e.target.value)}
                      className={rule ? 'is-invalid' : undefined}
                      aria-invalid={rule ? true : undefined}
                      aria-label={`${col} ${index + 1}`}
                      title={message}
                      data-column={col}
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
