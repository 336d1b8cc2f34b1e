/**
 * The register's tamper evidence: the worker's records checked by the server against the
 * MAC key and the daily anchors, shown as intact or naming the first record that breaks, with a re-check.
 */
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import { useChainStatus, type ChainStatus } from '../api';
import { madridDateTime } from '../register-format';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

export function brokenText(t: Translate, broken: NonNullable<ChainStatus['broken']>): string {
  return t('workingTime.integrity.broken_at', {
    seq: broken.seq,
    entry: broken.entry_id ?? '—',
    reason: t(`workingTime.integrity.reason_${broken.reason}`),
  });
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
