/**
 * A month (YYYY-MM or '') picked on a Monday-first month calendar in the page's language, typed and
 * shown as YYYY/MM (the catalog's month filter and its import's month, spec §2 and §5). Shown by
 * name ("long-localized") a typed month was no longer taken (the warehouse reports' browser tests),
 * and Cloudscape's picker has no MM/YYYY input.
 */
import DatePicker from '@cloudscape-design/components/date-picker';
import { WEEK_STARTS_MONDAY } from './DateField';
import { useLocale } from './use-locale';

export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The current month as YYYY-MM, in the browser's calendar. */
export function thisMonth(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
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
  /** The format hint in the page's language (AAAA/MM). */
  placeholder?: string;
  'data-testid'?: string;
}) {
  const locale = useLocale();
  return (
    <DatePicker
      controlId={controlId}
      data-testid={testId}
      granularity="month"
      inputFormat="slashed"
      locale={locale === 'ca' ? 'ca-ES' : 'es-ES'}
      startOfWeek={WEEK_STARTS_MONDAY}
      value={value}
      invalid={invalid}
      placeholder={placeholder}
      onChange={({ detail }) => onChange(MONTH.test(detail.value) ? detail.value : '')}
      expandToViewport
    />
  );
}
