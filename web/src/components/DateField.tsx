/**
 * The app's date picker: weeks start on Monday (spec §5), the date is read in the current language
 * ("20 de novembre del 2026" / "20 de noviembre de 2026") and typed as YYYY/MM/DD; the value is a
 * YYYY-MM-DD calendar day or ''.
 */
import DatePicker, { type DatePickerProps } from '@cloudscape-design/components/date-picker';
import { useTranslation } from 'react-i18next';
import { useLocale } from './use-locale';

export const WEEK_STARTS_MONDAY = 1;

export function DateField({
  value,
  onChange,
  ...rest
}: Omit<DatePickerProps, 'onChange' | 'startOfWeek' | 'format' | 'inputFormat' | 'locale' | 'placeholder'> & {
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <DatePicker
      {...rest}
      value={value}
      onChange={({ detail }) => onChange(detail.value)}
      startOfWeek={WEEK_STARTS_MONDAY}
      locale={locale === 'ca' ? 'ca-ES' : 'es-ES'}
      format="long-localized"
      inputFormat="slashed"
      placeholder={t('intranet.date_placeholder')}
    />
  );
}
