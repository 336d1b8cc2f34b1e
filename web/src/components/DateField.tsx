/**
 * The app's one date field (spec §5, §9): typed and shown as DD/MM/YYYY (D/M/YYYY is
 * read too), with a Monday-first calendar in the page's language a click away. The value is a
 * YYYY-MM-DD calendar day or ''; while the text is not a day (or is an impossible one, 31/02/2026)
 * the value is '' and the field says why.
 */
import Button from '@cloudscape-design/components/button';
import Calendar, { type CalendarProps } from '@cloudscape-design/components/calendar';
import Input from '@cloudscape-design/components/input';
import Popover, { type PopoverProps } from '@cloudscape-design/components/popover';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseDayInput } from '../lib/date-input';
import { formatDate } from '../lib/format';
import { useLocale } from './use-locale';

export const WEEK_STARTS_MONDAY = 1;

export interface DateFieldProps {
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  disabled?: boolean;
  ariaRequired?: boolean;
  ariaLabel?: string;
  controlId?: string;
  isDateEnabled?: CalendarProps['isDateEnabled'];
  'data-testid'?: string;
}

export function DateField({ value, onChange, invalid, disabled, isDateEnabled, ...input }: DateFieldProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [text, setText] = useState(() => formatDate(value));
  const [blurred, setBlurred] = useState(false);
  const calendar = useRef<PopoverProps.Ref>(null);
  // The value this field last reported: a different one came from outside (a reset) and replaces the text.
  const reported = useRef(value);
  useEffect(() => {
    if (value !== reported.current) {
      reported.current = value;
      setText(formatDate(value));
    }
  }, [value]);

  const read = parseDayInput(text);
  const report = (day: string) => {
    reported.current = day;
    if (day !== value) onChange(day);
  };
  const type = (next: string) => {
    setText(next);
    const parsed = parseDayInput(next);
    report(parsed.kind === 'day' ? parsed.day : '');
  };
  const pick = (day: string) => {
    setText(formatDate(day));
    report(day);
    calendar.current?.focus();
  };

  const problem =
    read.kind === 'impossible'
      ? t('date_field.impossible')
      : read.kind === 'unreadable' && blurred
        ? t('date_field.unreadable')
        : undefined;

  return (
    <div className="date-field">
      <div className="date-field-row">
        <div className="date-field-input">
          <Input
            {...input}
            value={text}
            onChange={({ detail }) => type(detail.value)}
            onBlur={() => setBlurred(true)}
            onFocus={() => setBlurred(false)}
            placeholder={t('date_field.placeholder')}
            inputMode="numeric"
            autoComplete={false}
            invalid={invalid || Boolean(problem)}
            disabled={disabled}
          />
        </div>
        <Popover
          ref={calendar}
          triggerType="custom"
          dismissButton={false}
          position="bottom"
          size="large"
          renderWithPortal
          content={
            <Calendar
              value={read.kind === 'day' ? read.day : ''}
              onChange={({ detail }) => pick(detail.value)}
              startOfWeek={WEEK_STARTS_MONDAY}
              locale={locale === 'ca' ? 'ca-ES' : 'es-ES'}
              isDateEnabled={isDateEnabled}
            />
          }
        >
          <Button variant="icon" iconName="calendar" disabled={disabled} ariaLabel={t('date_field.open_calendar')} />
        </Popover>
      </div>
      {problem ? (
        <StatusIndicator type="error" data-testid="date-field-problem">
          {problem}
        </StatusIndicator>
      ) : null}
    </div>
  );
}
