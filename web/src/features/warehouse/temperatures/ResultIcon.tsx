/** A reading's result (spec §2: a pass or fail icon), named for screen readers and tests. */
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';

export function ResultIcon({ result }: { result: boolean }) {
  const { t } = useTranslation();
  const label = result ? t('warehouse.temperatures.pass') : t('warehouse.temperatures.fail');
  return (
    <span title={label} data-testid={`temperature-result-${result ? 'pass' : 'fail'}`}>
      <StatusIndicator type={result ? 'success' : 'error'} iconAriaLabel={label}>
        {label}
      </StatusIndicator>
    </span>
  );
}
