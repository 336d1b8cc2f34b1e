/**
 * A month (YYYY-MM or '') shown and typed as MM/YYYY, as the tables show months, with a
 * Monday-first month calendar in the page's language beside it (the catalog's month filter and
 * its import's month, the warehouse reports, loyalty; spec §2 and §5). Cloudscape's DatePicker
 * has no MM/YYYY input, and shown by name ("long-localized") it took no typed month, so this is
 * an Input that reads what is typed plus a Calendar in a popover. Typed YYYY/MM (or YYYY-MM) is
 * read too, and shown as MM/YYYY once the field is left.
 */
import Button from '@cloudscape-design/components/button';
import Calendar from '@cloudscape-design/components/calendar';
import Input from '@cloudscape-design/components/input';
import Popover from '@cloudscape-design/components/popover';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WEEK_STARTS_MONDAY } from './DateField';
import { useLocale } from './use-locale';

export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The current month as YYYY-MM, in the browser's calendar. */
export function thisMonth(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

/** YYYY-MM as the field shows it: MM/YYYY. */
export const monthText = (month: string) => (MONTH.test(month) ? `${month.slice(5)}/${month.slice(0, 4)}` : '');

/** A typed month as YYYY-MM: MM/YYYY (M/YYYY, MM-YYYY, MM.YYYY) or YYYY/MM (YYYY-MM); null when unreadable. */
export function parseMonth(text: string): string | null {
  const t = text.trim();
  const monthFirst = /^(\d{1,2})[/.-](\d{4})$/.exec(t);
  const yearFirst = /^(\d{4})[/.-](\d{1,2})$/.exec(t);
  const [year, month] = monthFirst ? [monthFirst[2]!, monthFirst[1]!] : yearFirst ? [yearFirst[1]!, yearFirst[2]!] : [];
  if (!year || !month) return null;
  const value = `${year}-${month.padStart(2, '0')}`;
  return MONTH.test(value) && Number(year) >= 1900 ? value : null;
}

export function MonthField({
  value,
  onChange,
  invalid,
  controlId,
  placeholder,
  'data-testid': testId,
}: {
  value: string;
  onChange: (month: string) => void;
  invalid?: boolean;
  controlId?: string;
  /** The format hint in the page's language (MM/AAAA). */
  placeholder?: string;
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  // What is typed stays as typed while it is being written; a value set from outside replaces it.
  const [text, setText] = useState(monthText(value));
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if ((parseMonth(text) ?? '') !== value) setText(monthText(value));
  }
  // Choosing a month closes the calendar (a new popover instance starts closed).
  const [popover, setPopover] = useState(0);
  return (
    <div data-testid={testId} style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
      <div style={{ flex: '1 1 auto', maxInlineSize: 160 }}>
        <Input
          controlId={controlId}
          value={text}
          invalid={invalid || (text.trim() !== '' && parseMonth(text) === null)}
          placeholder={placeholder ?? t('month_field.placeholder')}
          inputMode="numeric"
          onChange={({ detail }) => {
            setText(detail.value);
            onChange(parseMonth(detail.value) ?? '');
          }}
          onBlur={() => {
            const read = parseMonth(text);
            if (read) setText(monthText(read));
          }}
        />
      </div>
      <Popover
        key={popover}
        triggerType="custom"
        position="bottom"
        size="large"
        renderWithPortal
        dismissButton={false}
        content={
          <Calendar
            granularity="month"
            locale={locale === 'ca' ? 'ca-ES' : 'es-ES'}
            startOfWeek={WEEK_STARTS_MONDAY}
            value={value}
            onChange={({ detail }) => {
              const month = detail.value.slice(0, 7);
              if (!MONTH.test(month)) return;
              setText(monthText(month));
              onChange(month);
              setPopover((n) => n + 1);
            }}
          />
        }
      >
        <Button
          variant="icon"
          iconName="calendar"
          ariaLabel={t('month_field.open_calendar')}
          data-testid={testId ? `${testId}-calendar` : undefined}
        />
      </Popover>
    </div>
  );
}
