/**
 * /working-time-control/representatives (the workers' representatives, role 151; art. 34.9 ET): the
 * staff's month in summary, read-only: each worker's total, days worked and whether the figures
 * verified (a broken register is shown broken, as everywhere). No entries, no amendments, no exports.
 */
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { StaffSummary } from '../../../../shared/working-time/views';
import { EmptyState, LoadFailed } from '../../components/LoadState';
import { Page } from '../../components/Page';
import { paths } from '../../config/paths';
import { useStaffSummary } from './api';
import { MonthPicker } from './components/MonthPicker';
import { useWorkingTimeFrame } from './components/nav';
import { durationText } from './register-format';
import { useMonthParam } from './use-register-params';

type Row = StaffSummary['rows'][number];

export default function RepresentativesPage() {
  const { t } = useTranslation();
  const title = t('workingTime.representatives.title');
  useWorkingTimeFrame(title, paths.workingTimeRepresentatives);
  const [month, setMonth] = useMonthParam();
  const summary = useStaffSummary(month);
  const broken = summary.data?.rows.filter((r) => r.integrity === 'broken').length ?? 0;
  return (
    <Page title={title} description={t('workingTime.representatives.description')}>
      <SpaceBetween size="l">
        <Container>
          <MonthPicker value={month} onChange={setMonth} />
        </Container>
        {summary.isError ? (
          <LoadFailed onRetry={() => void summary.refetch()} />
        ) : (
          <Table<Row>
            data-testid="wtc-representatives"
            loading={summary.isLoading}
            loadingText={t('app.loading')}
            items={summary.data?.rows ?? []}
            trackBy={(r) => String(r.user.id)}
            header={
              <Header
                counter={summary.data ? `(${summary.data.rows.length})` : undefined}
                description={
                  summary.data ? (
                    broken ? (
                      <Box color="text-status-error" data-testid="wtc-representatives-broken">
                        {t('workingTime.representatives.broken_count', { count: broken })}
                      </Box>
                    ) : (
                      <StatusIndicator type="success">{t('workingTime.representatives.all_verified')}</StatusIndicator>
                    )
                  ) : undefined
                }
              >
                {t('workingTime.representatives.table')}
              </Header>
            }
            columnDefinitions={[
              { id: 'worker', header: t('workingTime.representatives.worker'), cell: (r) => r.user.name, isRowHeader: true },
              { id: 'hours', header: t('workingTime.representatives.hours'), cell: (r) => durationText(t, r.seconds) },
              { id: 'days', header: t('workingTime.representatives.days'), cell: (r) => r.days },
              {
                id: 'integrity',
                header: t('workingTime.representatives.integrity'),
                cell: (r) =>
                  r.integrity === 'broken' ? (
                    <StatusIndicator type="error">{t('workingTime.representatives.broken')}</StatusIndicator>
                  ) : (
                    <StatusIndicator type="success">{t('workingTime.representatives.verified')}</StatusIndicator>
                  ),
              },
            ]}
            empty={<EmptyState text={t('workingTime.representatives.empty')} />}
          />
        )}
      </SpaceBetween>
    </Page>
  );
}
