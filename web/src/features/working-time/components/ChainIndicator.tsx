/**
 * The register's tamper evidence (issue 16, beyond the anchors): the worker's hash chain recomputed
 * by the server, shown as intact or naming the first broken link, with a re-check.
 */
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import { useChainStatus, type ChainStatus } from '../api';
import { madridDateTime } from '../register-format';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

function brokenText(t: Translate, broken: NonNullable<ChainStatus['broken']>): string {
  const vars = { seq: broken.seq, entry: broken.entry_id ?? '—' };
  switch (broken.reason) {
    case 'hash':
      return t('workingTime.chain.broken_hash', vars);
    case 'link':
      return t('workingTime.chain.broken_link', vars);
    case 'missing':
      return t('workingTime.chain.broken_missing', vars);
    case 'entry':
      return t('workingTime.chain.broken_entry', vars);
  }
}

export function ChainIndicator({ user }: { user: number }) {
  const { t } = useTranslation();
  const chain = useChainStatus(user);
  const status = chain.data;
  return (
    <SpaceBetween direction="horizontal" size="xs" alignItems="center">
      <span data-testid="wtc-chain">
        {chain.isFetching ? (
          <StatusIndicator type="loading">{t('workingTime.chain.checking')}</StatusIndicator>
        ) : chain.isError || !status ? (
          <StatusIndicator type="warning">{t('workingTime.chain.unknown')}</StatusIndicator>
        ) : status.valid ? (
          <StatusIndicator type="success">
            {t('workingTime.chain.valid', { count: status.records, at: madridDateTime(status.checked_at) })}
          </StatusIndicator>
        ) : (
          <StatusIndicator type="error">
            {status.broken ? brokenText(t, status.broken) : t('workingTime.chain.unknown')}
          </StatusIndicator>
        )}
      </span>
      <Button
        variant="inline-icon"
        iconName="refresh"
        ariaLabel={t('workingTime.chain.recheck')}
        disabled={chain.isFetching}
        onClick={() => void chain.refetch()}
      />
    </SpaceBetween>
  );
}
