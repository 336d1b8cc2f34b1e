/**
 * The integrity of the month's figures, wherever they are shown: an error alert naming
 * the first record that breaks when the server's check found the month altered, else a quiet line
 * saying the figures were verified against the key (and up to which day against the anchors).
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import type { MonthRegister } from '../api';
import { formatDate } from '../../../lib/format';
import { brokenText } from './ChainIndicator';

export function IntegrityNotice({ register }: { register: MonthRegister }) {
  const { t } = useTranslation();
  const { integrity } = register;
  if (integrity.state === 'broken')
    return (
      <Alert type="error" header={t('workingTime.integrity.period_broken')} data-testid="wtc-integrity-broken">
        {integrity.first_break ? brokenText(t, integrity.first_break) : null}
      </Alert>
    );
  return (
    <Box data-testid="wtc-integrity-verified" variant="small">
      <StatusIndicator type="success">
        {integrity.anchored_until
          ? t('workingTime.integrity.verified', { date: formatDate(integrity.anchored_until) })
          : t('workingTime.integrity.verified_unanchored')}
      </StatusIndicator>
    </Box>
  );
}

/** A day whose figures the check could not vouch for: marked beside its total. */
export function DayBroken() {
  const { t } = useTranslation();
  return (
    <span title={t('workingTime.integrity.day_broken_label')} className="wtc-day-broken">
      <StatusIndicator type="error">{t('workingTime.integrity.day_broken')}</StatusIndicator>
    </span>
  );
}
