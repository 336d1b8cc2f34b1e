/** The month total in hours and minutes (§2, §9), live while an entry is open; marked when the month is altered. */
import Box from '@cloudscape-design/components/box';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../components/use-locale';
import type { MonthRegister } from '../api';
import { durationText, hasRunningEntry, liveMonthSeconds, monthName } from '../register-format';
import { useServerClock } from '../use-server-clock';
import { DayBroken } from './IntegrityNotice';

export function MonthTotal({ register }: { register: MonthRegister }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const now = useServerClock(register.now, hasRunningEntry(register));
  return (
    <div>
      <Box variant="awsui-key-label">{t('workingTime.month_total', { month: monthName(register.month, locale) })}</Box>
      <div className="wtc-month-total" data-testid="wtc-month-total">
        {durationText(t, liveMonthSeconds(register, now))}
      </div>
      {register.integrity.state === 'broken' ? (
        <span data-testid="wtc-month-broken">
          <DayBroken />
        </span>
      ) : null}
    </div>
  );
}
