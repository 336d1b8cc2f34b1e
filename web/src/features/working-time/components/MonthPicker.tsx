/**
 * The register's month picker (§2, §5): a month calendar in the page's language (weeks start
 * Monday), the previous and next month a click away, never a month after the current one (Madrid).
 */
import Button from '@cloudscape-design/components/button';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { MONTH_PATTERN } from '../../../../../shared/working-time/time';
import { currentMonth, nextMonth, previousMonth } from '../../../../../shared/time/madrid';
import { WEEK_STARTS_MONDAY } from '../../../components/DateField';
import { useLocale } from '../../../components/use-locale';

/** 'YYYY-MM' of a calendar's date, read as a calendar day (no time zone shift). */
const monthOf = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;

/** A month the register can show: well formed and not in the future. */
export const isPickableMonth = (month: string, now = new Date()): boolean =>
  MONTH_PATTERN.test(month) && month >= '2000-01' && month <= currentMonth(now);

export function MonthPicker({
  value,
  onChange,
  controlId = 'wtc-month',
}: {
  value: string;
  onChange: (month: string) => void;
  controlId?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const latest = currentMonth();
  return (
    <FormField label={t('workingTime.month')} controlId={controlId}>
      <SpaceBetween direction="horizontal" size="xs" alignItems="center">
        <Button
          variant="icon"
          iconName="angle-left"
          ariaLabel={t('workingTime.previous_month')}
          onClick={() => onChange(previousMonth(value))}
          disabled={value <= '2000-01'}
          data-testid="wtc-month-previous"
        />
        <DatePicker
          controlId={controlId}
          granularity="month"
          format="long-localized"
          inputFormat="slashed"
          locale={locale === 'ca' ? 'ca-ES' : 'es-ES'}
          startOfWeek={WEEK_STARTS_MONDAY}
          value={value}
          placeholder={t('workingTime.month_placeholder')}
          isDateEnabled={(date) => monthOf(date) <= latest}
          onChange={({ detail }) => {
            if (isPickableMonth(detail.value)) onChange(detail.value);
          }}
          expandToViewport
        />
        <Button
          variant="icon"
          iconName="angle-right"
          ariaLabel={t('workingTime.next_month')}
          onClick={() => onChange(nextMonth(value))}
          disabled={value >= latest}
          data-testid="wtc-month-next"
        />
      </SpaceBetween>
    </FormField>
  );
}
