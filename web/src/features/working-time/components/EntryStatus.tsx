/**
 * What marks an entry in the register: deleted (kept, out of the totals), amended, added by the
 * administration, a forgotten clock-out; and the ellipsis an open end shows (§2).
 */
import Badge from '@cloudscape-design/components/badge';
import Icon from '@cloudscape-design/components/icon';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import type { WorkEntry } from '../api';
import { endText } from '../register-format';

export function EntryStatus({ entry }: { entry: WorkEntry }) {
  const { t } = useTranslation();
  const marks = [
    entry.deleted ? (
      <Badge key="deleted" color="red">
        {t('workingTime.status.deleted')}
      </Badge>
    ) : null,
    entry.amended ? (
      <Badge key="amended" color="blue">
        {t('workingTime.status.amended')}
      </Badge>
    ) : null,
    entry.origin === 'admin' ? <Badge key="admin">{t('workingTime.status.added')}</Badge> : null,
    entry.forgotten && !entry.deleted ? (
      <StatusIndicator key="forgotten" type="warning">
        {t('workingTime.status.forgotten')}
      </StatusIndicator>
    ) : null,
  ].filter(Boolean);
  if (marks.length === 0) return null;
  return (
    <SpaceBetween direction="horizontal" size="xs" alignItems="center">
      {marks}
    </SpaceBetween>
  );
}

/** The end of an entry, or the ellipsis icon while it is open. */
export function EntryEnd({ entry }: { entry: WorkEntry }) {
  const { t } = useTranslation();
  if (entry.time_end === null)
    return (
      <span data-testid="wtc-open-end" title={t('workingTime.status.open')}>
        <Icon name="ellipsis" ariaLabel={t('workingTime.status.open')} />
      </span>
    );
  return <>{endText(entry)}</>;
}
