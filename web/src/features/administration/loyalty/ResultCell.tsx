/** A loyalty line's result; an error (or a skip's reason) shows its text in a tooltip (spec §8). */
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Tooltip from '@cloudscape-design/components/tooltip';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoyaltyLine } from '../api';

const STATUS = { converted: 'success', skipped: 'stopped', error: 'error' } as const;

export function ResultCell({ line }: { line: LoyaltyLine }) {
  const { t } = useTranslation();
  const track = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  const label = t(`administration.loyalty.results.${line.result}`);
  if (!line.error) return <StatusIndicator type={STATUS[line.result]}>{label}</StatusIndicator>;
  return (
    <>
      <span
        ref={track}
        tabIndex={0}
        onMouseEnter={() => setOpen(true)}
        onMouseLeave={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        aria-describedby={open ? `loyalty-error-${line.row}` : undefined}
        data-testid={`loyalty-result-${line.row}`}
        style={{ cursor: 'help' }}
      >
        <StatusIndicator type={STATUS[line.result]}>{label}</StatusIndicator>
      </span>
      {open ? (
        <Tooltip
          getTrack={() => track.current}
          content={
            <span id={`loyalty-error-${line.row}`} data-testid="loyalty-tooltip">
              {line.error}
            </span>
          }
          onEscape={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
